import type { ReactNode } from "react";
import { css } from "@emotion/react";
import SubmitButton from "./submit-button";
import { colors, mq, space } from "../../styles/theme";

type FormActionsProps = {
  submitLabel: string;
  /** Only ever true after hydration: without JavaScript nothing could enable the button again. */
  disabled?: boolean;
  /** Says why the button is disabled, or what happens on submit; tied to the button by aria-describedby. */
  note?: ReactNode;
  noteId?: string;
  /** More buttons after the submit one, e.g. Cancel. */
  children?: ReactNode;
};

const row = css({
  display: "flex",
  flexDirection: "column",
  gap: space(3),
  marginTop: space(8),
  [mq.sm]: { flexDirection: "row", flexWrap: "wrap", alignItems: "center" },
  "button:disabled": { opacity: 0.55, cursor: "not-allowed" },
  "button:disabled:hover": { background: colors.primary },
});

/** The submit button of a form and any secondary actions. */
const FormActions = ({ submitLabel, disabled = false, note, noteId, children }: FormActionsProps) => (
  <div>
    <div css={row}>
      <SubmitButton label={submitLabel} disabled={disabled} aria-describedby={note && noteId ? noteId : undefined} />
      {children}
    </div>
    {note && (
      <p id={noteId} css={{ margin: `${space(3)} 0 0`, fontSize: "0.9rem", color: colors.muted }}>
        {note}
      </p>
    )}
  </div>
);

export default FormActions;
