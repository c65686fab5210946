import fsSync, { promises as fs } from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { typeDefs } from "./src/content/type-defs";
import { resolvers } from "./src/content/resolvers";
import { contentLocation, contentReport } from "./src/content/validate-node";
import { figureSources } from "./src/content/figures";
import { compilePost } from "./src/content/post-content";
import { readTime } from "./src/lib/read-time";
import { relatedPostIds } from "./src/lib/related-posts";
import siteConfig from "./data/site-config.json";
import { withContentSecurityPolicy } from "./src/build/content-security-policy";
import { builtPages } from "./src/build/built-pages";

/** The content model, written from the declarations in src/content/types/. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

/** Fields computed when they are queried: icon paths, nodes by id (src/content/resolvers.ts). */
export const createResolvers: GatsbyNode["createResolvers"] = (args) => {
  // Gatsby types this action as a bare Function.
  const createResolvers = args.createResolvers as (resolvers: object) => void;
  createResolvers(resolvers);
};

/**
 * The File nodes of the images a post's <Figure>s name, by id, for the post template's query (by id, see
 * src/content/resolvers.ts). `files` maps a file's absolute path to its node id.
 */
function figureFileIds(body: string | null, contentFilePath: string | null, files: Map<string, string>): string[] {
  const folder = path.dirname(contentFilePath ?? "");
  return figureSources(body ?? "").flatMap((src) => files.get(path.resolve(folder, src)) ?? []);
}

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

/** The line of its file that a post's body (its text after the front matter, as gatsby-plugin-mdx gives it) starts on. */
function bodyLine(file: string, body: string): number {
  const source = fsSync.existsSync(file) ? fsSync.readFileSync(file, "utf8") : body;
  return source.endsWith(body) ? source.slice(0, source.length - body.length).split("\n").length : 1;
}

export const createPages: GatsbyNode["createPages"] = async ({
  // eslint-disable-next-line @typescript-eslint/unbound-method -- a plain function; typegen wants this name
  graphql,
  actions,
  reporter,
  getNodesByType,
}) => {
  const serviceTemplate = path.resolve("src/templates/service-detail.tsx");
  const postTemplate = path.resolve("src/templates/blog-post.tsx");

  const result = await graphql<Queries.CreatePagesQuery>(`
    query CreatePages {
      allServicesJson(sort: { order: ASC }) {
        nodes {
          id
          slug
        }
      }
      allMdx(sort: { frontmatter: { date: DESC } }) {
        nodes {
          id
          body
          frontmatter {
            slug
            category
          }
          internal {
            contentFilePath
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load services and posts for page creation", result.errors as Error[] | undefined);
    return;
  }

  for (const service of result.data.allServicesJson.nodes) {
    actions.createPage({
      path: `/services/${service.slug}/`,
      component: serviceTemplate,
      context: { id: service.id },
    });
  }
  const files = new Map(getNodesByType("File").map((file) => [String(file.absolutePath), file.id]));
  const related = relatedPostIds(
    result.data.allMdx.nodes.map((post) => ({ id: post.id, category: post.frontmatter.category })),
  );
  for (const post of result.data.allMdx.nodes) {
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
};

/** After the build: each page's Content-Security-Policy (src/build/content-security-policy.ts), and robots.txt, which
 * names the sitemap by the site's own origin, from the one place it is configured. Every page, also on a warm build:
 * Gatsby may have changed the inline scripts of pages it did not render again; only pages whose HTML changes are written. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async () => {
  const frameOrigin = new URL(siteConfig.mapEmbedUrl).origin;
  for (const file of builtPages(path.resolve("public"))) {
    const html = await fs.readFile(file, "utf8");
    const withPolicy = withContentSecurityPolicy(html, frameOrigin);
    if (withPolicy !== html) await fs.writeFile(file, withPolicy);
  }
  await fs.writeFile(
    path.resolve("public/robots.txt"),
    `User-agent: *\nAllow: /\nDisallow: /thank-you/\n\nSitemap: ${siteConfig.siteUrl}/sitemap-index.xml\n`,
  );
};

/**
 * `npm run develop` serves the form function as Netlify does, so forms work while writing. The function is
 * TypeScript outside Gatsby's bundle, so tsx loads it at run time.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async ({ app, reporter }) => {
  type DevelopFunctions = typeof import("./scripts/develop-functions");
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when the development server starts
  const tsx = require("tsx/cjs/api") as { require: (id: string, fromFile: string) => DevelopFunctions };
  const entry = path.resolve("scripts/develop-functions.ts");
  const devServer = app as Parameters<DevelopFunctions["mountFunctions"]>[0];
  await tsx.require(entry, entry).mountFunctions(devServer, (message) => {
    reporter.info(message);
  });
};

/**
 * The browser bundle, shaped for the 90 KB script budget of a first visit to any page (README):
 * - hoist-non-react-statics has no side effects but does not say so, so webpack keeps the bare import that
 *   @emotion/react makes of it (for withTheme, which we never use), and react-is with it: 1 KB gzip a page.
 * - No "shared" chunks: code that some pages but not all use (the form fields, cards, heroes) goes into each
 *   of those pages' own chunk rather than into chunks of its own. A page then loads one chunk of its own,
 *   which compresses about 1 KB better than the same code in two or three; the cost is that such code is
 *   fetched again with each page that uses it (Gatsby prefetches pages as their links come into view).
 *   Code that every page uses stays in `commons`.
 * - Gatsby's internal Partytown plugin only uses its browser half in `gatsby develop`: see
 *   src/build/partytown-browser.js, which replaces it (2 KB gzip a page).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, plugins }) => {
  if (stage !== "build-javascript") return;
  // The parts of webpack's configuration changed here (Gatsby types the whole of it as any).
  const config = (getConfig as () => unknown)() as {
    module: { rules: object[] };
    optimization: { splitChunks: { cacheGroups: Record<string, unknown> } };
    plugins: unknown[];
  };
  const normalModuleReplacement = plugins.normalModuleReplacement as (pattern: RegExp, replacement: string) => unknown;
  config.module.rules.push({ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false });
  config.optimization.splitChunks.cacheGroups.shared = false;
  config.plugins.push(
    normalModuleReplacement(
      /internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
      path.resolve("src/build/partytown-browser.js"),
    ),
  );
  actions.replaceWebpackConfig(config);
};
