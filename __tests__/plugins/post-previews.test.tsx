/**
 * The post components in the writers' editor (plugins/decap-admin/post-previews.ts): the script registers Figure,
 * Stat and CallToAction with Decap as editor components that find them in the posts as written, write them back
 * so the site reads the same, and preview them with the markup the site renders for the same text.
 */
import { execFileSync } from "child_process";
import fs from "fs";
import path from "path";
import matter from "gray-matter";
import { renderToStaticMarkup } from "react-dom/server";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import PostContent from "../../src/components/mdx/post-content";
import { compilePost } from "../../src/content/post-content";
import { postComponentNames, type PostNode, type PostProp } from "../../src/lib/post-tree";

const root = path.resolve(__dirname, "../..");

type Data = Record<string, string>;
type GetAsset = (src: string, field?: unknown) => unknown;
type EditorComponent = {
  id: string;
  label: string;
  fields: { name: string; label: string; widget: string; hint?: string; required?: boolean }[];
  pattern: RegExp;
  fromBlock: (match: RegExpExecArray) => Data;
  toBlock: (data: Data) => string;
  toPreview: (data: Data, getAsset: GetAsset, fields?: unknown) => string;
};

/** The script and stylesheet as the build makes them: the module loaded with tsx, in Node, as the plugin loads it. */
function built(): { script: string; css: string } {
  const program = `process.stdout.write(JSON.stringify(require("./plugins/decap-admin/post-previews.ts").postPreviews()))`;
  const output = execFileSync(process.execPath, [require.resolve("tsx/cli"), "--eval", program], {
    cwd: root,
    encoding: "utf8",
  });
  return JSON.parse(output) as { script: string; css: string };
}

const { script, css } = built();

/** What the script registers, run against a stand-in for Decap's window.CMS. */
function registrations(): Map<string, EditorComponent> {
  const registered = new Map<string, EditorComponent>();
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is text the browser runs, as here
  const run = new Function("CMS", script) as (cms: { registerEditorComponent: (c: EditorComponent) => void }) => void;
  run({ registerEditorComponent: (component) => registered.set(component.id, component) });
  return registered;
}
const components = registrations();
const component = (name: string) => components.get(name)!;

/** Decap anchors a pattern and tries it on the rest of the post from where a block starts. */
const find = (name: string, text: string) => component(name).pattern.exec(text);

/** Each post component in the posts, as written: found by MDX's own parser, not by the patterns under test. */
type Occurrence = { post: string; name: string; source: string };
type MdxNode = {
  type: string;
  name?: string;
  position?: { start: { offset?: number }; end: { offset?: number } };
  children?: MdxNode[];
};
function occurrences(): Occurrence[] {
  const found: Occurrence[] = [];
  for (const file of fs.readdirSync(path.join(root, "posts")).filter((name) => name.endsWith(".mdx"))) {
    const body = matter(fs.readFileSync(path.join(root, "posts", file), "utf8")).content;
    const walk = (node: MdxNode) => {
      if (node.type === "mdxJsxFlowElement" && (postComponentNames as readonly string[]).includes(node.name ?? "")) {
        found.push({
          post: file,
          name: node.name!,
          source: body.slice(node.position!.start.offset, node.position!.end.offset),
        });
      }
      node.children?.forEach(walk);
    };
    walk(unified().use(remarkParse).use(remarkMdx).parse(body) as MdxNode);
  }
  return found;
}
const inPosts = occurrences();
/** One occurrence of each component (the first the posts have), for the checks that need only one. */
const firstOf = (name: string) => inPosts.find((occurrence) => occurrence.name === name)!;

/** The post component's element as the site's build compiles the text. */
function compiled(source: string): [string, Record<string, PostProp> | null, ...PostNode[]] {
  const { nodes, errors } = compilePost(source);
  expect(errors).toEqual([]);
  const element = nodes.find(
    (node) => Array.isArray(node) && (postComponentNames as readonly string[]).includes(node[0]),
  );
  expect(element).toBeDefined();
  return element as [string, Record<string, PostProp> | null, ...PostNode[]];
}

/** The sanitizer Decap's Markdown preview passes its HTML through: the copy its Markdown widget loads. */
const sanitizer = (() => {
  const from = (id: string, dir: string) => path.dirname(require.resolve(`${id}/package.json`, { paths: [dir] }));
  const markdownWidget = ["decap-cms", "decap-cms-app", "decap-cms-widget-markdown"].reduce(
    (dir, id) => from(id, dir),
    root,
  );
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- found where Decap finds it, not by this site's name
  return require(require.resolve("dompurify", { paths: [markdownWidget] })) as { sanitize: (html: string) => string };
})();

const ASSET_URL = "blob:http://localhost/4f1c-chart";
const getAsset = jest.fn<unknown, Parameters<GetAsset>>(() => ({ toString: () => ASSET_URL }));

/** The site's HTML for a post's text: compiled by the build, rendered by the post template's component. */
function siteHtml(source: string): string {
  const [, props] = compiled(source);
  const src = typeof props?.src === "string" ? props.src.replace(/^\.\//, "") : "";
  const image = {
    layout: "constrained" as const,
    width: 672,
    height: 403,
    images: { fallback: { src: ASSET_URL }, sources: [] },
  };
  const figures = src ? [{ relativePath: src, childImageSharp: { gatsbyImageData: image } }] : [];
  return renderToStaticMarkup(<PostContent nodes={compilePost(source).nodes} figures={figures} />);
}

const parse = (html: string) => {
  const template = document.createElement("template");
  template.innerHTML = html;
  template.content.normalize();
  return template.content;
};

/** Markup as a reader meets it: elements, the attributes that carry meaning, and text (spacing aside). */
type Shape = string | [tag: string, attributes: Record<string, string>, ...children: Shape[]];
const MEANINGFUL = ["alt", "href", "aria-hidden"];
function shape(node: Node): Shape[] {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = (node.textContent ?? "").replace(/\s+/g, " ").trim();
    return text ? [text] : [];
  }
  const children = Array.from(node.childNodes).flatMap(shape);
  if (!(node instanceof Element)) return children;
  const attributes = Object.fromEntries(
    MEANINGFUL.filter((name) => node.hasAttribute(name)).map((name) => [name, node.getAttribute(name)!]),
  );
  return [[node.tagName.toLowerCase(), attributes, ...children]];
}

describe("the post components in the editor", () => {
  it("registers each post component under its name, with a field for each attribute the posts give it", () => {
    expect([...components.keys()].sort()).toEqual([...postComponentNames].sort());
    for (const { name, source } of inPosts) {
      const fieldNames = component(name).fields.map((field) => field.name);
      expect(Object.keys(compiled(source)[1] ?? {}).filter((prop) => !fieldNames.includes(prop))).toEqual([]);
    }
    for (const { fields } of components.values()) {
      for (const field of fields)
        expect(field).toEqual(expect.objectContaining({ label: expect.any(String), hint: expect.any(String) }));
    }
  });

  it("has each component in the posts to test with", () => {
    for (const name of postComponentNames) expect(firstOf(name)).toBeDefined();
  });

  it("has patterns Decap can use: anchored to the block's start, without the multiline flag", () => {
    for (const { pattern } of components.values()) {
      expect(pattern.source.startsWith("^")).toBe(true);
      expect(pattern.flags).not.toMatch(/[mgy]/);
    }
  });

  it.each(inPosts.map((occurrence) => [`${occurrence.name} in ${occurrence.post}`, occurrence] as const))(
    "finds %s, reads its attributes as the site does, and writes it back so the site reads the same",
    (_, { name, source }) => {
      // Decap tries a pattern on the rest of the text from the block's start.
      const match = find(name, `${source}\n\nThe next paragraph.\n`);
      expect(match?.[0]).toBe(source);
      const data = component(name).fromBlock(match!);
      const [, props, ...children] = compiled(source);
      expect(Object.fromEntries(Object.entries(data).filter(([key]) => key !== "body"))).toEqual(props);
      if (name === "CallToAction") expect(children.length).toBeGreaterThan(0);

      const written = component(name).toBlock(data);
      expect(compilePost(written).nodes).toEqual(compilePost(source).nodes);
      expect(component(name).fromBlock(find(name, written)!)).toEqual(data);
    },
  );

  it("writes each component back as CONTENT.md shows it: attributes in double quotes, the text indented", () => {
    const guide = fs.readFileSync(path.join(root, "CONTENT.md"), "utf8");
    const examples = [...guide.matchAll(/```mdx\n(<(\w+)[\s\S]*?)\n```/g)].filter(([, , name]) => components.has(name));
    expect(examples.map(([, , name]) => name).sort()).toEqual(expect.arrayContaining([...postComponentNames].sort()));
    for (const [, example, name] of examples) {
      const match = find(name, example);
      expect(match?.[0]).toBe(example);
      expect(component(name).toBlock(component(name).fromBlock(match!))).toBe(example);
    }
  });

  it.each(postComponentNames.map((name) => [name]))(
    "finds %s with its attributes on one line or on several",
    (name) => {
      const data = component(name).fromBlock(find(name, firstOf(name).source)!);
      const written = component(name).toBlock(data);
      const [, open, rest] = /^(<\w+[^>]*?)(\s*\/?>[\s\S]*)$/.exec(written)!;
      const attributes = [...open.matchAll(/\s+(\w+="[^"]*")/g)].map(([, attribute]) => attribute);
      const forms = [
        `<${name} ${attributes.join(" ")}${rest}`,
        `<${name}\n${attributes.map((attribute) => `  ${attribute}`).join("\n")}\n${rest.trimStart()}`,
      ];
      for (const form of forms) {
        expect(find(name, `${form}\n\nMore text.`)?.[0]).toBe(form);
        expect(component(name).fromBlock(find(name, form)!)).toEqual(data);
        expect(compilePost(form).nodes).toEqual(compilePost(written).nodes);
      }
    },
  );

  /** The posts' components, and each with what the posts happen not to use: a stat's source, a band's Markdown. */
  function previewCases(): [string, string, Data][] {
    const dataOf = (name: string) => component(name).fromBlock(find(name, firstOf(name).source)!);
    const { source: _, ...stat } = dataOf("Stat");
    const band = dataOf("CallToAction");
    const variants: [string, Data][] = [
      ["Stat", { ...stat, source: "Vedha client data, 2025" }],
      ["Stat", stat],
      [
        "CallToAction",
        {
          ...band,
          body: "One **bold** and *leaning* word, `code`,\nand [a link](/contact/).\n\nA _second_ paragraph.",
        },
      ],
      ["CallToAction", { ...band, body: "" }],
    ];
    return [
      ...inPosts.map(({ name, post, source }): [string, string, Data] => [
        `${name} in ${post}`,
        name,
        component(name).fromBlock(find(name, source)!),
      ]),
      ...variants.map(([name, data]): [string, string, Data] => [`${name} ${JSON.stringify(data)}`, name, data]),
    ];
  }

  it.each(previewCases())("previews %s with the markup and text the site renders for it", (_, name, data) => {
    const preview = parse(component(name).toPreview(data, getAsset, undefined));
    const site = parse(siteHtml(component(name).toBlock(data)));
    expect(shape(preview)).toEqual(shape(site));
    // Spacing as a screen reader reads it: a stat's number and label are one sentence.
    const spaced = (node: DocumentFragment) => (node.textContent ?? "").replace(/\s+/g, " ").trim();
    expect(spaced(preview)).toBe(spaced(site));
  });

  it.each(previewCases())("previews %s with markup that Decap's sanitizer leaves as it is", (_, name, data) => {
    const html = component(name).toPreview(data, () => "/media/chart.png", undefined);
    const serialized = (markup: string) => {
      const container = document.createElement("div");
      container.append(parse(markup));
      return container.innerHTML;
    };
    expect(serialized(sanitizer.sanitize(html))).toBe(serialized(html));
  });

  it("shows the writer's image in Figure's preview, by the URL the editor gives for it", () => {
    getAsset.mockClear();
    const data = component("Figure").fromBlock(find("Figure", firstOf("Figure").source)!);
    const preview = parse(component("Figure").toPreview(data, getAsset, undefined));
    expect(getAsset).toHaveBeenCalledWith(data.src, undefined);
    const image = preview.querySelector("picture img")!;
    expect(image.getAttribute("src")).toBe(ASSET_URL);
    expect(image.getAttribute("alt")).toBe(data.alt);
  });

  it("names the call to action's band by its heading, a different id for each", () => {
    const data = component("CallToAction").fromBlock(find("CallToAction", firstOf("CallToAction").source)!);
    const ids = [1, 2].map(() => {
      const band = parse(component("CallToAction").toPreview(data, getAsset)).querySelector("aside")!;
      expect(band.querySelector("h2")!.id).toBe(band.getAttribute("aria-labelledby"));
      return band.getAttribute("aria-labelledby");
    });
    expect(new Set(ids).size).toBe(2);
  });

  it("shows what the writer typed as text, never as markup, and writes it back so the site reads the same", () => {
    const typed = `<img src=x onerror="alert(1)"> & "quoted" {{label}} &amp;`;
    for (const name of postComponentNames) {
      const { fields } = component(name);
      const data = Object.fromEntries(fields.map((field) => [field.name, field.name === "to" ? "/contact/" : typed]));
      const preview = parse(component(name).toPreview(data, getAsset));
      expect(preview.querySelectorAll("[onerror], script")).toHaveLength(0);
      expect(
        Array.from(preview.querySelectorAll("img")).filter((image) => image.getAttribute("src") === "x"),
      ).toHaveLength(0);
      expect(preview.textContent).toContain(typed);

      // A call to action's text is MDX in the post, where "<" and "{" are syntax: only its attributes here.
      const writable = "body" in data ? { ...data, body: "Plain text." } : data;
      const written = component(name).toBlock(writable);
      const [, props] = compiled(written);
      for (const field of fields.filter((field) => field.name !== "body"))
        expect(props?.[field.name]).toBe(data[field.name]);
      expect(component(name).fromBlock(find(name, written)!)).toEqual(writable);
    }
    const figure = parse(component("Figure").toPreview({ src: "x", alt: typed, caption: typed }, getAsset));
    expect(figure.querySelector("picture img")!.getAttribute("alt")).toBe(typed);
  });

  it("gives the preview a stylesheet with a rule for every class its markup uses", () => {
    for (const { name, source } of inPosts) {
      const preview = parse(component(name).toPreview(component(name).fromBlock(find(name, source)!), getAsset));
      const classes = Array.from(preview.querySelectorAll("[class]")).flatMap((element) =>
        Array.from(element.classList),
      );
      expect(classes.length).toBeGreaterThan(0);
      for (const name of classes) expect(css).toContain(`.${name}`);
    }
  });
});
