import { css } from "@emotion/react";
import { unstyledList } from "../../styles/mixins";
import { colors, radii, space } from "../../styles/theme";

type PostTagsProps = {
  tags: readonly string[];
  /** Show at most this many (cards show a few, the post page all). */
  limit?: number;
  className?: string;
};

const list = css(unstyledList, { display: "flex", flexWrap: "wrap", gap: space(2) });

const tag = css({
  display: "inline-block",
  padding: `${space(0.5)} ${space(2.5)}`,
  borderRadius: radii.pill,
  background: colors.surfaceAlt,
  border: `1px solid ${colors.line}`,
  color: colors.body,
  fontSize: "0.8rem",
  lineHeight: 1.6,
});

/** A post's tags as small labels. */
const PostTags = ({ tags, limit = tags.length, className }: PostTagsProps) => (
  <ul css={list} aria-label="Tags" className={className}>
    {tags.slice(0, limit).map((name) => (
      <li key={name} css={tag}>
        {name}
      </li>
    ))}
  </ul>
);

export default PostTags;
