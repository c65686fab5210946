import type { ReactNode } from "react";
import FieldLabel from "./field-label";
import FieldMessages from "./field-messages";
import { useFieldIds } from "./use-field-ids";

/** What the control inside a FieldFrame carries to be tied to its label, hint and error. */
type FieldControlProps = {
  id: string;
  /** Left out when empty: a control that must not be sent has no name at all. */
  name?: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

type FieldFrameProps = {
  label: ReactNode;
  name: string;
  hint?: ReactNode;
  error?: string;
  /** A given id wins (for anchors and tests); otherwise one is made. */
  id?: string;
  required?: boolean;
  /** Styles the wrapper (e.g. to span both grid columns). */
  className?: string;
  /** Renders the control with the props that tie it to the label and messages. */
  children: (control: FieldControlProps) => ReactNode;
};

/** A labelled control with its hint and error under it: the frame every single-control field shares. */
const FieldFrame = ({ label, name, hint, error, id, required, className, children }: FieldFrameProps) => {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} required={required}>
        {label}
      </FieldLabel>
      {children({
        id: controlId,
        name: name || undefined,
        required,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
      })}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
};

export default FieldFrame;
