import type { ReactNode } from "react";
import { errorStyle, hintStyle } from "./form-styles";

type FieldMessagesProps = {
  hint?: ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
};

/** A field's hint and error, under the control, with the ids its aria-describedby names. */
const FieldMessages = ({ hint, hintId, error, errorId }: FieldMessagesProps) => (
  <>
    {hint && (
      <p id={hintId} css={hintStyle}>
        {hint}
      </p>
    )}
    {error && (
      <p id={errorId} css={errorStyle}>
        {error}
      </p>
    )}
  </>
);

export default FieldMessages;
