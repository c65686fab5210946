/** A staff form's end: why its last attempt failed (announced as it appears), then its button, saying when it is busy. */
import { alert, button } from "./staff-styles";

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
      <div aria-live="polite">
        {error && (
          <p css={alert} role="alert">
            {failed}: {error}
          </p>
        )}
      </div>
      <button type="submit" css={button} aria-disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
