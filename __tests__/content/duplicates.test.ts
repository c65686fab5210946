import path from "path";
import { duplicateErrors } from "../../src/content/duplicates";

const root = path.resolve(__dirname, "../..");
const posts = (name: string) => path.join(root, "posts", name);
const data = (name: string) => path.join(root, "data", name);
const postNode = (slug: string) => ({ frontmatter: { slug } });

describe("duplicateErrors", () => {
  it("names the second post and the file that already has its slug", () => {
    expect(
      duplicateErrors([
        { type: "Mdx", file: posts("a.mdx"), node: postNode("claim-denials") },
        { type: "Mdx", file: posts("b.mdx"), node: postNode("other") },
        { type: "Mdx", file: posts("c.mdx"), node: postNode("claim-denials") },
      ]),
    ).toEqual([
      'Content error in posts/c.mdx:\n  - field "slug" is "claim-denials", which posts/a.mdx already uses: every post needs its own slug',
    ]);
  });

  it("two services with one slug", () => {
    const file = data("services.json");
    expect(
      duplicateErrors([
        { type: "ServicesJson", file, node: { slug: "medical-coding" } },
        { type: "ServicesJson", file, node: { slug: "medical-coding" } },
      ]),
    ).toEqual([
      'Content error in data/services.json:\n  - field "slug" is "medical-coding", which another entry in data/services.json already uses: every service needs its own slug',
    ]);
  });

  it("two entries of a collection with one id, called id as in the JSON file", () => {
    const file = data("jobs.json");
    expect(
      duplicateErrors([
        { type: "JobsJson", file, node: { jsonId: "medical-biller" } },
        { type: "JobsJson", file, node: { jsonId: "medical-biller" } },
      ]),
    ).toEqual([
      'Content error in data/jobs.json:\n  - field "id" is "medical-biller", which another entry in data/jobs.json already uses: every job needs its own id',
    ]);
  });

  it("allows one value in different collections, and distinct values in one", () => {
    expect(
      duplicateErrors([
        { type: "FaqsJson", file: data("faqs.json"), node: { jsonId: "virtual-scribes" } },
        { type: "TestimonialsJson", file: data("testimonials.json"), node: { jsonId: "virtual-scribes" } },
        { type: "ServicesJson", file: data("services.json"), node: { slug: "virtual-scribes" } },
        { type: "Mdx", file: posts("virtual-scribes.mdx"), node: postNode("virtual-scribes") },
        { type: "FaqsJson", file: data("faqs.json"), node: { jsonId: "billing" } },
      ]),
    ).toEqual([]);
  });
});
