import type { HeadProps } from "gatsby";
import Layout from "../components/layout/layout";
import PageHead from "../components/page-head";
import ClientPortal from "../components/portal/client-portal";

const ClientPortalPage = () => (
  <Layout>
    <ClientPortal />
  </Layout>
);

export default ClientPortalPage;

export const Head = ({ location }: HeadProps) => (
  <PageHead
    title="Client Portal"
    description="Sign in to your client portal to follow your services, savings, support tickets, reports and messages."
    pathname={location.pathname}
    breadcrumbs={[["Client Portal", "/client-portal/"]]}
  />
);
