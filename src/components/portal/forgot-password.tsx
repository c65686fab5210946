import { css } from "@emotion/react";
import { useSiteConfig } from "../../hooks/use-site-config";
import { plainSummary } from "../../styles/mixins";
import { colors, radii, space } from "../../styles/theme";

const summary = css(plainSummary, {
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  color: colors.primary,
  fontWeight: 600,
  textDecoration: "underline",
  textUnderlineOffset: "0.15em",
  cursor: "pointer",
  "&:hover": { color: colors.primaryDark },
});

const answer = css({
  margin: `${space(1)} 0 0`,
  padding: space(3),
  borderRadius: radii.sm,
  background: colors.surfaceAlt,
  fontSize: "0.95rem",
});

/**
 * The portal is a demo with no accounts, so "Forgot password?" says there is nothing to reset and where to get help.
 * A native <details> disclosure: it opens with keyboard, mouse or touch, even without JavaScript.
 */
const ForgotPassword = () => {
  const { contact } = useSiteConfig();
  return (
    <details>
      <summary css={summary}>Forgot password?</summary>
      <p css={answer}>
        This portal is a demo: there are no accounts yet, so there is no password to reset. Any password opens the
        sample dashboard. For help with our services, contact support at{" "}
        <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a> or call{" "}
        <a href={`tel:${contact.phoneE164}`}>{contact.phone}</a>.
      </p>
    </details>
  );
};

export default ForgotPassword;
