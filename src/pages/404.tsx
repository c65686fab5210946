import type { HeadProps, PageProps } from "gatsby";
import Layout from "../components/layout/layout";
import PageHead from "../components/page-head";
import ErrorNotice from "../components/errors/error-notice";
import ServiceNotFound from "../components/services/service-not-found";

/**
 * Unknown routes. Netlify serves this with status 404; during client-side navigation Gatsby renders it too,
 * and then an unknown /services/… address gets the same 'Service Not Found' page the server gives.
 */
const NotFoundPage = ({ location }: PageProps) => (
  <Layout>
    {/^\/services\/[^/]+/.test(location.pathname) ? (
      <ServiceNotFound />
    ) : (
      <ErrorNotice status="404 Not Found">
        <p>The page you asked for does not exist. It may have moved, or the address may have a typo.</p>
      </ErrorNotice>
    )}
  </Layout>
);

export default NotFoundPage;

export const Head = ({ location }: HeadProps) => (
  <PageHead
    title="Unexpected Application Error!"
    description="404 Not Found: this page does not exist."
    pathname={location.pathname}
    noindex
  />
);
