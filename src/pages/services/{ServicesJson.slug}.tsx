import { graphql, type HeadProps, type PageProps } from "gatsby";
import Picture from "../../components/ui/picture";
import Layout from "../../components/layout/layout";
import PageHead from "../../components/page-head";
import PageHero from "../../components/ui/page-hero";
import Section from "../../components/ui/section";
import ButtonLink from "../../components/ui/button-link";
import Icon from "../../components/ui/icon";
import mailIcon from "../../styles/icons/mail";
import phoneIcon from "../../styles/icons/phone";
import trendingUpIcon from "../../styles/icons/trending-up";
import ServiceBreadcrumbs from "../../components/services/service-breadcrumbs";
import ServiceStats from "../../components/services/service-stats";
import ServiceOverview from "../../components/services/service-overview";
import CheckList from "../../components/services/check-list";
import ProcessSteps from "../../components/services/process-steps";
import CaseStudy from "../../components/services/case-study";
import PricingTiers from "../../components/services/pricing-tiers";
import PageContents from "../../components/ui/page-contents";
import { quoteLink } from "../../form-definitions/presets";
import ServiceTestimonials from "../../components/services/service-testimonials";
import ServiceFaqs from "../../components/services/service-faqs";
import CallToAction from "../../components/services/call-to-action";
import ServiceNotFound from "../../components/services/service-not-found";
import { useSiteConfig } from "../../hooks/use-site-config";
import { servicePath } from "../../hooks/use-services";
import { service as serviceJsonLd } from "../../seo/service-json-ld";
import { radii, shadows } from "../../styles/theme";

/** /services/{slug}/: everything about one service, one page per entry of data/services.json (File System Route API). */
const ServiceDetailTemplate = ({ data }: PageProps<Queries.ServiceDetailPageQuery>) => {
  const { contact } = useSiteConfig();
  const service = data.servicesJson;
  if (!service) {
    return (
      <Layout>
        <ServiceNotFound />
      </Layout>
    );
  }
  const image = service.heroImage.childImageSharp?.gatsbyImageData;

  return (
    <Layout>
      <ServiceBreadcrumbs title={service.title} />
      <PageHero
        title={service.title}
        actions={
          <>
            <ButtonLink to={quoteLink(service.slug)} variant="light">
              Get Started Today
            </ButtonLink>
            <ButtonLink to={`tel:${contact.phoneE164}`} variant="outline-light">
              <Icon shape={phoneIcon} size={18} />
              Call Now <span css={{ fontWeight: 400 }}>{contact.phone}</span>
            </ButtonLink>
          </>
        }
        aside={
          image && (
            // The largest thing on the first screen: load it at once rather than lazily.
            <Picture
              image={image}
              alt={service.heroImageAlt}
              loading="eager"
              css={{ borderRadius: radii.lg, boxShadow: shadows.raised, isolation: "isolate" }}
            />
          )
        }
      >
        <p>{service.description}</p>
      </PageHero>

      <PageContents
        sections={[
          ["overview", "Overview"],
          ["features", "Features"],
          ["benefits", "Benefits"],
          ["pricing", "Pricing"],
          ["faqs", "FAQs"],
          ["get-started", "Get started"],
        ]}
      />

      <ServiceStats stats={service.stats} title={`${service.shortTitle} at a glance`} />

      <Section id="overview" eyebrow={service.shortTitle} title="Overview">
        <ServiceOverview text={service.overview} />
      </Section>

      <Section
        id="features"
        tone="tint"
        title="Key Features"
        intro={<p>What your practice gets with {service.shortTitle}.</p>}
      >
        <CheckList items={service.features} shown={4} noun="features" />
      </Section>

      <Section id="benefits" title="Benefits for Your Practice">
        <CheckList items={service.benefits} icon={trendingUpIcon} shown={4} noun="benefits" />
      </Section>

      <Section id="process" tone="tint" eyebrow="How it works" title="Our Process">
        <ProcessSteps steps={service.process} />
      </Section>

      <Section id="case-study" eyebrow="Case study" title="Success Story">
        <CaseStudy study={service.caseStudy} />
      </Section>

      <Section
        id="pricing"
        tone="tint"
        title="Pricing"
        intro={
          <p>
            Straightforward plans for practices of every size. Every quote is tailored to your practice, with no
            obligation.
          </p>
        }
      >
        <PricingTiers tiers={service.pricing} serviceSlug={service.slug} />
      </Section>

      <Section id="testimonials" title="What Our Clients Say">
        <ServiceTestimonials testimonials={service.testimonials} />
      </Section>

      <Section id="faqs" tone="tint" title="Frequently Asked Questions">
        <ServiceFaqs faqs={service.faqs} />
      </Section>

      <CallToAction
        title="Ready to Get Started?"
        actions={
          <>
            <ButtonLink to={quoteLink(service.slug)} variant="light">
              Request Consultation
            </ButtonLink>
            <ButtonLink to={`mailto:${contact.email}`} variant="outline-light">
              <Icon shape={mailIcon} size={18} />
              Email Us
            </ButtonLink>
          </>
        }
      >
        <p>Tell us about your practice and we will send a tailored proposal for {service.title} within 24 hours.</p>
      </CallToAction>
    </Layout>
  );
};

export default ServiceDetailTemplate;

export const Head = ({ data, location }: HeadProps<Queries.ServiceDetailPageQuery>) => {
  const { siteUrl } = useSiteConfig();
  const service = data.servicesJson;
  if (!service) return <PageHead title="Service Not Found" pathname={location.pathname} noindex />;
  return (
    <PageHead
      title={service.title}
      description={service.description}
      pathname={servicePath(service.slug)}
      image={service.heroImage.publicURL ?? undefined}
      breadcrumbs={[
        ["Services", "/services/"],
        [service.title, servicePath(service.slug)],
      ]}
      jsonLd={[serviceJsonLd(siteUrl, service)]}
    />
  );
};

export const query = graphql`
  query ServiceDetailPage($id: String!) {
    servicesJson(id: { eq: $id }) {
      slug
      title
      shortTitle
      description
      heroImage {
        publicURL
        childImageSharp {
          gatsbyImageData(width: 720, sizes: "(min-width: 1024px) 540px, 100vw")
        }
      }
      heroImageAlt
      overview
      features
      benefits
      process {
        step
        description
      }
      pricing {
        tier
        price
        period
        popular
        features
      }
      testimonials {
        name
        title
        company
        quote
        rating
      }
      faqs {
        question
        answer
      }
      stats {
        number
        label
      }
      caseStudy {
        title
        challenge
        solution
        results
      }
    }
  }
`;
