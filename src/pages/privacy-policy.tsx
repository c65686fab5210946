import type { HeadProps } from "gatsby";
import Layout from "../components/layout/layout";
import PageHead from "../components/page-head";
import PrivacyPolicyContent from "../components/legal/privacy-policy-content";

const PrivacyPolicyPage = () => (
  <Layout>
    <PrivacyPolicyContent />
  </Layout>
);

export default PrivacyPolicyPage;

export const Head = ({ location }: HeadProps) => (
  <PageHead
    title="Privacy Policy"
    description="How we collect, use, store and protect the information you send through our website, and your privacy rights, including California residents' rights under the CCPA."
    pathname={location.pathname}
    breadcrumbs={[["Privacy Policy", "/privacy-policy/"]]}
  />
);
