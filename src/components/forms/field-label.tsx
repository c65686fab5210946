import type { ReactNode } from "react";
import { labelStyle, requiredMark } from "./form-styles";

type FieldLabelProps = {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
};

/** The visible label of one control, with an asterisk when the field is required. */
const FieldLabel = ({ htmlFor, required = false, children }: FieldLabelProps) => (
  <label htmlFor={htmlFor} css={labelStyle}>
    {children}
    {required && (
      <span aria-hidden="true" css={requiredMark}>
        *
      </span>
    )}
  </label>
);

export default FieldLabel;
