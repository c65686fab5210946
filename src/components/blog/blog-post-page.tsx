import type { ReactNode } from "react";
import { Link, type HeadProps, type PageProps } from "gatsby";
import { css } from "@emotion/react";
import Picture from "../ui/picture";
import Layout from "../layout/layout";
import Seo from "../seo";
import PageHero from "../ui/page-hero";
import Icon from "../ui/icon";
import arrowLeftIcon from "../ui/icons/arrow-left";
import PostBody from "./post-body";
import PostByline from "./post-byline";
import PostTags from "./post-tags";
import PostCta from "./post-cta";
import RelatedArticles from "./related-articles";
import PostComponents from "../mdx/post-components";
import { useSiteConfig } from "../../hooks/use-site-config";
import { blogPosting } from "../../seo/blog-posting";
import { container } from "../../styles/mixins";
import { colors, radii, shadows, space } from "../../styles/theme";

/** A post's page (src/templates/blog-post.tsx holds its query): here, so it is compiled once, not once per post. */

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

const BlogPostPage = ({ data, children }: PageProps<Data> & { children: ReactNode }) => {
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
        >
          <p>{fm.excerpt}</p>
          <PostByline
            author={{ name: fm.author.name, title: fm.author.title, portrait: fm.author.image.childImageSharp?.gatsbyImageData }}
            date={fm.date}
            isoDate={fm.isoDate}
            readTime={post.fields.readTime}
          />
        </PageHero>
        <div css={articleColumn}>
          <PostBody>
            <PostComponents figures={data.figures}>{children}</PostComponents>
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

export const BlogPostHead = ({ data, location }: HeadProps<Data>) => {
  const site = useSiteConfig();
  const { frontmatter: fm } = postOf(data);
  const image = fm.image.publicURL ?? fm.image.childImageSharp?.gatsbyImageData.images.fallback?.src ?? "/og-image.png";
  return (
    <Seo
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
    </Seo>
  );
};
