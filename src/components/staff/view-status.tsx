/**
 * A staff view's one status line, announced as it changes: why its data or its last change failed, what the change
 * did, or that its data is on its way.
 */
import { errorText } from "./staff-client";
import { alert } from "./staff-styles";

type ViewStatusProps = {
  /** What is loading ("Loading the hours…") while the view has no data yet; false once it has. */
  readonly loading?: string | false;
  /** The failures to say: a read's error, a change's sentence ("" or undefined: none). */
  readonly errors?: readonly unknown[];
  /** What the last change did, or "". */
  readonly done?: string;
};

export default function ViewStatus({ loading, errors = [], done }: ViewStatusProps) {
  // A sentence said once, though a read and a change failed alike.
  const failures = [
    ...new Set(errors.filter(Boolean).map((error) => (typeof error === "string" ? error : errorText(error)))),
  ];
  return (
    <div aria-live="polite">
      {failures.map((failure) => (
        <p key={failure} css={alert} role="alert">
          {failure}
        </p>
      ))}
      {done && <p role="status">{done}</p>}
      {loading && failures.length === 0 && <p role="status">{loading}</p>}
    </div>
  );
}
