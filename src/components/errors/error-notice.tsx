import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { colors, space } from "../../styles/theme";
import { container, unstyledList } from "../../styles/mixins";

type ErrorNoticeProps = {
  /** What went wrong, e.g. "404 Not Found" or an error's message. */
  status: string;
  children?: ReactNode;
};

const box = css(container, { paddingBlock: space(20), maxWidth: 760, textAlign: "center" });

/**
 * The fallback for an unknown route (served with status 404) or a page that failed to render. Its links load the page
 * from the server: after an error, or in a lead form's island before Gatsby's app has arrived, its router is no help.
 */
const ErrorNotice = ({ status, children }: ErrorNoticeProps) => (
  <div css={box}>
    <h1>Unexpected Application Error!</h1>
    <p css={{ fontSize: "1.4rem", fontWeight: 700, color: colors.ink }}>{status}</p>
    {children}
    <nav aria-label="Where to go next">
      <ul
        css={[
          unstyledList,
          {
            display: "flex",
            flexWrap: "wrap",
            justifyContent: "center",
            gap: space(6),
            marginTop: space(8),
            fontWeight: 600,
          },
        ]}
      >
        <li>
          <a href="/">Home</a>
        </li>
        <li>
          <a href="/services/">Our services</a>
        </li>
        <li>
          <a href="/blog/">Blog</a>
        </li>
        <li>
          <a href="/contact/">Contact us</a>
        </li>
      </ul>
    </nav>
  </div>
);

export default ErrorNotice;
