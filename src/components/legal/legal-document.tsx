import type { ReactNode } from "react";
import { css } from "@emotion/react";
import PageHero from "../ui/page-hero";
import { LEGAL_EFFECTIVE_DATE } from "../../lib/legal-effective-date";
import { longDate } from "../../lib/dates";
import { container, unstyledList } from "../../styles/mixins";
import { colors, headerHeight, mq, radii, space } from "../../styles/theme";
import lockIcon from "../../styles/icons/lock";

export type LegalSection = {
  /** The section's anchor, linked from the table of contents. */
  id: string;
  title: string;
  body: ReactNode;
};

type LegalDocumentProps = {
  title: string;
  /** A short paragraph under the title saying what the document covers. */
  summary: ReactNode;
  sections: LegalSection[];
  effectiveDate?: string;
};

const layout = css(container, {
  display: "grid",
  gap: space(10),
  paddingBlock: space(12),
  [mq.lg]: { gridTemplateColumns: "16rem minmax(0, 1fr)", gap: space(16), paddingBlock: space(16) },
});

const toc = css({
  alignSelf: "start",
  padding: space(5),
  borderRadius: radii.md,
  background: colors.surfaceAlt,
  border: `1px solid ${colors.line}`,
  [mq.lg]: {
    position: "sticky",
    top: `calc(${headerHeight} + ${space(6)})`,
    maxHeight: `calc(100vh - ${headerHeight} - ${space(12)})`,
    overflowY: "auto",
  },
  h2: { fontSize: "1rem", textTransform: "uppercase", letterSpacing: "0.06em", margin: `0 0 ${space(3)}` },
  ol: { counterReset: "toc" },
  li: { counterIncrement: "toc" },
  a: {
    display: "flex",
    gap: space(2),
    paddingBlock: space(1.5),
    fontSize: "0.95rem",
    lineHeight: 1.4,
    textDecoration: "none",
    "&::before": { content: 'counter(toc) "."', minWidth: "1.75em", flexShrink: 0, color: colors.muted },
    "&:hover": { textDecoration: "underline" },
  },
});

/** A readable measure and generous rhythm for long legal text. */
const prose = css({
  maxWidth: "70ch",
  fontSize: "1.05rem",
  section: { paddingTop: space(2), marginBottom: space(10) },
  h2: { fontSize: "1.5rem", marginBottom: space(4) },
  h3: { fontSize: "1.15rem", margin: `${space(6)} 0 ${space(2)}` },
  "ul, ol": { paddingLeft: space(6), margin: `0 0 ${space(4)}` },
  li: { marginBottom: space(2) },
  address: { fontStyle: "normal" },
});

/**
 * The frame of a legal page: title and effective date, a table of contents linking to every section,
 * and the numbered sections in one readable column.
 */
const LegalDocument = ({ title, summary, sections, effectiveDate = LEGAL_EFFECTIVE_DATE }: LegalDocumentProps) => (
  <>
    <PageHero art={lockIcon} eyebrow="Legal" title={title}>
      <p>
        Effective <time dateTime={effectiveDate}>{longDate(effectiveDate)}</time>
      </p>
    </PageHero>
    <div css={layout}>
      <nav aria-labelledby="legal-toc-heading" css={toc}>
        <h2 id="legal-toc-heading">Contents</h2>
        <ol css={unstyledList}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <article css={prose}>
        <div css={{ fontSize: "1.1rem", color: colors.ink, marginBottom: space(10) }}>{summary}</div>
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`}>
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </article>
    </div>
  </>
);

export default LegalDocument;
