import type { HeadProps } from "gatsby";
import Layout from "../components/layout/layout";
import PageHead from "../components/page-head";
import TermsContent from "../components/legal/terms-content";

const TermsOfServicePage = () => (
  <Layout>
    <TermsContent />
  </Layout>
);

export default TermsOfServicePage;

export const Head = ({ location }: HeadProps) => (
  <PageHead
    title="Terms of Service"
    description="The terms for using our website, and the general terms of our consultations, quotes and monthly subscription plans."
    pathname={location.pathname}
    breadcrumbs={[["Terms of Service", "/terms-of-service/"]]}
  />
);
