import type { Ref } from "react";
import { css } from "@emotion/react";
import { buttonStyles } from "../../styles/buttons";
import Icon from "../ui/icon";
import arrowLeftIcon from "../../styles/icons/arrow-left";
import { colors, mq, radii, space } from "../../styles/theme";

type WelcomeBannerProps = {
  doctor: string;
  practice: string;
  onLogout: () => void;
  /** The h1, focused after signing in so screen readers announce the new view. */
  headingRef?: Ref<HTMLHeadingElement>;
};

const banner = css({
  display: "flex",
  flexDirection: "column",
  gap: space(5),
  padding: space(6),
  borderRadius: radii.lg,
  background: `linear-gradient(135deg, ${colors.primaryDark} 0%, ${colors.primary} 70%)`,
  color: "#E8F3F5",
  [mq.md]: { flexDirection: "row", alignItems: "center", justifyContent: "space-between", padding: space(8) },
  h1: {
    color: "#FFFFFF",
    fontSize: "clamp(1.6rem, 1.2rem + 1.6vw, 2.4rem)",
    margin: `0 0 ${space(1)}`,
    outline: "none",
  },
  p: { margin: 0 },
});

/** The top of the signed-in view: who is signed in, for which practice, and the way out. */
const WelcomeBanner = ({ doctor, practice, onLogout, headingRef }: WelcomeBannerProps) => (
  <div css={banner}>
    <div>
      <p css={{ fontWeight: 700, letterSpacing: "0.08em", textTransform: "uppercase", fontSize: "0.85rem" }}>
        Client Portal
      </p>
      <h1 ref={headingRef} tabIndex={-1}>
        Welcome back, {doctor}
      </h1>
      <p css={{ fontSize: "1.1rem" }}>{practice}</p>
    </div>
    <button
      type="button"
      css={[buttonStyles["outline-light"], { alignSelf: "flex-start", [mq.md]: { alignSelf: "center" } }]}
      onClick={onLogout}
    >
      <Icon shape={arrowLeftIcon} size={18} />
      Logout
    </button>
  </div>
);

export default WelcomeBanner;
