import { forwardRef, useId } from "react";
import { css } from "@emotion/react";
import Icon from "../ui/icon";
import { controlStyle, labelStyle } from "../forms/form-styles";
import { colors, space } from "../../styles/theme";

type FaqSearchBoxProps = {
  value: string;
  onChange: (value: string) => void;
  /** Off until JavaScript runs: without it typing could not filter anything. */
  disabled?: boolean;
};

const field = css({ position: "relative" });
const icon = css({ position: "absolute", left: space(3), top: "50%", transform: "translateY(-50%)", color: colors.muted, pointerEvents: "none" });

/** The labelled search field of /faq. It lives in a search landmark; Enter does not reload the page. */
const FaqSearchBox = forwardRef<HTMLInputElement, FaqSearchBoxProps>(({ value, onChange, disabled = false }, ref) => {
  const id = useId();
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} css={labelStyle}>
        Search FAQs
      </label>
      <div css={field}>
        <Icon name="search" size={20} css={icon} />
        <input
          ref={ref}
          id={id}
          type="search"
          value={value}
          disabled={disabled}
          placeholder="e.g. HIPAA, pricing, onboarding"
          autoComplete="off"
          spellCheck={false}
          css={[controlStyle, { paddingLeft: space(10) }]}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </form>
  );
});

FaqSearchBox.displayName = "FaqSearchBox";

export default FaqSearchBox;
