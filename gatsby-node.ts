import fsSync from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { typeDefs } from "./src/content/type-defs";
import { contentLocation, contentReport, nodeReport, postReport, validatedTypes } from "./src/content/validate-node";
import { duplicateErrors, uniqueKeyTypes } from "./src/content/duplicates";
import { figureSources } from "./src/content/figures";
import { compilePost } from "./src/content/post-content";
import { readTime } from "./src/lib/read-time";
import { relatedPostIds } from "./src/lib/related-posts";
import { iconsByName } from "./src/components/ui/icons/by-name";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

/** The part of a resolver's context used here (Gatsby's node model records which page read which nodes). */
type ResolverContext = { nodeModel: { getNodesByIds: (args: { ids: string[]; type: string }) => unknown[] } };

/**
 * A query field `type`s by id: a page that reads nodes by id depends on those nodes only, where a list query
 * (allMdx, allFile) depends on every node of the type, so editing one post would run every post page's query again.
 */
function nodesById(type: string, description: string) {
  return {
    type: `[${type}!]!`,
    description,
    args: { ids: "[String!]!" },
    resolve: (_source: unknown, args: { ids: string[] }, context: ResolverContext) =>
      context.nodeModel.getNodesByIds({ ids: args.ids, type }),
  };
}

/**
 * Icons that content names become their path data here, at build time, so pages draw them without a table
 * of every icon in their script. An unknown name shows the icon the components always fell back to.
 */
export const createResolvers: GatsbyNode["createResolvers"] = (args) => {
  // Gatsby types this action as a bare Function.
  const createResolvers = args.createResolvers as (resolvers: object) => void;
  const iconPath = (name: string, fallback: string) => iconsByName[name] ?? iconsByName[fallback];
  createResolvers({
    CareerReason: { iconPath: { resolve: (source: { icon: string }) => iconPath(source.icon, "heart") } },
    SiteLogo: {
      fallbackIconPath: { resolve: (source: { fallbackIcon: string }) => iconPath(source.fallbackIcon, "stethoscope") },
    },
    Query: {
      postsById: nodesById("Mdx", "The posts with these ids, in this order."),
      filesById: nodesById("File", "The files with these ids, in this order."),
    },
  });
};

/** The content file a node came from: MDX knows its path, JSON nodes point at their File parent. */
function sourceFile(
  node: Parameters<NonNullable<GatsbyNode["onCreateNode"]>>[0]["node"],
  getNode: (id: string) => unknown,
) {
  if (node.internal.contentFilePath) return node.internal.contentFilePath;
  const parent = node.parent ? (getNode(node.parent) as { absolutePath?: string } | undefined) : undefined;
  return parent?.absolutePath ?? "(unknown file)";
}

/**
 * The File nodes of the images a post's <Figure>s name, by id, for the post template's query (by id, see
 * nodesById). `files` maps a file's absolute path to its node id.
 */
function figureFileIds(body: string | null, contentFilePath: string | null, files: Map<string, string>): string[] {
  const folder = path.dirname(contentFilePath ?? "");
  return figureSources(body ?? "").flatMap((src) => files.get(path.resolve(folder, src)) ?? []);
}

/** The modification time of each post file found valid, so a post is checked once per version of its file. */
const validPosts = new Map<string, number>();

/**
 * A post's problems, checked from its file, where a date is still what the writer typed
 * (src/content/front-matter.ts). onPreBootstrap and onCreateNode both ask; a file unchanged since it was found
 * valid is not read again.
 */
function postFileReport(file: string): string | undefined {
  const { mtimeMs } = fsSync.statSync(file);
  if (validPosts.get(file) === mtimeMs) return undefined;
  const report = postReport(file, fsSync.readFileSync(file, "utf8"));
  if (report === undefined) validPosts.set(file, mtimeMs);
  return report;
}

/**
 * Posts are read here first: front matter gatsby-plugin-mdx cannot parse would otherwise stop the build with a
 * YAML stack trace that names no file. On a warm build this is also what checks an unchanged post again (its
 * image may be gone), since onCreateNode only sees posts that changed.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const posts = path.resolve("posts");
  for (const name of fsSync.readdirSync(posts).filter((file) => file.endsWith(".mdx"))) {
    const report = postFileReport(path.join(posts, name));
    if (report) reporter.panicOnBuild(report);
  }
};

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, reporter }) => {
  const type = node.internal.type;
  if (!validatedTypes.includes(type)) return;
  const file = sourceFile(node, getNode);
  const report = type === "Mdx" && fsSync.existsSync(file) ? postFileReport(file) : nodeReport(type, node, file);
  if (report) reporter.panicOnBuild(report);
  if (type === "Mdx") {
    const body = typeof node.body === "string" ? node.body : "";
    actions.createNodeField({ node, name: "readTime", value: readTime(body) });
    const { nodes, errors } = compilePost(body, bodyLine(file, body));
    if (errors.length > 0) reporter.panicOnBuild(contentReport(contentLocation(file), errors));
    actions.createNodeField({ node, name: "content", value: nodes });
  }
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
  getNode,
}) => {
  const sourced = uniqueKeyTypes.flatMap((type) =>
    getNodesByType(type).map((node) => ({
      type,
      node,
      file: sourceFile(node, getNode),
    })),
  );
  for (const report of duplicateErrors(sourced)) reporter.panicOnBuild(report);

  const postTemplate = path.resolve("src/templates/blog-post.tsx");

  const result = await graphql<Queries.CreatePagesQuery>(`
    query CreatePages {
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
    reporter.panicOnBuild("Could not load posts for page creation", result.errors as Error[] | undefined);
    return;
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
