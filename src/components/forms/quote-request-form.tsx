import Field from "./field";
import FormActions from "./form-actions";
import FormSection from "./form-section";
import FormShell from "./form-shell";
import PersonAndPractice from "./person-and-practice";
import { fullWidth } from "./form-grid";
import { quoteRequestForm } from "../../form-definitions/quote-request";

/** The long quote request of /request-quote/. */
const QuoteRequestForm = () => (
  <FormShell form={quoteRequestForm} id="quote-form" title="Request Your Custom Quote">
    <PersonAndPractice />
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
