import { graphql, type HeadProps, type PageProps } from "gatsby";
import { css } from "@emotion/react";
import Layout from "../components/layout/layout";
import PageHead from "../components/page-head";
import PageHero from "../components/ui/page-hero";
import Section from "../components/ui/section";
import ButtonLink from "../components/ui/button-link";
import TestimonialSummary from "../components/testimonials/testimonial-summary";
import TestimonialBrowser from "../components/testimonials/testimonial-browser";
import { testimonialStats } from "../lib/testimonial-stats";
import { space } from "../styles/theme";

const actions = css({ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: space(3) });

const TestimonialsPage = ({ data }: PageProps<Queries.TestimonialsPageQuery>) => {
  const testimonials = data.allTestimonialsJson.nodes;
  return (
    <Layout>
      <PageHero
        eyebrow="Client stories"
        title="What Practices Say About Working With Us"
        aside={<TestimonialSummary stats={testimonialStats(testimonials)} />}
      >
        <p>
          Physicians and practice managers describe, in their own words, what changed after they handed us their
          charting, billing, coding, EHR or staffing.
        </p>
      </PageHero>
      <Section
        title="Client testimonials"
        intro={<p>Choose a service to see the stories about it, and open any card for the full account and results.</p>}
      >
        <TestimonialBrowser testimonials={testimonials} />
      </Section>
      <Section
        tone="tint"
        title="Ready to write your own success story?"
        intro={<p>Tell us about your practice and we will send a tailored proposal within 24 hours.</p>}
      >
        <div css={actions}>
          <ButtonLink to="/request-quote/">Request a Quote</ButtonLink>
          <ButtonLink to="/consultation/" variant="secondary">
            Book a Free Consultation
          </ButtonLink>
        </div>
      </Section>
    </Layout>
  );
};

export default TestimonialsPage;

export const Head = ({ location }: HeadProps) => (
  <PageHead
    title="Client Testimonials"
    description="Stories and results from medical practices that use our virtual scribes, revenue cycle, coding, EHR support and staffing services."
    pathname={location.pathname}
    breadcrumbs={[["Testimonials", "/testimonials/"]]}
  />
);

export const query = graphql`
  query TestimonialsPage {
    allTestimonialsJson {
      nodes {
        jsonId
        name
        title
        company
        quote
        fullTestimonial
        service {
          slug
          title
          shortTitle
        }
        results
        rating
        image {
          childImageSharp {
            gatsbyImageData(width: 64, height: 64, layout: FIXED)
          }
        }
      }
    }
  }
`;
