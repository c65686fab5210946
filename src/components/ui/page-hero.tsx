import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { colors, mq, space } from "../../styles/theme";
import { container } from "../../styles/mixins";

type PageHeroProps = {
  title: ReactNode;
  eyebrow?: string;
  children?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /** Optional picture or card beside the text on wide screens. */
  aside?: ReactNode;
};

const band = css({
  background: `linear-gradient(135deg, ${colors.primaryDark} 0%, ${colors.primary} 60%, #127C8A 100%)`,
  color: "#E8F3F5", // 9.9:1 on primary
  paddingBlock: space(14),
  [mq.lg]: { paddingBlock: space(20) },
  h1: { color: "#FFFFFF" },
  a: { color: "#FFFFFF" },
});

const layout = css(container, {
  display: "grid",
  gap: space(10),
  alignItems: "center",
  [mq.lg]: { gridTemplateColumns: "minmax(0, 1.15fr) minmax(0, 1fr)" },
});

/** The coloured band at the top of a page, holding its h1. */
const PageHero = ({ title, eyebrow, children, actions, aside }: PageHeroProps) => (
  <div css={band}>
    <div css={[layout, !aside && { [mq.lg]: { gridTemplateColumns: "minmax(0, 820px)" } }]}>
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
      {aside && <div>{aside}</div>}
    </div>
  </div>
);

export default PageHero;
