import { css } from "@emotion/react";
import { graphql, Link } from "gatsby";
import Picture from "../ui/picture";
import PostMeta from "./post-meta";
import PostTags from "./post-tags";
import CategoryBadge from "./category-badge";
import type { BlogCardPost } from "../../lib/blog-search";
import { card } from "../../styles/mixins";
import { colors, shadows, space } from "../../styles/theme";

/** Cards show at most this many of a post's tags (specification: blog tags capped at 3). */
export const CARD_TAG_LIMIT = 3;

type BlogCardProps = {
  post: BlogCardPost;
  /** h3 under a section's h2 (default); h2 where the cards are the page's main list. */
  headingLevel?: 2 | 3;
};

const cardStyle = css(card, {
  position: "relative",
  display: "flex",
  flexDirection: "column",
  height: "100%",
  padding: 0,
  overflow: "hidden",
  transition: "box-shadow 150ms, transform 150ms",
  "&:hover": { boxShadow: shadows.raised },
  "@media (prefers-reduced-motion: no-preference)": { "&:hover": { transform: "translateY(-2px)" } },
  // The whole card is the link's target (see titleLink), so the card shows the focus ring.
  "&:focus-within": { outline: `3px solid ${colors.focus}`, outlineOffset: 2 },
});

const body = css({ display: "flex", flexDirection: "column", flex: 1, padding: space(6), gap: space(3) });

const heading = css({ fontSize: "1.2rem", margin: 0 });

const titleLink = css({
  color: colors.ink,
  textDecoration: "none",
  "&:hover": { color: colors.primary, textDecoration: "underline" },
  "&:focus-visible": { outline: "none" },
  // Stretch the link over the whole card so the picture and text are clickable too.
  "&::after": { content: '""', position: "absolute", inset: 0 },
});

/** One post in a list: cover, category, date, reading time, linked title, excerpt and a few tags. */
const BlogCard = ({ post, headingLevel = 3 }: BlogCardProps) => {
  const { frontmatter: fm } = post;
  const image = fm.image?.childImageSharp?.gatsbyImageData;
  const Heading = `h${headingLevel}` as const;
  return (
    <article css={cardStyle}>
      {/* The picture repeats the title, so it is decoration here; the post page gives its description. */}
      {image && <Picture image={image} alt="" />}
      <div css={body}>
        <Heading css={heading}>
          <Link to={`/blog/${fm.slug}/`} css={titleLink}>
            {fm.title}
          </Link>
        </Heading>
        {/* Shown above the title, read after it: the title is what a heading jump should land on. */}
        <div
          css={{
            order: -1,
            display: "flex",
            flexWrap: "wrap",
            alignItems: "center",
            gap: `${space(1)} ${space(3)}`,
            fontSize: "0.875rem",
            color: colors.muted,
          }}
        >
          <CategoryBadge category={fm.category} />
          <PostMeta isoDate={fm.isoDate} readTime={post.fields.readTime} />
        </div>
        <p css={{ margin: 0 }}>{fm.excerpt}</p>
        <PostTags tags={fm.tags} limit={CARD_TAG_LIMIT} css={{ marginTop: "auto", paddingTop: space(2) }} />
      </div>
    </article>
  );
};

export default BlogCard;

export const query = graphql`
  fragment BlogCardPost on Mdx {
    id
    fields {
      readTime
    }
    frontmatter {
      title
      excerpt
      slug
      category
      tags
      isoDate: date(formatString: "YYYY-MM-DD")
      image {
        childImageSharp {
          gatsbyImageData(
            width: 720
            aspectRatio: 1.7778
            placeholder: DOMINANT_COLOR
            sizes: "(min-width: 1024px) 376px, (min-width: 700px) 50vw, 100vw"
          )
        }
      }
    }
  }
`;
