import { css } from "@emotion/react";
import Icon from "./icon";
import { colors } from "../../styles/theme";

type HeroArtProps = {
  /** The page's subject: path data of an icon from src/styles/icons/. */
  icon: string;
};

// Two cards of the band's colours with lines of "text", drawn once as a background: a few hundred bytes of CSS
// rather than a component per shape in every page's script.
const cards = `url("data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 300'><g fill='rgba(255,255,255,0.07)' stroke='rgba(255,255,255,0.25)'><rect x='78' y='22' width='290' height='214' rx='22'/><rect x='36' y='58' width='300' height='214' rx='22' fill='rgba(255,255,255,0.12)'/></g><g fill='rgba(255,255,255,0.4)'><rect x='182' y='110' width='120' height='14' rx='7'/><rect x='182' y='136' width='88' height='12' rx='6'/><rect x='72' y='206' width='230' height='12' rx='6'/><rect x='72' y='228' width='170' height='12' rx='6'/></g></svg>`,
)}")`;

const frame = css({
  position: "relative",
  width: "100%",
  maxWidth: 400,
  aspectRatio: "4 / 3",
  marginInline: "auto",
  background: `${cards} center / contain no-repeat`,
});

// The icon's disc sits where the front card leaves room for it (at 28% and 45% of the drawing).
const disc = css({
  position: "absolute",
  left: "28%",
  top: "44.7%",
  width: "23%",
  aspectRatio: "1",
  transform: "translate(-50%, -50%)",
  display: "grid",
  placeItems: "center",
  borderRadius: "50%",
  background: "#FFFFFF",
  color: colors.primary,
  svg: { width: "55%", height: "55%" },
});

/**
 * A drawing for the empty half of a page hero on wide screens: the page's icon on cards of the band's colours, in
 * the line style of the site's icons. No request, no layout shift (its box has its ratio before anything draws),
 * nothing for the largest paint to wait for. Decoration only: hidden from assistive technology.
 */
const HeroArt = ({ icon }: HeroArtProps) => (
  <div css={frame} aria-hidden="true">
    <span css={disc}>
      <Icon shape={icon} size={48} />
    </span>
  </div>
);

export default HeroArt;
