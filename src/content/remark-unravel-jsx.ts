/**
 * MDX's rule for JSX on lines of its own: a paragraph holding nothing but JSX elements or {…} expressions (and the
 * whitespace between them) is replaced by them, so `<Callout>…</Callout>` alone on a line is not wrapped in a
 * <p>. @mdx-js/mdx applies it inside its compiler without exporting it; posts are read as gatsby-plugin-mdx reads
 * them, so this is the same rule.
 */
type Node = { type: string; value?: string; children?: Node[] };

const FLOW: Record<string, string> = {
  mdxJsxTextElement: "mdxJsxFlowElement",
  mdxTextExpression: "mdxFlowExpression",
};

const isBlank = (node: Node) => node.type === "text" && /^[\t\r\n ]+$/.test(node.value ?? "");

function unravel(node: Node): Node[] {
  if (!node.children) return [node];
  const children = node.children.flatMap(unravel);
  if (node.type === "paragraph") {
    const kept = children.filter((child) => !isBlank(child));
    if (kept.length > 0 && kept.every((child) => child.type in FLOW)) {
      return kept.map((child) => ({ ...child, type: FLOW[child.type] }));
    }
  }
  return [{ ...node, children }];
}

export default function remarkUnravelJsx() {
  return (tree: Node) => {
    tree.children = tree.children?.flatMap(unravel);
  };
}
