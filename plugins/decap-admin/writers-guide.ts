/**
 * The writers' guide (CONTENT.md) as a page of /admin/, so that every build, and the editor's sign-in, links to
 * the guide of the content it was built from: Markdown with GitHub's tables, headings with GitHub's ids (the guide
 * links to its own sections), and its screenshots beside it.
 */
import fs from "fs";
import path from "path";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

const root = path.resolve(__dirname, "../..");

/** The guide's page name in /admin/. */
export const GUIDE_PAGE = "writers-guide.html";

/**
 * The guide's body as HTML, and the images it shows by their names in /admin/, with their files: its screenshots
 * (docs/images/ in the repository) sit beside the guide's page.
 */
export function writersGuide(): { html: string; images: Map<string, string> } {
  const images = new Map<string, string>();
  const markdown = fs
    .readFileSync(path.join(root, "CONTENT.md"), "utf8")
    .replace(/\]\(docs\/images\/([\w.-]+)\)/g, (_link, name: string) => {
      images.set(name, path.join(root, "docs", "images", name));
      return `](${name})`;
    });
  const html = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(rehypeStringify)
    .processSync(markdown);
  return { html: String(html), images };
}
