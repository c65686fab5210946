import { css } from "@emotion/react";
import { colors } from "../../styles/theme";

type InitialsAvatarProps = { initials: string; size?: number };

const circle = css({
  display: "inline-grid",
  placeItems: "center",
  flexShrink: 0,
  borderRadius: "50%",
  background: colors.primary,
  color: colors.onPrimary,
  fontWeight: 700,
  letterSpacing: "0.04em",
});

/** A round badge with a person's initials: no photo, no image host. The name is shown beside it. */
const InitialsAvatar = ({ initials, size = 64 }: InitialsAvatarProps) => (
  <span aria-hidden="true" css={[circle, { width: size, height: size, fontSize: size * 0.36 }]}>
    {initials}
  </span>
);

export default InitialsAvatar;
