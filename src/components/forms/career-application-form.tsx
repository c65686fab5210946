import { useId } from "react";
import FormActions from "./form-actions";
import FormShell from "./form-shell";
import TextareaField from "./textarea-field";
import TextField from "./text-field";
import { fieldGrid, fullWidth } from "./form-grid";
import { buttonStyles } from "../ui/button-link";

type CareerApplicationFormProps = {
  jobId: string;
  jobTitle: string;
  /** Closes the application (the modal that holds the form). */
  onCancel: () => void;
};

/** Resume types the spec allows. */
export const RESUME_ACCEPT = ".pdf,.doc,.docx";

/** An application for one job, with a resume upload; posted as multipart/form-data. */
const CareerApplicationForm = ({ jobId, jobTitle, onCancel }: CareerApplicationFormProps) => {
  const noteId = useId();
  return (
    <FormShell formName="career-application" encType="multipart/form-data" aria-label={`Apply for ${jobTitle}`}>
      <input type="hidden" name="jobId" value={jobId} />
      <div css={fieldGrid}>
        <TextField label="Full Name" name="fullName" autoComplete="name" required css={fullWidth} />
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        <TextField label="Phone" name="phone" type="tel" autoComplete="tel" required />
        <TextField
          label="Resume/CV"
          name="resume"
          type="file"
          accept={RESUME_ACCEPT}
          hint="PDF, DOC or DOCX."
          required
          css={fullWidth}
        />
        <TextareaField
          label="Cover Letter"
          name="coverLetter"
          rows={4}
          hint="Optional: tell us why this role suits you."
          css={fullWidth}
        />
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
