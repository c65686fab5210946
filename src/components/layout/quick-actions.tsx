import { css } from "@emotion/react";
import { Link } from "gatsby";
import Icon from "../ui/icon";
import phoneIcon from "../../styles/icons/phone";
import { useSiteConfig } from "../../hooks/use-site-config";
import { colors, mq, radii, space } from "../../styles/theme";
import { visuallyHidden } from "../../styles/mixins";

// Below lg only: the desktop bar has its Get Started menu. Plain links, so they work from the first byte.
const actions = css({
  display: "flex",
  alignItems: "center",
  gap: space(2),
  marginLeft: "auto",
  [mq.lg]: { display: "none" },
});

const call = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: space(1),
  minWidth: 44,
  height: 44,
  paddingInline: space(2),
  border: `1px solid ${colors.line}`,
  borderRadius: radii.sm,
  color: colors.primary,
  fontWeight: 700,
  textDecoration: "none",
});

// The same height as the menu toggle beside it, so nothing in the bar moves. Drawn here rather than with the
// site's button styles: importing those into the header, which every page has, splits a shared script chunk.
const book = css({
  display: "inline-flex",
  alignItems: "center",
  height: 44,
  paddingInline: space(4),
  borderRadius: radii.pill,
  background: colors.primary,
  color: colors.onPrimary,
  fontWeight: 700,
  textDecoration: "none",
  whiteSpace: "nowrap",
  "&:hover": { background: colors.primaryDark, color: colors.onPrimary },
});

// "Call" next to the icon where the bar has room; the number is in the link's name either way.
const wideOnly = css({ "@media (max-width: 419.98px)": visuallyHidden });

/** Call and Book a call, in the sticky header on phones and tablets: one tap from anywhere on the page. */
const QuickActions = () => {
  const { contact } = useSiteConfig();
  return (
    <div css={actions}>
      <a href={`tel:${contact.phoneE164}`} css={call}>
        <Icon shape={phoneIcon} size={20} />
        <span css={wideOnly}>Call</span>
        <span css={visuallyHidden}> {contact.phone}</span>
      </a>
      <Link to="/consultation/" css={book}>
        Book a call
      </Link>
    </div>
  );
};

export default QuickActions;
