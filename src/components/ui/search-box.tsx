import { forwardRef, useId } from "react";
import { css } from "@emotion/react";
import Icon from "./icon";
import searchIcon from "./icons/search";
import { controlStyle, labelStyle } from "../forms/form-styles";
import { colors, space } from "../../styles/theme";

type SearchBoxProps = {
  /** The visible label, e.g. Search articles. */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** Off until JavaScript runs: without it typing could not filter anything. */
  disabled?: boolean;
};

const field = css({ position: "relative" });
const input = css(controlStyle, { paddingLeft: space(10), "&::-webkit-search-cancel-button": { cursor: "pointer" } });
const icon = css({
  position: "absolute",
  left: space(3),
  top: "50%",
  transform: "translateY(-50%)",
  color: colors.muted,
  pointerEvents: "none",
});

/**
 * A labelled search field in a search landmark that filters a list as the visitor types (the ?q= of the URL).
 * Results update as the visitor types, so Enter has nothing to submit and does not reload the page.
 */
const SearchBox = forwardRef<HTMLInputElement, SearchBoxProps>(function SearchBox(
  { label, placeholder, value, onChange, disabled = false },
  ref,
) {
  const id = useId();
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      <div css={field}>
        <Icon shape={searchIcon} css={icon} />
        <input
          ref={ref}
          id={id}
          type="search"
          name="q"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          disabled={disabled}
          css={input}
        />
      </div>
    </form>
  );
});

export default SearchBox;
