import { forwardRef, useState, type InputHTMLAttributes } from "react";
import { css } from "@emotion/react";
import FieldLabel from "../forms/field-label";
import FieldMessages from "../forms/field-messages";
import { controlStyle } from "../forms/form-styles";
import { useFieldIds } from "../forms/use-field-ids";
import Icon from "../ui/icon";
import eyeIcon from "../../styles/icons/eye";
import eyeOffIcon from "../../styles/icons/eye-off";
import { colors, radii, space } from "../../styles/theme";

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className"> & {
  label: string;
  error?: string;
  hint?: string;
  /** The show/hide button works only with JavaScript, so it appears only once the page is hydrated. */
  canToggle?: boolean;
};

const wrap = css({ position: "relative" });

const toggle = css({
  position: "absolute",
  // Inside the input's 1 px border, so the hover tint never covers it.
  top: 1,
  right: 1,
  bottom: 1,
  display: "inline-flex",
  alignItems: "center",
  gap: space(1.5),
  minWidth: 44,
  padding: `0 ${space(3)}`,
  border: 0,
  borderRadius: `0 ${radii.sm} ${radii.sm} 0`,
  background: "transparent",
  color: colors.primary,
  fontWeight: 600,
  fontSize: "0.9rem",
  cursor: "pointer",
  "&:hover": { background: colors.primaryTint },
  "&:focus-visible": { outline: `3px solid ${colors.focus}`, outlineOffset: -3 },
});

/**
 * A password input with a Show/Hide button. The button keeps focus when pressed (it is the same element in
 * both states) and its name says what pressing it will do: "Show password" or "Hide password".
 */
const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, hint, id, required, canToggle = false, ...inputProps },
  ref,
) {
  const [visible, setVisible] = useState(false);
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <div>
      <FieldLabel htmlFor={controlId} required={required}>
        {label}
      </FieldLabel>
      <div css={wrap}>
        <input
          ref={ref}
          id={controlId}
          type={visible ? "text" : "password"}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          // Browsers must not "fix" a password shown as text.
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          css={[controlStyle, canToggle && { paddingRight: "5.5rem" }]}
          {...inputProps}
        />
        {canToggle && (
          <button
            type="button"
            css={toggle}
            aria-controls={controlId}
            aria-label={visible ? "Hide password" : "Show password"}
            onClick={() => setVisible((v) => !v)}
          >
            <Icon shape={visible ? eyeOffIcon : eyeIcon} size={18} />
            <span aria-hidden="true">{visible ? "Hide" : "Show"}</span>
          </button>
        )}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
});

export default PasswordField;
