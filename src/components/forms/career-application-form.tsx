import { useId } from "react";
import Field from "./field";
import FormActions from "./form-actions";
import FormShell from "./form-shell";
import { fieldGrid, fullWidth } from "./form-grid";
import { buttonStyles } from "../../styles/buttons";
import { careerApplicationForm } from "../../form-definitions/career-application";

type CareerApplicationFormProps = {
  jobId: string;
  jobTitle: string;
  /** Closes the application (the modal that holds the form). */
  onCancel: () => void;
};

/** An application for one job, with a resume upload; posted as multipart/form-data. */
const CareerApplicationForm = ({ jobId, jobTitle, onCancel }: CareerApplicationFormProps) => {
  const noteId = useId();
  return (
    <FormShell form={careerApplicationForm} aria-label={`Apply for ${jobTitle}`}>
      <Field name="jobId" value={jobId} />
      <div css={fieldGrid}>
        <Field name="fullName" css={fullWidth} />
        <Field name="email" />
        <Field name="phone" />
        <Field name="resume" css={fullWidth} />
        <Field name="coverLetter" css={fullWidth} />
      </div>
      <FormActions submitLabel="Submit Application" note={`You are applying for ${jobTitle}.`} noteId={noteId}>
        <button type="button" css={buttonStyles.secondary} onClick={onCancel}>
          Cancel
        </button>
      </FormActions>
    </FormShell>
  );
};

export default CareerApplicationForm;
