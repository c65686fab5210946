import { graphql, type PageProps } from "gatsby";
import Layout from "../components/layout/layout";
import PageHead from "../components/page-head";
import PageHero from "../components/ui/page-hero";
import Section from "../components/ui/section";
import ContactOptions from "../components/forms/contact-options";
import ExpectationList from "../components/forms/expectation-list";
import FormLayout from "../components/forms/form-layout";
import { formIsland } from "../components/forms/form-island";
import { CONFIRMATIONS } from "../lib/confirmations";
import type { PresetValues } from "../form-definitions/presets";
import dollarIcon from "../styles/icons/dollar";

const QuoteRequestForm = formIsland("quote-request");

/** On a service's or tier's own address (gatsby-node.ts), the answers it chooses. */
type QuoteContext = { preset?: PresetValues };

const RequestQuotePage = ({ data, pageContext }: PageProps<Queries.RequestQuotePageQuery, QuoteContext>) => (
  <Layout>
    <PageHero art={dollarIcon} eyebrow="Request a quote" title="Get a Quote Built Around Your Practice">
      <p>
        Tell us about your practice and the services you are considering. We will come back with clear pricing and a
        plan within 24 hours.
      </p>
    </PageHero>
    <Section tone="tint">
      <FormLayout
        aside={<ExpectationList ordered title="What happens next" items={CONFIRMATIONS["quote-request"].steps} />}
      >
        <QuoteRequestForm services={data.allServicesJson.nodes} preset={pageContext.preset} />
      </FormLayout>
    </Section>
    <Section title="Rather talk it through?">
      <ContactOptions
        third={{
          title: "Schedule a Consultation",
          text: "Book a free 30-minute call with a specialist before you decide.",
          to: "/consultation/",
          label: "Book a consultation",
        }}
      />
    </Section>
  </Layout>
);

export default RequestQuotePage;

export const query = graphql`
  query RequestQuotePage {
    allServicesJson(sort: { order: ASC }) {
      nodes {
        ...ServiceChoice
      }
    }
  }
`;

// Every preset address is this one page: its canonical address is the plain one.
export const Head = () => (
  <PageHead
    title="Request a Quote"
    description="Request a quote for EHR support, virtual scribes, revenue cycle management, medical coding or staffing for your practice."
    pathname="/request-quote/"
    breadcrumbs={[["Request a Quote", "/request-quote/"]]}
  />
);
