import { css } from "@emotion/react";
import { colors, radii, space } from "../../styles/theme";
import { container, unstyledList } from "../../styles/mixins";

type PageContentsProps = {
  /** The sections to jump to: their element id and a short label. */
  sections: ReadonlyArray<readonly [id: string, label: string]>;
};

const band = css({ background: colors.surface, borderBottom: `1px solid ${colors.line}`, paddingBlock: space(3) });

const list = css(unstyledList, container, { display: "flex", flexWrap: "wrap", gap: space(2) });

const chip = css({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  paddingInline: space(4),
  border: `1px solid ${colors.line}`,
  borderRadius: radii.pill,
  color: colors.primary,
  fontWeight: 700,
  textDecoration: "none",
  "&:hover": { background: colors.primaryTint },
});

/** Links to a long page's sections, under its hero: a reader jumps to pricing or the next step without scrolling. */
const PageContents = ({ sections }: PageContentsProps) => (
  <nav aria-label="On this page" css={band}>
    <ul css={list}>
      {sections.map(([id, label]) => (
        <li key={id}>
          <a href={`#${id}`} css={chip}>
            {label}
          </a>
        </li>
      ))}
    </ul>
  </nav>
);

export default PageContents;
