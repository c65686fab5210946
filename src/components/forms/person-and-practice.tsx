import { Fields } from "./field";
import FormSection from "./form-section";
import { PERSON_FIELDS, PRACTICE_FIELDS } from "../../form-definitions/fields";

/** The Contact Information and Practice Information sections that the practice forms open with. */
const PersonAndPractice = () => (
  <>
    <FormSection legend="Contact Information">
      <Fields names={PERSON_FIELDS} />
    </FormSection>
    <FormSection legend="Practice Information">
      <Fields names={PRACTICE_FIELDS} />
    </FormSection>
  </>
);

export default PersonAndPractice;
