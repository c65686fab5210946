import { useId } from "react";
import { Link } from "gatsby";
import Field, { Fields } from "./field";
import ConsultationTime from "./consultation-time";
import FormActions from "./form-actions";
import FormSection from "./form-section";
import FormShell from "./form-shell";
import FreeTimePicker from "./free-time-picker";
import PersonAndPractice from "./person-and-practice";
import { fullWidth } from "./form-grid";
import { consultationForm } from "../../form-definitions/consultation";

/** The free consultation request of /consultation/. */
const ConsultationForm = () => {
  const noteId = useId();
  return (
    <FormShell form={consultationForm} id="consultation-form" title="Schedule Your Free Consultation">
      <FreeTimePicker />
      <PersonAndPractice />
      <FormSection legend="Consultation Details">
        <Field name="consultationType" css={fullWidth} />
        <ConsultationTime />
        <Field name="timeline" css={fullWidth} />
      </FormSection>
      <FormSection legend="Tell Us More" grid={false}>
        <Fields names={["currentChallenges", "goals", "additionalInfo"]} />
      </FormSection>
      <FormSection legend="Contact Preferences">
        <Field name="contactMethod" minChoiceWidth="96px" css={fullWidth} />
        <Field name="hearAboutUs" />
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
