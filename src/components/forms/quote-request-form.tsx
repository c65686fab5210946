import Field, { Fields } from "./field";
import FormActions from "./form-actions";
import FormSection from "./form-section";
import FormShell from "./form-shell";
import { fullWidth } from "./form-grid";
import { PERSON_FIELDS, PRACTICE_FIELDS } from "../../form-definitions/fields";
import { quoteRequestForm } from "../../form-definitions/quote-request";

/** The long quote request of /request-quote/. */
const QuoteRequestForm = () => (
  <FormShell form={quoteRequestForm} id="quote-form" title="Request Your Custom Quote">
    <FormSection legend="Contact Information">
      <Fields names={PERSON_FIELDS} />
    </FormSection>
    <FormSection legend="Practice Information">
      <Fields names={PRACTICE_FIELDS} />
    </FormSection>
    <FormSection legend="Services of Interest" grid={false}>
      <Field name="services" />
    </FormSection>
    <FormSection legend="Project Details">
      <Field name="currentChallenges" css={fullWidth} />
      <Field name="timeline" />
      <Field name="budget" />
      <Field name="additionalInfo" css={fullWidth} />
    </FormSection>
    <FormSection legend="Contact Preferences">
      <Field name="preferredContact" minChoiceWidth="96px" css={fullWidth} />
      <Field name="hearAboutUs" />
    </FormSection>
    <FormActions submitLabel="Request Quote" />
  </FormShell>
);

export default QuoteRequestForm;
