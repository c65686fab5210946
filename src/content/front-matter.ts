/**
 * Reads a post's front matter the way the content checks need it. gatsby-plugin-mdx parses YAML with its
 * timestamp type, which quietly turns an impossible date into a real one (2026-13-01 becomes 2027-01-01);
 * YAML's core schema keeps the date as the text the writer typed, so the post's declaration (./types/posts.ts) can reject it.
 */
import matter from "gray-matter";
import yaml from "js-yaml";

export type FrontMatter = { data: Record<string, unknown> } | { error: string };

const HOW = "see “Add a post” in CONTENT.md";

export function readFrontMatter(source: string): FrontMatter {
  if (!/^---\r?\n/.test(source)) {
    return {
      error: `has no front matter: the file must begin with a line "---", then the fields, then another "---" line (${HOW})`,
    };
  }
  try {
    const { data } = matter(source, {
      engines: { yaml: (text: string) => yaml.load(text, { schema: yaml.CORE_SCHEMA }) as object },
    });
    if (data === null || typeof data !== "object" || Array.isArray(data) || Object.keys(data).length === 0) {
      return { error: `has an empty front matter block or one without its closing "---" line (${HOW})` };
    }
    return { data };
  } catch (error) {
    if (!(error instanceof yaml.YAMLException)) throw error;
    // gray-matter hands over the text from the end of the opening "---", so js-yaml's line 0 is the file's line 1.
    const { reason, mark } = error as yaml.YAMLException & { reason: string; mark?: { line: number } };
    const line = mark ? ` on line ${mark.line + 1}` : "";
    return {
      error: `has front matter that is not valid YAML${line}: ${reason}. Check the colons, quotes and indentation there; text containing a colon needs double quotes (${HOW})`,
    };
  }
}
