import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { css } from "@emotion/react";
import Picture from "../components/ui/picture";
import Layout from "../components/layout/layout";
import PageHead from "../components/page-head";
import PageHero from "../components/ui/page-hero";
import Icon from "../components/ui/icon";
import arrowLeftIcon from "../styles/icons/arrow-left";
import PostBody from "../components/blog/post-body";
import PostByline from "../components/blog/post-byline";
import PostTags from "../components/blog/post-tags";
import PostCta from "../components/blog/post-cta";
import RelatedArticles from "../components/blog/related-articles";
import PostContent from "../components/mdx/post-content";
import type { PostNode } from "../lib/post-tree";
import { useSiteConfig } from "../hooks/use-site-config";
import { blogPosting } from "../seo/blog-posting";
import { container } from "../styles/mixins";
import { colors, radii, shadows, space } from "../styles/theme";
import fileTextIcon from "../styles/icons/file-text";

type Data = Queries.BlogPostPageQuery;

/** gatsby-node creates a page only for a post that exists, so a missing one is a build error. */
function postOf(data: Data) {
  if (!data.mdx) throw new Error("Blog post page rendered without its post");
  return data.mdx;
}

const articleColumn = css(container, { paddingBlock: space(12) });

const cover = css({ borderRadius: radii.lg, boxShadow: shadows.raised, background: colors.surfaceAlt });

const footer = css({
  maxWidth: "42rem",
  marginInline: "auto",
  marginTop: space(12),
  paddingTop: space(8),
  borderTop: `1px solid ${colors.line}`,
  display: "grid",
  gap: space(6),
});

const backLink = css({ display: "inline-flex", alignItems: "center", gap: space(2), fontWeight: 600, minHeight: 44 });

/** /blog/{slug}/: one post (created in gatsby-node.ts), its text compiled from MDX when it was sourced. */
const BlogPostPage = ({ data }: PageProps<Data>) => {
  const post = postOf(data);
  const { frontmatter: fm } = post;
  const coverImage = fm.image.childImageSharp?.gatsbyImageData;
  return (
    <Layout>
      <article>
        <PageHero
          eyebrow={fm.category}
          title={fm.title}
          aside={coverImage && <Picture image={coverImage} alt={fm.imageAlt} loading="eager" css={cover} />}
          art={fileTextIcon}
        >
          <p>{fm.excerpt}</p>
          <PostByline
            author={{
              name: fm.author.name,
              title: fm.author.title,
              portrait: fm.author.image.childImageSharp?.gatsbyImageData,
            }}
            isoDate={fm.isoDate}
            readTime={post.fields.readTime}
          />
        </PageHero>
        <div css={articleColumn}>
          <PostBody>
            {/* GraphQL's JSON type says nothing of its shape; the build wrote it as PostNode[] (src/content/post-content.ts). */}
            <PostContent nodes={post.fields.content as unknown as PostNode[]} figures={data.figures} />
          </PostBody>
          <footer css={footer}>
            <div>
              <h2 css={{ fontSize: "1rem", margin: `0 0 ${space(3)}` }}>Topics</h2>
              <PostTags tags={fm.tags} />
            </div>
            <Link to="/blog/" css={backLink}>
              <Icon shape={arrowLeftIcon} size={18} />
              Back to all articles
            </Link>
          </footer>
        </div>
      </article>
      <PostCta />
      <RelatedArticles posts={data.related} />
    </Layout>
  );
};

export default BlogPostPage;

export const Head = ({ data, location }: HeadProps<Data>) => {
  const site = useSiteConfig();
  const { frontmatter: fm } = postOf(data);
  const image = fm.image.publicURL ?? fm.image.childImageSharp?.gatsbyImageData.images.fallback?.src ?? "/og-image.png";
  return (
    <PageHead
      title={fm.title}
      description={fm.excerpt}
      pathname={location.pathname}
      image={image}
      type="article"
      breadcrumbs={[
        ["Blog", "/blog/"],
        [fm.title, location.pathname],
      ]}
      jsonLd={[
        blogPosting(site.siteUrl, {
          title: fm.title,
          excerpt: fm.excerpt,
          date: fm.isoDate,
          author: { name: fm.author.name, title: fm.author.title },
          image,
          pathname: location.pathname,
          category: fm.category,
          tags: fm.tags,
        }),
      ]}
    >
      <meta property="article:published_time" content={fm.isoDate} />
      <meta property="article:section" content={fm.category} />
      {fm.tags.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
    </PageHead>
  );
};

export const query = graphql`
  query BlogPostPage($id: String!, $related: [String!]!, $figures: [String!]!) {
    mdx(id: { eq: $id }) {
      fields {
        readTime
        content
      }
      frontmatter {
        title
        excerpt
        category
        tags
        isoDate: date(formatString: "YYYY-MM-DD")
        imageAlt
        image {
          publicURL
          childImageSharp {
            gatsbyImageData(
              width: 960
              aspectRatio: 1.7778
              placeholder: DOMINANT_COLOR
              sizes: "(min-width: 1024px) 540px, calc(100vw - 2rem)"
            )
          }
        }
        author {
          name
          title
          image {
            childImageSharp {
              gatsbyImageData(width: 56, height: 56, layout: FIXED, placeholder: NONE)
            }
          }
        }
      }
    }
    # The File nodes of the post's <Figure>s, picked by gatsby-node: read by id, so this query does not depend on
    # every file (allFile would run every post's query again whenever one post's file changes).
    figures: filesById(ids: $figures) {
      relativePath
      childImageSharp {
        gatsbyImageData(width: 672, placeholder: DOMINANT_COLOR, sizes: "(min-width: 720px) 672px, calc(100vw - 2rem)")
      }
    }
    # Picked by gatsby-node (relatedPostIds): read by id, so this query does not depend on every post.
    related: postsById(ids: $related) {
      ...BlogCardPost
    }
  }
`;
