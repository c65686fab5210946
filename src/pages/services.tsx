import { graphql, type HeadProps, type PageProps } from "gatsby";
import Layout from "../components/layout/layout";
import PageHead from "../components/page-head";
import PageHero from "../components/ui/page-hero";
import Section from "../components/ui/section";
import ButtonLink from "../components/ui/button-link";
import ServiceList from "../components/services/service-list";
import WhyChooseUs from "../components/services/why-choose-us";
import CallToAction from "../components/services/call-to-action";
import stethoscopeIcon from "../styles/icons/stethoscope";

const ServicesPage = ({ data }: PageProps<Queries.ServicesPageQuery>) => (
  <Layout>
    <PageHero
      art={stethoscopeIcon}
      eyebrow="Our services"
      title="Practice Support That Lets You Focus on Patients"
      actions={
        <>
          <ButtonLink to="/request-quote/" variant="light">
            Get a Custom Quote
          </ButtonLink>
          <ButtonLink to="/consultation/" variant="outline-light">
            Book a Free Consultation
          </ButtonLink>
        </>
      }
    >
      <p>
        From the EHR to the billing office, we take on the work that pulls your team away from patients. Take one
        service or combine several: each is run by specialists who know how a busy clinic works.
      </p>
    </PageHero>
    <Section
      id="services"
      title="What We Do"
      intro={<p>Choose a service to see its features, process, pricing and what our clients say about it.</p>}
    >
      <ServiceList services={data.allServicesJson.nodes} />
    </Section>
    <Section id="why-us" tone="tint" eyebrow="Our difference" title="Why Practices Choose Us">
      <WhyChooseUs />
    </Section>
    <CallToAction
      title="Not Sure Which Service You Need?"
      actions={
        <>
          <ButtonLink to="/request-quote/" variant="light">
            Request a Quote
          </ButtonLink>
          <ButtonLink to="/contact/" variant="outline-light">
            Contact Us
          </ButtonLink>
        </>
      }
    >
      <p>
        Tell us what is slowing your practice down. We will recommend the right mix of services and send pricing within
        24 hours.
      </p>
    </CallToAction>
  </Layout>
);

export default ServicesPage;

export const Head = ({ location }: HeadProps) => (
  <PageHead
    title="Our Services"
    description="EHR/EMR support, virtual medical scribes, revenue cycle management, medical coding and auditing, and clinical staffing for small and mid-sized medical practices."
    pathname={location.pathname}
    breadcrumbs={[["Services", "/services/"]]}
  />
);

export const query = graphql`
  query ServicesPage {
    allServicesJson(sort: { order: ASC }) {
      nodes {
        slug
        title
        description
        heroImage {
          childImageSharp {
            gatsbyImageData(width: 640, sizes: "(min-width: 1024px) 560px, 100vw")
          }
        }
        heroImageAlt
        features
        benefits
        stats {
          number
          label
        }
      }
    }
  }
`;
