import fs from "fs/promises";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { typeDefs } from "./src/content/type-defs";
import { resolvers } from "./src/content/resolvers";
import { contentLocation, contentReport } from "./src/content/validate-node";
import { figureFileIds } from "./src/content/figures";
import { bodyLine, compilePost } from "./src/content/post-content";
import { readTime } from "./src/lib/read-time";
import { relatedPostIds } from "./src/lib/related-posts";
import { blogListPages } from "./src/lib/blog-pages";
import { SEARCH_INDEX_PATH, searchEntry } from "./src/lib/blog-search";
import { quotePresets } from "./src/form-definitions/presets";
import { thankYouPages } from "./src/lib/confirmations";

/** The content model, written from the declarations in src/content/types/. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

/** Fields computed when they are queried: icon paths, nodes by id (src/content/resolvers.ts). */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  (createResolvers as (resolvers: object) => void)(resolvers); // Gatsby types this action as a bare Function.
};

/** A post's read time and its text compiled to data (the build's checks of its content: plugins/content-checks). */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, reporter }) => {
  if (node.internal.type !== "Mdx") return;
  const file = node.internal.contentFilePath ?? "";
  const body = typeof node.body === "string" ? node.body : "";
  actions.createNodeField({ node, name: "readTime", value: readTime(body) });
  const { nodes, errors } = compilePost(body, bodyLine(file, body));
  if (errors.length > 0) reporter.panicOnBuild(contentReport(contentLocation(file), errors));
  actions.createNodeField({ node, name: "content", value: nodes });
};

export const createPages: GatsbyNode["createPages"] = async ({
  // eslint-disable-next-line @typescript-eslint/unbound-method -- a plain function; typegen wants this name
  graphql,
  actions,
  reporter,
  getNodesByType,
}) => {
  const postTemplate = path.resolve("src/templates/blog-post.tsx");
  const listTemplate = path.resolve("src/templates/blog-list.tsx");

  const result = await graphql<Queries.CreatePagesQuery>(`
    query CreatePages {
      allMdx(sort: { frontmatter: { date: DESC } }) {
        nodes {
          id
          body
          fields {
            readTime
          }
          frontmatter {
            slug
            category
            title
            excerpt
            tags
            isoDate: date(formatString: "YYYY-MM-DD")
          }
          internal {
            contentFilePath
          }
        }
      }
      optionsJson {
        blogCategories {
          value
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load posts for page creation", result.errors as Error[] | undefined);
    return;
  }

  const posts = result.data.allMdx.nodes;
  const categories = (result.data.optionsJson?.blogCategories ?? []).map((option) => option.value);
  // The blog's list pages: a page's HTML and data hold its own six cards, however many posts there are.
  const newestFirst = posts.map((post) => ({ id: post.id, category: post.frontmatter.category }));
  for (const page of blogListPages(categories, newestFirst)) actions.createPage({ ...page, component: listTemplate });
  // The search's index of every post, fetched by the blog when a visitor first types (src/lib/blog-search.ts).
  // Written here rather than after the build, so `gatsby develop` serves it too.
  const indexFile = path.join("public", SEARCH_INDEX_PATH);
  await fs.mkdir(path.dirname(indexFile), { recursive: true });
  await fs.writeFile(indexFile, JSON.stringify(posts.map(searchEntry)));

  const files = new Map(getNodesByType("File").map((file) => [String(file.absolutePath), file.id]));
  const related = relatedPostIds(newestFirst);
  for (const post of posts) {
    actions.createPage({
      path: `/blog/${post.frontmatter.slug}/`,
      // One page component for every post: its text is data (fields.content), not a component of its own.
      component: postTemplate,
      context: {
        id: post.id,
        related: related.get(post.id) ?? [],
        // The images of the post's <Figure>s, for its page query (src/components/mdx/figure.tsx).
        figures: figureFileIds(post.body, post.internal.contentFilePath, files),
      },
    });
  }

  // A service's and a tier's quote links open the quote form with them chosen, before and without JavaScript.
  const quotePage = path.resolve("src/pages/request-quote.tsx");
  const services = getNodesByType("ServicesJson") as unknown as Parameters<typeof quotePresets>[0];
  for (const preset of quotePresets(services)) {
    actions.createPage({ path: preset.path, component: quotePage, context: { preset: preset.values } });
  }

  // Each form's thank-you page says what was received and what happens next for that form.
  const thankYouPage = path.resolve("src/pages/thank-you.tsx");
  for (const page of thankYouPages()) actions.createPage({ ...page, component: thankYouPage });
};
