import { forwardRef, useId, useImperativeHandle, useRef } from "react";
import { css } from "@emotion/react";
import Icon from "./icon";
import searchIcon from "../../styles/icons/search";
import { controlStyle, labelStyle } from "../forms/form-styles";
import { useValueSetBeforeHydration } from "../../hooks/use-value-set-before-hydration";
import { colors, space } from "../../styles/theme";

type SearchBoxProps = {
  /** The visible label, e.g. Search articles. */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** Where the box sends its text (a GET with ?q=) when there is no script to search as the visitor types. */
  action?: string;
  /** What a visitor without JavaScript is told next to the box, e.g. how else to find something. */
  withoutScript?: string;
};

const fieldFrame = css({ position: "relative" });
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
 * Results update as the visitor types, so Enter has nothing to submit and does not reload the page; without the
 * script, Enter sends the text to `action`, if there is one. Text typed before the script took over is searched for
 * as soon as it has: it is never lost.
 */
const SearchBox = forwardRef<HTMLInputElement, SearchBoxProps>(function SearchBox(
  { label, placeholder, value, onChange, action, withoutScript },
  ref,
) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  useValueSetBeforeHydration(field, value, onChange);
  useImperativeHandle(ref, () => field.current!, [field]);
  return (
    <form role="search" method="get" action={action} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      <div css={fieldFrame}>
        <Icon shape={searchIcon} css={icon} />
        <input
          ref={field}
          id={id}
          type="search"
          name="q"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          css={input}
        />
      </div>
      {withoutScript && (
        <noscript>
          <p css={{ margin: `${space(2)} 0 0`, fontSize: "0.9rem" }}>{withoutScript}</p>
        </noscript>
      )}
    </form>
  );
});

export default SearchBox;
