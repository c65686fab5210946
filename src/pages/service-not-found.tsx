import type { HeadProps } from "gatsby";
import Layout from "../components/layout/layout";
import PageHead from "../components/page-head";
import ServiceNotFound from "../components/services/service-not-found";

/** What Netlify serves, with status 404, for an address under /services/ that is not a service (see netlify.toml). */
const ServiceNotFoundPage = () => (
  <Layout>
    <ServiceNotFound />
  </Layout>
);

export default ServiceNotFoundPage;

export const Head = ({ location }: HeadProps) => (
  <PageHead
    title="Service Not Found"
    description="We could not find that service. See every service we offer."
    pathname={location.pathname}
  />
);
