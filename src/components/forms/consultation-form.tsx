import { useId, useMemo } from "react";
import Field, { Fields } from "./field";
import ConsultationTime from "./consultation-time";
import FormActions from "./form-actions";
import FormSection from "./form-section";
import FormShell from "./form-shell";
import FreeTimePicker from "./free-time-picker";
import PersonAndPractice from "./person-and-practice";
import { fullWidth } from "./form-grid";
import { consultationForm } from "../../form-definitions/consultation";
import type { ServiceChoice } from "../../form-definitions/services";

/** The free consultation request of /consultation/; `officeZone`: the office's zone in words, the build's. */
const ConsultationForm = ({ services, officeZone }: { services: readonly ServiceChoice[]; officeZone: string }) => {
  const noteId = useId();
  const form = useMemo(() => consultationForm(services, officeZone), [services, officeZone]);
  return (
    <FormShell form={form} id="consultation-form" title="Schedule Your Free Consultation">
      <FreeTimePicker officeZone={officeZone} />
      <PersonAndPractice />
      <FormSection legend="Consultation Details">
        <Field name="consultationType" css={fullWidth} />
        <ConsultationTime officeZone={officeZone} />
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
            By submitting this form, you agree to our <a href="/privacy-policy/">Privacy Policy</a> and consent to be
            contacted about your consultation.
          </>
        }
      />
    </FormShell>
  );
};

export default ConsultationForm;
