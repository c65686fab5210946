/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";
import { contentErrors } from "../../src/content/validate-node";
import { onCreateNode } from "../../gatsby-node";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
fs.mkdirSync(path.join(dir, "images"));
fs.writeFileSync(path.join(dir, "images", "cover.png"), "");
const postFile = path.join(dir, "my-post.mdx");

const frontmatter = {
  title: "Reducing claim denials",
  excerpt: "Five fixes.",
  date: "2026-05-01",
  category: "Revenue Cycle",
  tags: ["Billing"],
  image: "./images/cover.png",
  imageAlt: "Abstract chart",
  author: { name: "Angela Brooks", title: "Director", image: "./images/cover.png" },
  slug: "reducing-claim-denials",
};

const post = (changes: Record<string, unknown>) => ({ frontmatter: { ...frontmatter, ...changes } });

describe("contentErrors for a blog post", () => {
  it("accepts a valid post", () => {
    expect(contentErrors("Mdx", post({}), postFile)).toEqual([]);
  });

  it("names the field and the allowed categories for an unknown category", () => {
    const [error] = contentErrors("Mdx", post({ category: "Gossip" }), postFile);
    expect(error).toMatch(/field "category" must be one of: .*EHR Optimization.*Revenue Cycle/);
  });

  it("rejects a date that is not a date", () => {
    expect(contentErrors("Mdx", post({ date: "sometime in May" }), postFile)).toEqual([
      expect.stringMatching(/field "date" must be a date written YYYY-MM-DD/),
    ]);
    expect(contentErrors("Mdx", post({ date: "2026-02-31" }), postFile)).toHaveLength(1);
  });

  it("says which field is missing", () => {
    const { title: _title, ...withoutTitle } = frontmatter;
    expect(contentErrors("Mdx", { frontmatter: withoutTitle }, postFile)).toEqual(['field "title" is missing']);
  });

  it("rejects a slug that is not a URL segment", () => {
    expect(contentErrors("Mdx", post({ slug: "Reducing Claim Denials!" }), postFile)[0]).toMatch(/field "slug" must be a URL segment/);
  });

  it("rejects an image file that does not exist", () => {
    expect(contentErrors("Mdx", post({ image: "./images/missing.png" }), postFile)).toEqual([
      'field "image" names ./images/missing.png, but no such file exists next to my-post.mdx',
    ]);
  });
});

describe("contentErrors for a service", () => {
  it("rejects a service without a slug", () => {
    const errors = contentErrors("ServicesJson", { title: "EHR" }, path.join(dir, "services.json"));
    expect(errors).toContain('field "slug" is missing');
  });
});

describe("onCreateNode", () => {
  it("fails the build with the file and the field when a post is invalid", () => {
    const reporter = { panicOnBuild: jest.fn() };
    const createNodeField = jest.fn();
    const node = { id: "1", internal: { type: "Mdx", contentFilePath: postFile }, body: "Hello", ...post({ category: "Gossip" }) };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a partial Gatsby API object
    onCreateNode!({ node, getNode: () => undefined, actions: { createNodeField }, reporter } as any, {} as any, () => {});
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringMatching(/Content error in .*my-post\.mdx:\n {2}- field "category" must be one of/));
  });

  it("adds the read time to a valid post", () => {
    const reporter = { panicOnBuild: jest.fn() };
    const createNodeField = jest.fn();
    const node = { id: "2", internal: { type: "Mdx", contentFilePath: postFile }, body: "word ".repeat(450), ...post({}) };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a partial Gatsby API object
    onCreateNode!({ node, getNode: () => undefined, actions: { createNodeField }, reporter } as any, {} as any, () => {});
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(createNodeField).toHaveBeenCalledWith({ node, name: "readTime", value: 3 });
  });
});
