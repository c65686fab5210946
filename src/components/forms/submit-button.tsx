import type { MouseEvent } from "react";
import { css } from "@emotion/react";
import { useFormState } from "react-hook-form";
import { buttonStyles } from "../../styles/buttons";

type SubmitButtonProps = {
  label: string;
  /** Only ever true after hydration: without JavaScript nothing could enable the button again. */
  disabled?: boolean;
  "aria-describedby"?: string;
  className?: string;
};

// aria-disabled rather than disabled while sending: the button keeps focus and stays announced.
const busyStyle = css({ '&[aria-disabled="true"]': { opacity: 0.7, cursor: "progress" } });

/** A lead form's submit button: says "Sending…" while the form is on its way and ignores clicks until the answer. */
const SubmitButton = ({ label, disabled = false, className, ...aria }: SubmitButtonProps) => {
  const { isSubmitting, isSubmitSuccessful } = useFormState();
  // After a success the button stays busy while the thank-you page loads.
  const sending = isSubmitting || isSubmitSuccessful;
  const ignoreWhileSending = (event: MouseEvent<HTMLButtonElement>) => {
    if (sending) event.preventDefault();
  };
  return (
    <button
      type="submit"
      css={[buttonStyles.primary, busyStyle]}
      className={className}
      disabled={disabled}
      aria-disabled={sending || undefined}
      aria-busy={sending || undefined}
      onClick={ignoreWhileSending}
      {...aria}
    >
      {sending ? "Sending…" : label}
    </button>
  );
};

export default SubmitButton;
