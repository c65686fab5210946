import { useId } from "react";
import { Link } from "gatsby";
import ContactFields from "./contact-fields";
import DateField from "./date-field";
import FormActions from "./form-actions";
import FormSection from "./form-section";
import FormShell from "./form-shell";
import PracticeFields from "./practice-fields";
import RadioGroup from "./radio-group";
import SelectField from "./select-field";
import TextareaField from "./textarea-field";
import { fullWidth } from "./form-grid";
import { useFormOptions } from "../../hooks/use-form-options";

/** Request for the free 30-minute consultation. */
const ConsultationForm = () => {
  const { options } = useFormOptions();
  const noteId = useId();
  // The consultation form sends practice types by their label (the specification's payload).
  const practiceTypes = options.quotePracticeTypes.map(({ label }) => ({ value: label, label }));
  return (
    <FormShell formName="consultation" id="consultation-form" title="Schedule Your Free Consultation">
      <FormSection legend="Contact Information">
        <ContactFields />
      </FormSection>
      <FormSection legend="Practice Information">
        <PracticeFields practiceTypes={practiceTypes} practiceSizes={options.practiceSizes} requireTypeAndSize />
      </FormSection>
      <FormSection legend="Consultation Details">
        <SelectField
          label="Consultation Type"
          name="consultationType"
          options={options.consultationTypes}
          placeholder="Select a consultation type"
          required
          css={fullWidth}
        />
        <DateField label="Preferred Date" name="preferredDate" hint="Today or later." />
        <SelectField
          label="Preferred Time"
          name="preferredTime"
          options={options.timeSlots}
          placeholder="Select a time"
          hint="Eastern Time."
        />
        <SelectField
          label="Implementation Timeline"
          name="timeline"
          options={options.quoteTimelines}
          placeholder="Select a timeline"
          css={fullWidth}
        />
      </FormSection>
      <FormSection legend="Tell Us More" grid={false}>
        <TextareaField
          label="Current Challenges"
          name="currentChallenges"
          placeholder="What slows your practice down today?"
        />
        <TextareaField label="Goals" name="goals" placeholder="What would you like to improve in the next year?" />
        <TextareaField label="Additional Information" name="additionalInfo" />
      </FormSection>
      <FormSection legend="Contact Preferences">
        <RadioGroup
          legend="Preferred Contact Method"
          name="contactMethod"
          options={options.contactMethods}
          defaultValue="email"
          minChoiceWidth="96px"
          css={fullWidth}
        />
        <SelectField
          label="How did you hear about us?"
          name="hearAboutUs"
          options={options.hearAboutUs}
          placeholder="Select an option"
        />
      </FormSection>
      <FormActions
        submitLabel="Schedule Consultation"
        noteId={noteId}
        note={
          <>
            By submitting this form, you agree to our <Link to="/privacy-policy/">Privacy Policy</Link> and consent to
            be contacted about your consultation.
          </>
        }
      />
    </FormShell>
  );
};

export default ConsultationForm;
