import { css } from "@emotion/react";
import Icon from "../ui/icon";
import { buttonStyles } from "../ui/button-link";
import { colors, radii, space } from "../../styles/theme";

type BlogEmptyStateProps = {
  /** Clears the search and the category. */
  onClear: () => void;
};

const box = css({
  textAlign: "center",
  padding: `${space(12)} ${space(6)}`,
  border: `1px dashed ${colors.line}`,
  borderRadius: radii.lg,
  background: colors.surfaceAlt,
});

/** Shown instead of the cards when nothing matches the search and category. */
const BlogEmptyState = ({ onClear }: BlogEmptyStateProps) => (
  <div css={box}>
    <Icon name="search" size={40} css={{ color: colors.muted }} />
    <h3 css={{ marginTop: space(4) }}>No articles found</h3>
    <p>Try adjusting your search criteria or browse all articles.</p>
    <button type="button" css={buttonStyles.secondary} onClick={onClear}>
      Clear search and filters
    </button>
  </div>
);

export default BlogEmptyState;
