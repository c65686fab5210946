import { css } from "@emotion/react";
import Icon from "./icon";
import searchIcon from "../../styles/icons/search";
import ButtonLink from "./button-link";
import { buttonStyles } from "../../styles/buttons";
import { colors, radii, space } from "../../styles/theme";

type EmptyStateProps = {
  /** The heading, e.g. No articles found. */
  title: string;
  /** What to try instead. */
  message: string;
  /** The button that clears the search and filters, or the link to everything. */
  clearLabel: string;
  onClear?: () => void;
  /** Given, the way back is this link rather than a button. */
  clearHref?: string;
  /** The heading's level where the box stands: 3 under a list's own h2, 2 directly under the page's sections. */
  headingLevel?: 2 | 3;
};

const box = css({
  textAlign: "center",
  padding: `${space(12)} ${space(6)}`,
  border: `1px dashed ${colors.line}`,
  borderRadius: radii.lg,
  background: colors.surfaceAlt,
});

/** Shown instead of a filtered list when nothing matches, with a way back to everything. */
const EmptyState = ({ title, message, clearLabel, onClear, clearHref, headingLevel = 3 }: EmptyStateProps) => {
  const Heading = `h${headingLevel}` as const;
  return (
    <div css={box}>
      <Icon shape={searchIcon} size={40} css={{ color: colors.muted }} />
      <Heading css={{ marginTop: space(4), fontSize: "1.35rem" }}>{title}</Heading>
      <p>{message}</p>
      {clearHref ? (
        <ButtonLink to={clearHref}>{clearLabel}</ButtonLink>
      ) : (
        <button type="button" css={buttonStyles.primary} onClick={onClear}>
          {clearLabel}
        </button>
      )}
    </div>
  );
};

export default EmptyState;
