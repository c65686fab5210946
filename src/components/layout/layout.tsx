import type { ReactNode } from "react";
import { Global } from "@emotion/react";
import Header from "./header";
import Footer from "./footer";
import ErrorBoundary from "../errors/error-boundary";
import { globalStyles } from "../../styles/global-styles";
import { skipLink } from "../../styles/mixins";

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
