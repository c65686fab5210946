/**
 * The content we ship passes the same checks the build applies, and its facts agree with each other
 * (one source for every fact).
 */
import fs from "fs";
import path from "path";
import matter from "gray-matter";
import { contentErrors, postErrors } from "../../src/content/validate-node";
import { contentTypes } from "../../src/content/types";
import { compilePost } from "../../src/content/post-content";
import services from "../../data/services.json";
import testimonials from "../../data/testimonials.json";
import faqs from "../../data/faqs.json";
import options from "../../data/options.json";

const root = path.resolve(__dirname, "../..");
const asNode = (item: Record<string, unknown>) => {
  const { id, ...rest } = item;
  return id === undefined ? rest : { ...rest, jsonId: id };
};

/** Each data file and the type gatsby-transformer-json gives its nodes (gatsby-config.ts): site-config → SiteConfigJson. */
const dataFiles = fs
  .readdirSync(path.join(root, "data"))
  .filter((file) => file.endsWith(".json"))
  .map((file) => {
    const declared = contentTypes.find(({ type }) => type.toLowerCase() === file.replace(/\W/g, ""));
    return [file, declared?.type] as const;
  });

it("every data file has a declared type, and every declared type but posts a data file", () => {
  expect(dataFiles.filter(([, type]) => type === undefined)).toEqual([]);
  expect(contentTypes.map(({ type }) => type).sort()).toEqual([...dataFiles.map(([, type]) => type), "Mdx"].sort());
});

describe.each(dataFiles)("data/%s", (file, type) => {
  const data: unknown = JSON.parse(fs.readFileSync(path.join(root, "data", file), "utf8"));
  const items = (Array.isArray(data) ? data : [data]) as Record<string, unknown>[];
  it.each(items.map((item, index) => [index, item]))(`entry %i is a valid ${type}`, (_index, item) => {
    expect(contentErrors(type!, asNode(item), path.join(root, "data", file))).toEqual([]);
  });
});

describe("blog posts", () => {
  const files = fs.readdirSync(path.join(root, "posts")).filter((file) => file.endsWith(".mdx"));

  it.each(files)("%s has valid front matter and figures, and a slug equal to its file name", (file) => {
    const source = fs.readFileSync(path.join(root, "posts", file), "utf8");
    const { data } = matter(source);
    expect(postErrors(path.join(root, "posts", file), source)).toEqual([]);
    expect(`${data.slug}.mdx`).toBe(file);
  });

  it.each(files)("%s compiles, using no component but the post components", (file) => {
    const { content } = matter(fs.readFileSync(path.join(root, "posts", file), "utf8"));
    expect(compilePost(content)).toEqual({ nodes: expect.any(Array), errors: [] });
  });
});

describe("facts that several pages show", () => {
  it("every testimonial is about a service that exists", () => {
    const slugs = services.map((service) => service.slug);
    for (const testimonial of testimonials) expect(slugs).toContain(testimonial.service);
  });

  it("every FAQ category has an FAQ: /faq/ offers each as a filter", () => {
    for (const { value } of options.faqCategories) {
      expect([value, faqs.some((faq) => faq.category === value)]).toEqual([value, true]);
    }
  });
});
