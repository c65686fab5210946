import { useMemo } from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { css } from "@emotion/react";
import Layout from "../components/layout/layout";
import PageHead from "../components/page-head";
import PageHero from "../components/ui/page-hero";
import Section from "../components/ui/section";
import BlogList from "../components/blog/blog-list";
import { lazyForm } from "../components/forms/lazy-form";
import { ALL_CATEGORIES } from "../lib/filter-posts";
import { blogListPath, type BlogListContext } from "../lib/blog-pages";
import { card } from "../styles/mixins";
import { space } from "../styles/theme";
import fileTextIcon from "../styles/icons/file-text";

const NewsletterForm = lazyForm(() => import(/* webpackPreload: true */ "../components/forms/newsletter-form"));

const newsletterCard = css(card, { maxWidth: 760, marginInline: "auto", padding: space(8) });

/** The page title of a list: "Blog", "Compliance articles", with ", page 2 of 5" after page 1. */
function listTitle({ category, page, pageCount }: BlogListContext): string {
  const name = category === ALL_CATEGORIES ? "Blog" : `${category} articles`;
  return page > 1 ? `${name}, page ${page} of ${pageCount}` : name;
}

/** One page of the blog: all posts or one category's, six at a time (gatsby-node makes every page). */
const BlogListPage = ({ data, pageContext }: PageProps<Queries.BlogListPageQuery, BlogListContext>) => {
  const categories = useMemo(() => (data.optionsJson?.blogCategories ?? []).map((option) => option.value), [data]);
  return (
    <Layout>
      <PageHero art={fileTextIcon} eyebrow="Blog" title="Insights for Modern Medical Practices">
        <p>
          Practical advice on EHR workflows, documentation, revenue cycle, compliance and patient experience from the
          people who support practices every day.
        </p>
      </PageHero>
      <Section>
        <BlogList posts={data.posts} categories={categories} list={pageContext} />
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

export default BlogListPage;

export const Head = ({ location, pageContext }: HeadProps<Queries.BlogListPageQuery, BlogListContext>) => {
  const { category } = pageContext;
  const trail: [string, string][] = [["Blog", blogListPath()]];
  if (category !== ALL_CATEGORIES) trail.push([category, blogListPath(category)]);
  return (
    <PageHead
      title={listTitle(pageContext)}
      description={
        category === ALL_CATEGORIES
          ? "Articles for physicians and practice managers on EHR optimization, virtual scribes, revenue cycle, compliance, technology and patient experience."
          : `Articles on ${category} for physicians and practice managers, from the people who support practices every day.`
      }
      pathname={location.pathname}
      breadcrumbs={trail}
    />
  );
};

export const query = graphql`
  query BlogListPage($ids: [String!]!) {
    # Picked by gatsby-node (blogListPages): read by id, so editing a post runs only its list pages' queries again.
    posts: postsById(ids: $ids) {
      ...BlogCardPost
    }
    optionsJson {
      blogCategories {
        value
      }
    }
  }
`;
