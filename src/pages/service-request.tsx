import { graphql, type HeadProps, type PageProps } from "gatsby";
import Layout from "../components/layout/layout";
import PageHead from "../components/page-head";
import PageHero from "../components/ui/page-hero";
import Section from "../components/ui/section";
import ButtonLink from "../components/ui/button-link";
import TrustStrip from "../components/ui/trust-strip";
import ServiceOptionCards from "../components/forms/service-option-cards";
import { formIsland } from "../components/forms/form-island";
import { CONFIRMATIONS } from "../lib/confirmations";
import ExpectationList from "../components/forms/expectation-list";
import FormLayout from "../components/forms/form-layout";
import { revealAndFocus } from "../lib/reveal";
import { requestableServices } from "../form-definitions/services";
import clipboardIcon from "../styles/icons/clipboard";

const ServiceRequestForm = formIsland("service-request");

const FORM_ID = "service-request-form";

/**
 * A card's Request link picks its service in the form (which keeps it in the URL, ?service=…, as the link does
 * without JavaScript), as a change of the select, so the form follows it; keyboard users land on the select.
 */
const chooseService = (serviceId: string) => {
  const select = document.querySelector<HTMLSelectElement>(`#${FORM_ID} select[name="serviceType"]`);
  if (!select) return;
  select.value = serviceId;
  select.dispatchEvent(new Event("change", { bubbles: true }));
  revealAndFocus(document.getElementById(FORM_ID), select);
};

const ServiceRequestPage = ({ data }: PageProps<Queries.ServiceRequestPageQuery>) => (
  <Layout>
    <PageHero
      art={clipboardIcon}
      eyebrow="Request a service"
      title="Tell Us What Your Practice Needs"
      actions={
        <ButtonLink to={`#${FORM_ID}`} variant="outline-light">
          Start your request
        </ButtonLink>
      }
    >
      <p>
        Describe the help you are looking for and we will send you a tailored proposal, with pricing and a timeline,
        within 24 hours.
      </p>
    </PageHero>
    <Section
      title="Services you can request"
      intro={<p>Setup times are typical; your proposal gives dates for your practice.</p>}
    >
      <ServiceOptionCards
        services={requestableServices(data.allServicesJson.nodes)}
        formId={FORM_ID}
        onChoose={chooseService}
      />
    </Section>
    <Section tone="tint">
      <FormLayout
        asideLast
        aside={<ExpectationList ordered title="What happens next" items={CONFIRMATIONS["service-request"].steps} />}
      >
        <ServiceRequestForm services={data.allServicesJson.nodes} />
      </FormLayout>
    </Section>
    <TrustStrip />
  </Layout>
);

export default ServiceRequestPage;

export const Head = ({ location }: HeadProps) => (
  <PageHead
    title="Request a Service"
    description="Request EHR optimization, virtual scribes, revenue cycle management, coding or staffing and receive a proposal within 24 hours."
    pathname={location.pathname}
    breadcrumbs={[["Request a Service", "/service-request/"]]}
  />
);

export const query = graphql`
  query ServiceRequestPage {
    allServicesJson(sort: { order: ASC }) {
      nodes {
        ...ServiceChoice
      }
    }
  }
`;
