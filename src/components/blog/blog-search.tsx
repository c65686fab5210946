import { forwardRef, useId } from "react";
import { css } from "@emotion/react";
import Icon from "../ui/icon";
import { controlStyle, labelStyle } from "../forms/form-styles";
import { colors, space } from "../../styles/theme";

type BlogSearchProps = {
  value: string;
  onChange: (value: string) => void;
  /** Until the script runs, searching cannot work, so the field says so by being disabled. */
  disabled?: boolean;
};

const field = css({ position: "relative" });
const input = css(controlStyle, { paddingLeft: space(10), "&::-webkit-search-cancel-button": { cursor: "pointer" } });
const icon = css({ position: "absolute", left: space(3), top: "50%", transform: "translateY(-50%)", color: colors.muted, pointerEvents: "none" });

/** The labelled search box over post titles, excerpts and tags. */
const BlogSearch = forwardRef<HTMLInputElement, BlogSearchProps>(function BlogSearch({ value, onChange, disabled = false }, ref) {
  const id = useId();
  return (
    // Results update as the visitor types, so Enter has nothing to submit.
    <form role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} css={labelStyle}>
        Search articles
      </label>
      <div css={field}>
        <Icon name="search" css={icon} />
        <input
          ref={ref}
          id={id}
          type="search"
          name="q"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Title, topic or tag"
          autoComplete="off"
          enterKeyHint="search"
          disabled={disabled}
          css={input}
        />
      </div>
    </form>
  );
});

export default BlogSearch;
