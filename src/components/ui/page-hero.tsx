import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { colors, mq, space } from "../../styles/theme";
import { bandPadding, container } from "../../styles/mixins";
import HeroArt from "./hero-art";

type PageHeroProps = {
  title: ReactNode;
  eyebrow?: string;
  children?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /** Optional picture or card beside the text on wide screens. */
  aside?: ReactNode;
  /** Without an aside, a drawing of this icon beside the text on wide screens (HeroArt): no empty half. */
  art?: string;
};

const band = css(bandPadding, {
  background: `linear-gradient(135deg, ${colors.primaryDark} 0%, ${colors.primary} 60%, #127C8A 100%)`,
  color: "#E8F3F5", // 9.9:1 on primary
  h1: { color: "#FFFFFF" },
  a: { color: "#FFFFFF" },
});

const layout = css(container, {
  display: "grid",
  gap: space(10),
  alignItems: "center",
  [mq.lg]: { gridTemplateColumns: "minmax(0, 1.15fr) minmax(0, 1fr)" },
});

// The drawing only where the hero has two columns: on a phone the text takes the width and nothing moves down.
const wideOnly = css({ display: "none", [mq.lg]: { display: "block" } });

/** The hero's id: the page's <head> asks the browser not to draw the page before it has read the hero (gatsby-ssr.tsx). */
export const HERO_ID = "hero";

/** The coloured band at the top of a page, holding its h1. */
const PageHero = ({ title, eyebrow, children, actions, aside: picture, art }: PageHeroProps) => {
  const twoColumns = Boolean(picture ?? art);
  return (
    <div id={HERO_ID} css={band}>
      <div css={[layout, !twoColumns && { [mq.lg]: { gridTemplateColumns: "minmax(0, 820px)" } }]}>
        <div>
          {eyebrow && (
            <p
              css={{
                fontWeight: 700,
                letterSpacing: "0.08em",
                textTransform: "uppercase",
                fontSize: "0.85rem",
                margin: `0 0 ${space(3)}`,
              }}
            >
              {eyebrow}
            </p>
          )}
          <h1>{title}</h1>
          {children && <div css={{ fontSize: "1.15rem", maxWidth: 680 }}>{children}</div>}
          {actions && (
            <div css={{ display: "flex", flexWrap: "wrap", gap: space(3), marginTop: space(8) }}>{actions}</div>
          )}
        </div>
        {picture ? (
          <div>{picture}</div>
        ) : (
          art && (
            <div css={wideOnly}>
              <HeroArt icon={art} />
            </div>
          )
        )}
      </div>
    </div>
  );
};

export default PageHero;
