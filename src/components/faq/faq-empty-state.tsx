import { css } from "@emotion/react";
import Icon from "../ui/icon";
import { buttonStyles } from "../ui/button-link";
import { card } from "../../styles/mixins";
import { colors, space } from "../../styles/theme";

type FaqEmptyStateProps = {
  onClear: () => void;
};

const box = css(card, { textAlign: "center", paddingBlock: space(10), boxShadow: "none", background: colors.surfaceAlt });

/** Shown instead of the list when no question matches the search and category. */
const FaqEmptyState = ({ onClear }: FaqEmptyStateProps) => (
  <div css={box}>
    <Icon name="search" size={36} css={{ color: colors.muted, marginBottom: space(3) }} />
    <h2 css={{ fontSize: "1.4rem" }}>No FAQs found</h2>
    <p>Try adjusting your search criteria or browse all categories.</p>
    <button type="button" css={buttonStyles.primary} onClick={onClear}>
      Clear filters
    </button>
  </div>
);

export default FaqEmptyState;
