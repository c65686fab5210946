import type { ReactNode } from "react";
import { requiredMark } from "./form-styles";
import { legendStyle } from "./choice-styles";

/** The legend of a radio or checkbox group, with an asterisk when a choice is required. */
const GroupLegend = ({ required = false, children }: { required?: boolean; children: ReactNode }) => (
  <legend css={legendStyle}>
    {children}
    {required && (
      <span aria-hidden="true" css={requiredMark}>
        *
      </span>
    )}
  </legend>
);

export default GroupLegend;
