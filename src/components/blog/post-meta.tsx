import { css } from "@emotion/react";
import { longDate } from "../../lib/dates";
import { space } from "../../styles/theme";

type PostMetaProps = {
  /** YYYY-MM-DD: for machines as it is, shown as e.g. May 12, 2026. */
  isoDate: string;
  /** Minutes. */
  readTime: number;
  className?: string;
};

const row = css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: `0 ${space(2)}`, margin: 0 });

/** Publication date and reading time, e.g. "May 12, 2026 · 6 min read". */
const PostMeta = ({ isoDate, readTime, className }: PostMetaProps) => (
  <p css={row} className={className}>
    <time dateTime={isoDate}>{longDate(isoDate)}</time>
    <span aria-hidden="true">·</span>
    <span>{readTime} min read</span>
  </p>
);

export default PostMeta;
