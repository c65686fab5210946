import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { colors, mq, space } from "../../styles/theme";
import { bandPadding, container } from "../../styles/mixins";

type SectionProps = {
  /** Heading text; it labels the section for assistive technology. */
  title?: ReactNode;
  /** Small line above the heading, e.g. "Why Vedha". */
  eyebrow?: string;
  intro?: ReactNode;
  tone?: "plain" | "tint" | "dark";
  id?: string;
  children: ReactNode;
  className?: string;
};

const tones = {
  plain: css({ background: colors.surface }),
  tint: css({ background: colors.surfaceAlt }),
  dark: css({ background: colors.primary, color: "#E8F3F5", "h2, h3": { color: "#FFFFFF" }, a: { color: "#FFFFFF" } }),
};

const head = css({
  maxWidth: 720,
  marginInline: "auto",
  textAlign: "center",
  marginBottom: space(6),
  [mq.sm]: { marginBottom: space(10) },
});

/** A full-width band of the page with an optional centred heading and introduction. */
const Section = ({ title, eyebrow, intro, tone = "plain", id, children, className }: SectionProps) => {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      css={[tones[tone], bandPadding]}
      className={className}
    >
      <div css={container}>
        {title && (
          <div css={head}>
            {eyebrow && (
              <p
                css={{
                  margin: 0,
                  fontWeight: 700,
                  letterSpacing: "0.08em",
                  textTransform: "uppercase",
                  fontSize: "0.85rem",
                  color: tone === "dark" ? "#FFFFFF" : colors.primary,
                }}
              >
                {eyebrow}
              </p>
            )}
            <h2 id={headingId}>{title}</h2>
            {intro && <div css={{ fontSize: "1.1rem" }}>{intro}</div>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
};

export default Section;
