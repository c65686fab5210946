import { graphql, type HeadProps, type PageProps } from "gatsby";
import Layout from "../components/layout/layout";
import PageHead from "../components/page-head";
import PageHero from "../components/ui/page-hero";
import Section from "../components/ui/section";
import FaqBrowser from "../components/faq/faq-browser";
import StillHaveQuestions from "../components/faq/still-have-questions";
import { faqPage } from "../seo/faq-page";
import { bandPadding, container } from "../styles/mixins";
import searchIcon from "../styles/icons/search";

const FaqPage = ({ data }: PageProps<Queries.FaqPageQuery>) => (
  <Layout>
    <PageHero art={searchIcon} eyebrow="Help center" title="Frequently Asked Questions">
      <p>
        Answers about our EHR support, virtual scribes, revenue cycle, coding and staffing services: pricing,
        onboarding, security and support.
      </p>
    </PageHero>
    <section aria-label="Questions and answers" css={bandPadding}>
      <div css={[container, { maxWidth: 880 }]}>
        <FaqBrowser faqs={data.allFaqsJson.nodes} categories={data.optionsJson?.faqCategories ?? []} />
      </div>
    </section>
    <Section
      tone="tint"
      title="Still have questions?"
      intro={
        <p>Our team is happy to help. Send us a message, book a free 30-minute consultation, or give us a call.</p>
      }
    >
      <StillHaveQuestions />
    </Section>
  </Layout>
);

export default FaqPage;

export const Head = ({ location, data }: HeadProps<Queries.FaqPageQuery>) => (
  <PageHead
    title="Frequently Asked Questions"
    description="Answers to common questions about our EHR support, virtual scribes, revenue cycle management, medical coding and staffing services."
    pathname={location.pathname}
    breadcrumbs={[["FAQ", "/faq/"]]}
    jsonLd={[faqPage(data.allFaqsJson.nodes)]}
  />
);

export const query = graphql`
  query FaqPage {
    allFaqsJson {
      nodes {
        jsonId
        question
        answer
        category
        tags
      }
    }
    optionsJson {
      faqCategories {
        value
        label
      }
    }
  }
`;
