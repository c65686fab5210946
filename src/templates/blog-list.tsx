import { graphql, type HeadProps, type PageProps } from "gatsby";
import { css } from "@emotion/react";
import Layout from "../components/layout/layout";
import PageHead from "../components/page-head";
import PageHero from "../components/ui/page-hero";
import Section from "../components/ui/section";
import BlogList from "../components/blog/blog-list";
import { lazyForm } from "../components/forms/lazy-form";
import { ALL_CATEGORIES } from "../lib/filter-posts";
import { card } from "../styles/mixins";
import { space } from "../styles/theme";

const NewsletterForm = lazyForm(() => import("../components/forms/newsletter-form"));

const newsletterCard = css(card, { maxWidth: 760, marginInline: "auto", padding: space(8) });

const BlogPage = ({ data, location }: PageProps<Queries.BlogPageQuery>) => {
  const categories = (data.optionsJson?.blogCategories ?? [])
    .map((option) => option.value)
    .filter((value) => value !== ALL_CATEGORIES);
  return (
    <Layout>
      <PageHero eyebrow="Blog" title="Insights for Modern Medical Practices">
        <p>
          Practical advice on EHR workflows, documentation, revenue cycle, compliance and patient experience from the
          people who support practices every day.
        </p>
      </PageHero>
      <Section>
        <BlogList posts={data.allMdx.nodes} categories={categories} pathname={location.pathname} />
      </Section>
      <Section tone="tint">
        <div css={newsletterCard}>
          <NewsletterForm heading="Get new articles by email" />
          <p css={{ margin: `${space(4)} 0 0`, fontSize: "0.9rem" }}>
            We email you when a new article is published. You can unsubscribe at any time.
          </p>
        </div>
      </Section>
    </Layout>
  );
};

export default BlogPage;

export const Head = ({ location }: HeadProps) => (
  <PageHead
    title="Blog"
    description="Articles for physicians and practice managers on EHR optimization, virtual scribes, revenue cycle, compliance, technology and patient experience."
    pathname={location.pathname}
    breadcrumbs={[["Blog", "/blog/"]]}
  />
);

export const query = graphql`
  query BlogPage {
    allMdx(sort: { frontmatter: { date: DESC } }) {
      nodes {
        ...BlogCardPost
      }
    }
    optionsJson {
      blogCategories {
        value
      }
    }
  }
`;
