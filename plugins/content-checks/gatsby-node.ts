/**
 * Checks every content node against its declaration (src/content/types/) while Gatsby sources it, and fails the
 * build with messages a writer can act on (CONTENT.md, "When the build says no").
 */
import fs from "fs";
import path from "path";
import type { GatsbyNode, Node } from "gatsby";
import { nodeReport, postReport, validatedTypes } from "../../src/content/validate-node";
import { duplicateErrors, uniqueKeyTypes } from "../../src/content/duplicates";
import { payContradictions } from "../../src/content/pay-check";

/** The content file a node came from: MDX knows its path, JSON nodes point at their File parent. */
function sourceFile(node: Node, getNode: (id: string) => Node | undefined): string {
  if (node.internal.contentFilePath) return node.internal.contentFilePath;
  const parent = node.parent ? getNode(node.parent) : undefined;
  return typeof parent?.absolutePath === "string" ? parent.absolutePath : "(unknown file)";
}

/** The modification time of each post file found valid, so a post is checked once per version of its file. */
const validPosts = new Map<string, number>();

/**
 * A post's problems, checked from its file, where a date is still what the writer typed
 * (src/content/front-matter.ts). onPreBootstrap and onCreateNode both ask; a file unchanged since it was found
 * valid is not read again.
 */
function postFileReport(file: string): string | undefined {
  const { mtimeMs } = fs.statSync(file);
  if (validPosts.get(file) === mtimeMs) return undefined;
  const report = postReport(file, fs.readFileSync(file, "utf8"));
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
  for (const name of fs.readdirSync(posts).filter((file) => file.endsWith(".mdx"))) {
    const report = postFileReport(path.join(posts, name));
    if (report) reporter.panicOnBuild(report);
  }
};

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, reporter }) => {
  const type = node.internal.type;
  if (!validatedTypes.includes(type)) return;
  const file = sourceFile(node, getNode);
  const report = type === "Mdx" && fs.existsSync(file) ? postFileReport(file) : nodeReport(type, node, file);
  if (report) reporter.panicOnBuild(report);
};

/** Unique slugs and ids, and pay against prices, need every node at once: pages are created once all is sourced. */
export const createPages: GatsbyNode["createPages"] = ({ getNodesByType, getNode, reporter }) => {
  const sourced = uniqueKeyTypes.flatMap((type) =>
    getNodesByType(type).map((node) => ({ type, node, file: sourceFile(node, getNode) })),
  );
  for (const report of duplicateErrors(sourced)) reporter.panicOnBuild(report);
  // Valid nodes by now (onCreateNode checked each against its declaration).
  const content = (type: string) => getNodesByType(type) as never[];
  for (const report of payContradictions(content("JobsJson"), content("ServicesJson"), content("AddOnsJson"))) {
    reporter.panicOnBuild(report);
  }
};
