import type { ReactNode } from "react";
import { Global, css } from "@emotion/react";
import Header from "./header";
import Footer from "./footer";
import ErrorBoundary from "../errors/error-boundary";
import { globalStyles } from "../../styles/global-styles";
import { colors, radii, space } from "../../styles/theme";

const skipLink = css({
  position: "absolute",
  left: space(2),
  top: -100,
  zIndex: 100,
  padding: `${space(2)} ${space(4)}`,
  background: colors.ink,
  color: "#FFFFFF",
  borderRadius: radii.sm,
  "&:focus": { top: space(2), color: "#FFFFFF" },
});

/** The frame of every page: skip link, header, the page's main content, footer. */
const Layout = ({ children }: { children: ReactNode }) => (
  <>
    <Global styles={globalStyles} />
    <a href="#main" css={skipLink}>
      Skip to main content
    </a>
    <Header />
    <main id="main" tabIndex={-1} css={{ outline: "none" }}>
      <ErrorBoundary>{children}</ErrorBoundary>
    </main>
    <Footer />
  </>
);

export default Layout;
