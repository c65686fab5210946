/** The frame of every staff page: the site's global styles, a skip link, a bar naming the inbox, the content. */
import type { ReactNode } from "react";
import { Global, css } from "@emotion/react";
import { Link } from "gatsby";
import ErrorBoundary from "../errors/error-boundary";
import { useSiteConfig } from "../../hooks/use-site-config";
import { STAFF_PAGES, STAFF_TITLE } from "../../lib/staff-api";
import { globalStyles } from "../../styles/global-styles";
import { skipLink } from "../../styles/mixins";
import { colors, maxWidth, mq, space } from "../../styles/theme";

const bar = css({
  background: colors.primary,
  color: colors.onPrimary,
  a: { color: colors.onPrimary, fontWeight: 700, textDecoration: "none" },
  "a:hover": { textDecoration: "underline" },
});

const inner = css({ maxWidth, marginInline: "auto", padding: `${space(3)} ${space(4)}` });

const main = css({
  maxWidth,
  marginInline: "auto",
  padding: `${space(4)} ${space(4)} ${space(12)}`,
  outline: "none",
  [mq.md]: { padding: `${space(6)} ${space(6)} ${space(16)}` },
});

export default function StaffLayout({ children }: { readonly children: ReactNode }) {
  const { siteTitle } = useSiteConfig();
  return (
    <>
      <Global styles={[globalStyles, { body: { background: colors.surfaceAlt } }]} />
      <a href="#main" css={skipLink}>
        Skip to main content
      </a>
      <header css={bar}>
        <div css={inner}>
          <Link to={STAFF_PAGES.inbox.path}>
            {siteTitle} · {STAFF_TITLE}
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} css={main}>
        <noscript>
          <p>The inbox needs JavaScript: passkeys and the leads are loaded with it.</p>
        </noscript>
        <ErrorBoundary>{children}</ErrorBoundary>
      </main>
    </>
  );
}
