import SelectField from "./select-field";
import TextField from "./text-field";
import type { FormOption } from "../../hooks/use-form-options";

type PracticeFieldsProps = {
  /** The practice types this form offers (the lists differ between forms). */
  practiceTypes: ReadonlyArray<FormOption>;
  practiceSizes: ReadonlyArray<FormOption>;
  /** Whether type and size are required; the practice name always is. */
  requireTypeAndSize: boolean;
};

/** Practice name, type and size. */
const PracticeFields = ({ practiceTypes, practiceSizes, requireTypeAndSize }: PracticeFieldsProps) => (
  <>
    <TextField label="Practice Name" name="practiceName" autoComplete="organization" required />
    <SelectField
      label="Practice Type"
      name="practiceType"
      options={practiceTypes}
      placeholder="Select practice type"
      required={requireTypeAndSize}
    />
    <SelectField
      label="Practice Size"
      name="practiceSize"
      options={practiceSizes}
      placeholder="Select number of providers"
      required={requireTypeAndSize}
    />
  </>
);

export default PracticeFields;
