import { graphql, type HeadProps, type PageProps } from "gatsby";
import Layout from "../components/layout/layout";
import PageHead from "../components/page-head";
import PageHero from "../components/ui/page-hero";
import Section from "../components/ui/section";
import ButtonLink from "../components/ui/button-link";
import FigureBand from "../components/ui/figure-band";
import WhyChooseCard from "../components/home/why-choose-card";
import ServiceCards from "../components/home/service-cards";
import ClientLogoStrip from "../components/home/client-logo-strip";
import TestimonialCarousel from "../components/home/testimonial-carousel";
import LatestPosts from "../components/home/latest-posts";
import NewsletterSignup from "../components/home/newsletter-signup";
import ClosingCta from "../components/home/closing-cta";
import { useSiteConfig } from "../hooks/use-site-config";
import { webSite } from "../seo/structured-data";
import { space } from "../styles/theme";

const IndexPage = ({ data }: PageProps<Queries.HomePageQuery>) => {
  const site = useSiteConfig();
  return (
    <Layout>
      <PageHero
        eyebrow="Practice support for physicians"
        title={site.hero.title}
        actions={
          <>
            <ButtonLink to="/consultation/" variant="light">
              {site.hero.ctaText}
            </ButtonLink>
            <ButtonLink to="/services/" variant="outline-light">
              Explore Our Services
            </ButtonLink>
          </>
        }
        aside={<WhyChooseCard siteTitle={site.siteTitle} claims={site.claims} />}
      >
        <p>{site.hero.subtitle}</p>
      </PageHero>

      <FigureBand
        title="Our results in numbers"
        items={site.claims.map((claim) => ({ headline: claim.number, caption: claim.label }))}
        columns={site.claims.length}
      />

      <Section
        id="services"
        eyebrow="What we do"
        title="Services Built Around Your Practice"
        intro={<p>Hand off the work that keeps your team from patients, one service at a time or all together.</p>}
      >
        <ServiceCards services={data.allServicesJson.nodes} />
        <p css={{ marginTop: space(10), textAlign: "center" }}>
          <ButtonLink to="/services/" variant="secondary">
            See All Services
          </ButtonLink>
        </p>
      </Section>

      <Section id="clients" tone="tint" title="Trusted by Independent Practices">
        <ClientLogoStrip logos={data.allClientLogosJson.nodes} />
      </Section>

      <Section id="testimonials" eyebrow="Client stories" title="What Our Clients Say">
        <TestimonialCarousel testimonials={data.allTestimonialsJson.nodes} />
        <p css={{ marginTop: space(8), textAlign: "center" }}>
          <ButtonLink to="/testimonials/" variant="secondary">
            Read More Client Stories
          </ButtonLink>
        </p>
      </Section>

      <Section
        id="latest-articles"
        tone="tint"
        eyebrow="From the blog"
        title="Latest Articles"
        intro={<p>Practical advice on documentation, billing, compliance and running a practice.</p>}
      >
        <LatestPosts posts={data.allMdx.nodes} />
      </Section>

      <Section id="newsletter">
        <NewsletterSignup />
      </Section>

      <ClosingCta
        title="Ready to Give Your Team Time Back?"
        primary={{ to: "/consultation/", label: site.hero.ctaText }}
        secondary={{ to: "/contact/", label: "Contact Us" }}
      >
        <p>
          Tell us what is slowing your practice down. A specialist will show you where we can help, with no cost and no
          obligation.
        </p>
      </ClosingCta>
    </Layout>
  );
};

export default IndexPage;

export const Head = ({ location }: HeadProps) => {
  const site = useSiteConfig();
  return (
    <PageHead
      description="EHR support, virtual medical scribes, revenue cycle management, medical coding and clinical staffing for small and mid-sized medical practices. Book a free consultation."
      pathname={location.pathname}
      jsonLd={[webSite(site)]}
    />
  );
};

export const query = graphql`
  query HomePage {
    allServicesJson(sort: { order: ASC }, limit: 4) {
      nodes {
        slug
        title
        description
        heroImage {
          childImageSharp {
            gatsbyImageData(
              width: 600
              aspectRatio: 1.5
              sizes: "(min-width: 1024px) 280px, (min-width: 640px) 50vw, 100vw"
            )
          }
        }
      }
    }
    allClientLogosJson {
      nodes {
        name
        logo {
          childImageSharp {
            gatsbyImageData(width: 180, placeholder: NONE)
          }
        }
      }
    }
    allTestimonialsJson {
      nodes {
        jsonId
        name
        title
        company
        quote
        rating
        image {
          childImageSharp {
            gatsbyImageData(width: 56, height: 56, layout: FIXED)
          }
        }
      }
    }
    allMdx(sort: { frontmatter: { date: DESC } }, limit: 3) {
      nodes {
        ...BlogCardPost
      }
    }
  }
`;
