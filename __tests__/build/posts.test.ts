/**
 * Reads the production build in public/: post pages show the post components their MDX uses, and every post is
 * the same page component with its text as data (src/content/post-content.ts), so the scripts of the site do not
 * grow with the blog.
 */
import fs from "fs";
import path from "path";
import { scriptFiles } from "../../src/lib/scripts-after-paint";
import { postRoutes } from "../support/site-routes";

const root = path.resolve(__dirname, "../..");
const publicDir = path.join(root, "public");
const html = (route: string) => fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8");
const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
/** The text attributes of each <Name …> tag in a post file, as the writer typed them. */
const tags = (source: string, name: string) =>
  [...source.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "g"))].map((match) =>
    Object.fromEntries([...match[1].matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value])),
  );

/** A writer's text as a regular expression that matches it literally. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const postFile = (route: string) => path.join(root, "posts", `${route.split("/")[2]}.mdx`);

describe.each(postRoutes.map(([route]) => route))("%s", (route) => {
  const source = fs.readFileSync(postFile(route), "utf8");
  const page = decode(html(route));

  it("shows each <Figure> as an optimised picture with its alt text and caption", () => {
    for (const { alt, caption } of tags(source, "Figure")) {
      const figure = new RegExp(
        `<figure[^>]*>(?:(?!</figure>)[\\s\\S])*alt="${literal(alt)}"(?:(?!</figure>)[\\s\\S])*</figure>`,
      ).exec(page)?.[0];
      expect(figure).toContain('type="image/avif"');
      expect(figure).toContain(`<figcaption class="css-`);
      expect(figure).toContain(`>${caption}</figcaption>`);
    }
  });

  it("shows each <Stat> as one paragraph: figure, label and source", () => {
    for (const { figure, label, source: from } of tags(source, "Stat")) {
      expect(page.replace(/<[^>]+>/g, "")).toContain(`${figure} ${label}${from ? ` Source: ${from}` : ""}`);
    }
  });

  it("shows each <CallToAction> as a region named by its heading, with its link", () => {
    const regions = [...page.matchAll(/<aside aria-labelledby="([^"]+)"[^>]*>([\s\S]*?)<\/aside>/g)];
    const actions = tags(source, "CallToAction");
    expect(regions).toHaveLength(actions.length);
    actions.forEach(({ heading, to, label }, index) => {
      const [, id, region] = regions[index];
      expect(region).toMatch(new RegExp(`<h2 id="${id}"[^>]*>${literal(heading)}</h2>`));
      expect(region).toMatch(new RegExp(`<a [^>]*href="${literal(to)}"[^>]*>${literal(label)}`));
    });
  });
});

describe("every post page", () => {
  const scripts = (route: string) => scriptFiles(html(route));
  const chunkMapping = (route: string) =>
    JSON.parse(JSON.parse(/window\.___chunkMapping=("(?:[^"\\]|\\.)*")/.exec(html(route))![1]) as string) as Record<
      string,
      string[]
    >;

  it("is the one post template: the same scripts and one entry in the script map, however many posts there are", () => {
    const [first, ...others] = postRoutes.map(([route]) => route);
    for (const route of others) expect(scripts(route)).toEqual(scripts(first));
    const postComponents = Object.keys(chunkMapping(first)).filter(
      (name) => name.includes("blog-post") || name.includes("posts-"),
    );
    expect(postComponents).toEqual(["component---src-templates-blog-post-tsx"]);
  });

  it("gets its text from its page data, not from a script of its own", () => {
    for (const [route] of postRoutes) {
      const data = JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", route, "page-data.json"), "utf8")) as {
        componentChunkName: string;
        result: { data: { mdx: { fields: { content: unknown[] } } } };
      };
      expect(data.componentChunkName).toBe("component---src-templates-blog-post-tsx");
      expect(data.result.data.mdx.fields.content.length).toBeGreaterThan(5);
    }
  });
});
