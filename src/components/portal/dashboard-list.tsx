import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { unstyledList } from "../../styles/mixins";
import { colors, space } from "../../styles/theme";

type DashboardListRow = {
  /** Unique within the list. */
  key: string;
  title: ReactNode;
  /** The muted line under the title. */
  detail: ReactNode;
  /** A status or an action at the end of the row. */
  end: ReactNode;
};

const list = css(unstyledList, {
  li: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    justifyContent: "space-between",
    gap: space(3),
    paddingBlock: space(3),
    borderTop: `1px solid ${colors.line}`,
  },
  "li:first-of-type": { borderTop: 0, paddingTop: 0 },
  p: { margin: 0 },
});

/** Rows of a dashboard card: a title with a detail line, and a status or action at the end (wrapping under on narrow cards). */
const DashboardList = ({ rows }: { rows: ReadonlyArray<DashboardListRow> }) => (
  <ul css={list}>
    {rows.map((row) => (
      <li key={row.key}>
        <div>
          <p css={{ fontWeight: 700, color: colors.ink }}>{row.title}</p>
          <p css={{ fontSize: "0.9rem", color: colors.muted }}>{row.detail}</p>
        </div>
        {row.end}
      </li>
    ))}
  </ul>
);

export default DashboardList;
