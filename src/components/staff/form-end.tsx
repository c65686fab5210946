/** A staff form's end: why its last attempt failed (announced as it appears), then its button, saying when it is busy. */
import { button } from "./staff-styles";
import ViewStatus from "./view-status";

type FormEndProps = {
  /** The sentence of the last failure, or "". */
  readonly error: string;
  /** What the failure left undone, before its sentence: "Not sent". */
  readonly failed: string;
  readonly busy: boolean;
  readonly label: string;
  readonly busyLabel: string;
};

export default function FormEnd({ error, failed, busy, label, busyLabel }: FormEndProps) {
  return (
    <>
      <ViewStatus errors={[error && `${failed}: ${error}`]} />
      <button type="submit" css={button} aria-disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
