import { graphql } from "gatsby";
import BlogPostPage, { BlogPostHead } from "../components/blog/blog-post-page";

// gatsby-plugin-mdx compiles this file again for every post (each post is a page component of its own), so it
// holds only what a page template must: the page lives in components/blog/blog-post-page.tsx, compiled once.
export default BlogPostPage;

export const Head = BlogPostHead;

export const query = graphql`
  query BlogPostPage($id: String!, $related: [String!]!, $figures: [String!]!) {
    mdx(id: { eq: $id }) {
      fields {
        readTime
      }
      frontmatter {
        title
        excerpt
        category
        tags
        date(formatString: "MMMM D, YYYY")
        isoDate: date(formatString: "YYYY-MM-DD")
        imageAlt
        image {
          publicURL
          childImageSharp {
            gatsbyImageData(width: 960, aspectRatio: 1.7778, placeholder: DOMINANT_COLOR, sizes: "(min-width: 1024px) 540px, calc(100vw - 2rem)")
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
