import ContactFields from "./contact-fields";
import CheckboxGroup from "./checkbox-group";
import FormActions from "./form-actions";
import FormSection from "./form-section";
import FormShell from "./form-shell";
import PracticeFields from "./practice-fields";
import RadioGroup from "./radio-group";
import SelectField from "./select-field";
import TextareaField from "./textarea-field";
import { fullWidth } from "./form-grid";
import { useFormOptions } from "../../hooks/use-form-options";

/** The long quote request of /request-quote/. */
const QuoteRequestForm = () => {
  const { options } = useFormOptions();
  return (
    <FormShell formName="quote-request" id="quote-form" title="Request Your Custom Quote">
      <FormSection legend="Contact Information">
        <ContactFields />
      </FormSection>
      <FormSection legend="Practice Information">
        <PracticeFields
          practiceTypes={options.quotePracticeTypes}
          practiceSizes={options.practiceSizes}
          requireTypeAndSize
        />
      </FormSection>
      <FormSection legend="Services of Interest" grid={false}>
        <CheckboxGroup
          legend="Which services are you interested in?"
          name="services[]"
          options={options.quoteServices}
          hint="Choose as many as apply."
        />
      </FormSection>
      <FormSection legend="Project Details">
        <TextareaField
          label="Current Challenges"
          name="currentChallenges"
          placeholder="What is taking your team's time or costing you revenue?"
          css={fullWidth}
        />
        <SelectField
          label="Timeline"
          name="timeline"
          options={options.quoteTimelines}
          placeholder="When would you like to start?"
        />
        <SelectField
          label="Monthly Budget"
          name="budget"
          options={options.quoteBudgets}
          placeholder="Select a budget range"
        />
        <TextareaField label="Additional Comments" name="additionalInfo" css={fullWidth} />
      </FormSection>
      <FormSection legend="Contact Preferences">
        <RadioGroup
          legend="Preferred Contact Method"
          name="preferredContact"
          options={options.contactMethods}
          defaultValue="email"
          minChoiceWidth="96px"
          css={fullWidth}
        />
        <SelectField
          label="How did you hear about us?"
          name="hearAboutUs"
          options={options.quoteHearAboutUs}
          placeholder="Select an option"
        />
      </FormSection>
      <FormActions submitLabel="Request Quote" />
    </FormShell>
  );
};

export default QuoteRequestForm;
