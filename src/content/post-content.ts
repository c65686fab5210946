/**
 * Compiles a post's MDX to data (src/lib/post-tree.ts) once, when the post is sourced. The post template renders that
 * data, so every post shares one page component: gatsby-plugin-mdx's own way makes each post a page component of
 * its own, compiled by webpack into a script of its own, which made builds grow by a bundle per post and put a
 * line per post into the script map of every page.
 *
 * The text is read as gatsby-plugin-mdx reads it (MDX 2: remark-mdx, MDX's unravelling of JSX-only
 * paragraphs (./remark-unravel-jsx.ts), remark-unwrap-images), so posts render as they did. What a post may contain is what CONTENT.md
 * says: Markdown, HTML elements, and the post components with text attributes. JavaScript (import, export,
 * {expressions}) is refused with the line it is on; {/* comments *\/} are allowed.
 */
import fs from "fs";
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkMdx from "remark-mdx";
import remarkRehype from "remark-rehype";
import remarkUnwrapImages from "remark-unwrap-images";
import { find, hastToReact, html } from "property-information";
import { postComponentNames, type PostNode, type PostProp } from "../lib/post-tree";
import remarkUnravelJsx from "./remark-unravel-jsx";

/** The parts of the syntax trees read here (hast with MDX's nodes passed through). */
type Position = { start: { line: number } };
type Attribute = { type: string; name?: string; value?: unknown };
type TreeNode = {
  type: string;
  position?: Position;
  value?: string;
  tagName?: string;
  name?: string | null;
  properties?: Record<string, unknown>;
  attributes?: Attribute[];
  children?: TreeNode[];
  data?: { estree?: { body: unknown[] } };
};

export type PostContent = { nodes: PostNode[]; errors: string[] };

const MDX_NODES = ["mdxJsxFlowElement", "mdxJsxTextElement", "mdxFlowExpression", "mdxTextExpression", "mdxjsEsm"];

const processor = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkUnravelJsx)
  .use(remarkUnwrapImages)
  .use(remarkRehype, { allowDangerousHtml: true, passThrough: MDX_NODES });

const COMPONENTS = postComponentNames.join(", ").replace(/, (\w+)$/, " and $1");
const SEE = "see “Site components in a post” in CONTENT.md";

/**
 * @param body the post's text after its front matter
 * @param firstLine the file's line number of the body's first line, so messages name the file's lines
 */
export function compilePost(body: string, firstLine = 1): PostContent {
  const errors: string[] = [];
  const at = (node: TreeNode) => `line ${(node.position?.start.line ?? 1) + firstLine - 1}`;

  function props(node: TreeNode): Record<string, PostProp> | null {
    const result: Record<string, PostProp> = {};
    if (node.type === "element") {
      // Markdown's elements: hast property names become React's, as MDX writes them (hast-util-to-estree).
      for (const [key, value] of Object.entries(node.properties ?? {})) {
        if (value === undefined || value === null || value === false) continue;
        const info = find(html, key);
        const name = info.space ? (hastToReact[info.property] ?? info.property) : info.attribute;
        result[name] = Array.isArray(value) ? value.join(info.commaSeparated ? ", " : " ") : (value as PostProp);
      }
    } else {
      // Elements written as JSX keep their attribute names, as in MDX; values must be text (or none: true).
      const tag = `<${node.name}>`;
      for (const attribute of node.attributes ?? []) {
        if (
          attribute.type !== "mdxJsxAttribute" ||
          (attribute.value !== null && attribute.value !== undefined && typeof attribute.value !== "string")
        ) {
          errors.push(
            `${at(node)}: ${tag} has an attribute written with {…}: write every attribute as text in double quotes, e.g. label="Book a call" (${SEE})`,
          );
        } else if (attribute.name === "style") {
          errors.push(
            `${at(node)}: ${tag} has a style attribute: posts take their look from the site; use a post component instead (${SEE})`,
          );
        } else {
          result[attribute.name ?? ""] = attribute.value ?? true;
        }
      }
    }
    return Object.keys(result).length > 0 ? result : null;
  }

  function convert(node: TreeNode): PostNode[] {
    const children = () => (node.children ?? []).flatMap(convert);
    switch (node.type) {
      case "root":
        return children();
      case "text":
        return node.value ? [node.value] : [];
      case "element":
        return [[node.tagName ?? "div", props(node), ...children()]];
      case "mdxJsxFlowElement":
      case "mdxJsxTextElement": {
        if (!node.name) return children(); // <>…</>
        // A post component, or an HTML tag (lower case): React cannot render <Chart>, <chart.Bar> or <svg:rect>.
        if (
          !(postComponentNames as readonly string[]).includes(node.name) &&
          !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(node.name)
        ) {
          errors.push(`${at(node)}: <${node.name}> is not a post component: posts can use ${COMPONENTS} (${SEE})`);
          return [];
        }
        return [[node.name, props(node), ...children()]];
      }
      case "mdxFlowExpression":
      case "mdxTextExpression":
        // {/* a comment */} is an expression with nothing but a comment in it.
        if (node.data?.estree && node.data.estree.body.length === 0) return [];
        errors.push(
          `${at(node)}: {…} runs JavaScript, which posts cannot use: write the text itself; a comment is written {/* like this */} (${SEE})`,
        );
        return [];
      case "mdxjsEsm":
        errors.push(`${at(node)}: posts cannot import or export: ${COMPONENTS} need no import (${SEE})`);
        return [];
      default:
        return [];
    }
  }

  let tree: TreeNode;
  try {
    tree = processor.runSync(processor.parse(body)) as TreeNode;
  } catch (error) {
    // MDX syntax errors (an unclosed tag, a stray "<" or "{") say where they are: in `line`, or for a tag left
    // open only at the end of their text, as "(3:1-3:28)".
    const { line, reason, message } = error as { line?: number | null; reason?: string; message: string };
    const text = reason ?? message;
    const place = /\s*\((\d+):\d+(?:-\d+:\d+)?\)$/.exec(text);
    const where = line ?? (place ? Number(place[1]) : undefined);
    return {
      nodes: [],
      errors: [`${where ? `line ${where + firstLine - 1}: ` : ""}${place ? text.slice(0, place.index) : text}`],
    };
  }
  const nodes = convert(tree);
  return errors.length > 0 ? { nodes: [], errors } : { nodes, errors };
}

/** The line of its file that a post's body (its text after the front matter, as gatsby-plugin-mdx gives it) starts on. */
export function bodyLine(file: string, body: string): number {
  const source = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : body;
  return source.endsWith(body) ? source.slice(0, source.length - body.length).split("\n").length : 1;
}
