/**
 * The messages a writer sees when content is wrong: each names the file (and the entry of a JSON collection),
 * the field, and what is allowed. The fixtures live in the real posts/ and data/ folders so that image paths
 * resolve as they do in the build; the files themselves are never written.
 */
import fs from "fs";
import path from "path";
import matter from "gray-matter";
import type { GatsbyNode } from "gatsby";
import { contentErrors, nodeReport, postReport } from "../../src/content/validate-node";
import { onCreateNode as compilePosts } from "../../gatsby-node";
import { onCreateNode as checkContent } from "../../plugins/content-checks/gatsby-node";
import services from "../../data/services.json";
import testimonials from "../../data/testimonials.json";
import jobs from "../../data/jobs.json";
import faqs from "../../data/faqs.json";
import team from "../../data/team.json";
import siteConfig from "../../data/site-config.json";
import options from "../../data/options.json";

const root = path.resolve(__dirname, "../..");
const postFile = path.join(root, "posts", "my-post.mdx");
const dataFile = (name: string) => path.join(root, "data", name);
/** gatsby-transformer-json's node for a JSON entry: its "id" becomes jsonId. */
const asNode = ({ id, ...rest }: Record<string, unknown>) => (id === undefined ? rest : { ...rest, jsonId: id });

/** A post of the site, for images that exist: its cover and its author's portrait. */
const postsDir = path.join(root, "posts");
const realPost = matter(
  fs.readFileSync(
    path.join(
      postsDir,
      fs.readdirSync(postsDir).find((file) => file.endsWith(".mdx"))!,
    ),
    "utf8",
  ),
).data as { image: string; author: { image: string } };

const frontmatter = {
  title: "Reducing claim denials",
  excerpt: "Five fixes.",
  date: "2026-05-01",
  category: options.blogCategories[0].value,
  tags: ["Billing"],
  image: realPost.image,
  imageAlt: "Abstract chart",
  author: { name: "Marcus Ellison", title: "Director of Revenue Cycle", image: realPost.author.image },
  slug: "reducing-claim-denials",
};

const post = (changes: Record<string, unknown>) => ({ frontmatter: { ...frontmatter, ...changes } });
const postMessage = (changes: Record<string, unknown>) => nodeReport("Mdx", post(changes), postFile);
/** The categories of data/options.json as a message lists them. */
const allowed = (categories: { value: string }[]) => categories.map((category) => category.value).join(", ");

/** A post file as a writer saves it: YAML front matter between --- lines, then the text. */
const postSource = (yaml: string) => `---\n${yaml}\n---\n\nHello.\n`;
const validYaml = `title: "Reducing claim denials"
excerpt: "Five fixes."
date: 2026-05-01
category: "${frontmatter.category}"
tags: ["Billing"]
image: "${frontmatter.image}"
imageAlt: "Abstract chart"
author:
  name: "Marcus Ellison"
  title: "Director of Revenue Cycle"
  image: "${frontmatter.author.image}"
slug: "reducing-claim-denials"`;

describe("a valid post", () => {
  it("has no errors, as a node or as a file", () => {
    expect(contentErrors("Mdx", post({}), postFile)).toEqual([]);
    expect(postReport(postFile, postSource(validYaml))).toBeUndefined();
  });
});

describe("unknown category", () => {
  it("lists the blog categories for a post", () => {
    expect(postMessage({ category: "Gossip" })).toBe(
      `Content error in posts/my-post.mdx:\n  - field "category" must be one of: ${allowed(options.blogCategories)} (found "Gossip")`,
    );
  });

  it("lists the FAQ categories for an FAQ", () => {
    expect(nodeReport("FaqsJson", asNode({ ...faqs[0], category: "Billing" }), dataFile("faqs.json"))).toBe(
      `Content error in data/faqs.json, entry "${faqs[0].id}":\n` +
        `  - field "category" must be one of: ${allowed(options.faqCategories)} (found "Billing")`,
    );
  });
});

describe("missing image file", () => {
  it("post cover", () => {
    expect(postMessage({ image: "./images/missing.png" })).toBe(
      "Content error in posts/my-post.mdx:\n" +
        '  - field "image" names ./images/missing.png, but there is no such file: add the image as posts/images/missing.png or correct the path',
    );
  });

  it("author portrait", () => {
    expect(postMessage({ author: { ...frontmatter.author, image: "./images/authors/nobody.png" } })).toBe(
      "Content error in posts/my-post.mdx:\n" +
        '  - field "author.image" names ./images/authors/nobody.png, but there is no such file: add the image as posts/images/authors/nobody.png or correct the path',
    );
  });

  it("service hero", () => {
    expect(
      nodeReport(
        "ServicesJson",
        { ...services[0], heroImage: "images/services/nothing.png" },
        dataFile("services.json"),
      ),
    ).toBe(
      `Content error in data/services.json, entry "${services[0].slug}":\n` +
        '  - field "heroImage" names images/services/nothing.png, but there is no such file: add the image as data/images/services/nothing.png or correct the path',
    );
  });

  it("testimonial photo", () => {
    expect(
      nodeReport(
        "TestimonialsJson",
        asNode({ ...testimonials[0], image: "images/testimonials/x.jpg" }),
        dataFile("testimonials.json"),
      ),
    ).toBe(
      `Content error in data/testimonials.json, entry "${testimonials[0].id}":\n` +
        '  - field "image" names images/testimonials/x.jpg, but there is no such file: add the image as data/images/testimonials/x.jpg or correct the path',
    );
  });

  it("team portrait and the site logo, in a nested field", () => {
    expect(nodeReport("TeamJson", { ...team[0], image: "images/team/nobody.png" }, dataFile("team.json"))).toBe(
      `Content error in data/team.json, entry "${team[0].name}":\n` +
        '  - field "image" names images/team/nobody.png, but there is no such file: add the image as data/images/team/nobody.png or correct the path',
    );
    const logo = { ...siteConfig.logo, image: "images/nothing.png" };
    expect(nodeReport("SiteConfigJson", { ...siteConfig, logo }, dataFile("site-config.json"))).toBe(
      "Content error in data/site-config.json:\n" +
        '  - field "logo.image" names images/nothing.png, but there is no such file: add the image as data/images/nothing.png or correct the path',
    );
  });

  it.each(["We will call you.", "We will call you at {phone} or {mobile}."])(
    "a consultation call sentence without {phone}, or with another placeholder: %p",
    (sentence) => {
      const contact = { ...siteConfig.contact, consultationCall: sentence };
      expect(nodeReport("SiteConfigJson", { ...siteConfig, contact }, dataFile("site-config.json"))).toBe(
        "Content error in data/site-config.json:\n" +
          `  - field "contact.consultationCall" must name {phone}, which stands for the number the booker gave, and no other {…} (found "${sentence}")`,
      );
    },
  );

  it("a site config that drops a claim the pages pick by id, or gives two claims one id", () => {
    const claims = siteConfig.claims.filter((claim) => claim.id !== "years");
    expect(nodeReport("SiteConfigJson", { ...siteConfig, claims }, dataFile("site-config.json"))).toMatch(
      /field "claims" must keep a claim of each id the pages show \(.*\); missing: years/,
    );
    const twice = [...siteConfig.claims, { ...siteConfig.claims[0], label: "Another" }];
    expect(nodeReport("SiteConfigJson", { ...siteConfig, claims: twice }, dataFile("site-config.json"))).toMatch(
      /field "claims" must give each claim an id of its own/,
    );
  });

  it("an image field that is not an image file", () => {
    expect(postMessage({ image: "./images/cover.gif" })).toBe(
      'Content error in posts/my-post.mdx:\n  - field "image" must name a .png, .jpg, .webp or .avif file (found "./images/cover.gif")',
    );
  });
});

describe("malformed date", () => {
  const dateError = (found: string) =>
    `Content error in posts/my-post.mdx:\n  - field "date" must be a real date written YYYY-MM-DD, e.g. 2026-07-21 (found "${found}")`;

  it.each(["2026-13-01", "2026-02-30", "next Tuesday", "21/07/2026"])("%s in a post file, quoted or not", (date) => {
    expect(postReport(postFile, postSource(validYaml.replace("date: 2026-05-01", `date: ${date}`)))).toBe(
      dateError(date),
    );
    expect(postReport(postFile, postSource(validYaml.replace("date: 2026-05-01", `date: "${date}"`)))).toBe(
      dateError(date),
    );
  });

  it("a job's posted date", () => {
    expect(nodeReport("JobsJson", asNode({ ...jobs[0], posted: "2026-02-30" }), dataFile("jobs.json"))).toBe(
      `Content error in data/jobs.json, entry "${jobs[0].id}":\n` +
        '  - field "posted" must be a real date written YYYY-MM-DD, e.g. 2026-07-21 (found "2026-02-30")',
    );
  });
});

describe("job without requirements", () => {
  const where = `Content error in data/jobs.json, entry "${jobs[0].id}":\n`;

  it("missing", () => {
    const { requirements: _requirements, ...job } = jobs[0];
    expect(nodeReport("JobsJson", asNode(job), dataFile("jobs.json"))).toBe(
      `${where}  - field "requirements" is missing`,
    );
  });

  it("an empty list", () => {
    expect(nodeReport("JobsJson", asNode({ ...jobs[0], requirements: [] }), dataFile("jobs.json"))).toBe(
      `${where}  - field "requirements" needs at least one entry`,
    );
  });

  it("an empty line in the list", () => {
    expect(nodeReport("JobsJson", asNode({ ...jobs[0], requirements: ["  "] }), dataFile("jobs.json"))).toBe(
      `${where}  - field "requirements.0" must not be empty (found "")`,
    );
  });
});

describe("service slug that is not a URL segment", () => {
  const slugError = (slug: string) =>
    `Content error in data/services.json, entry "${slug}":\n` +
    '  - field "slug" must be a URL segment: lower-case letters a-z, digits and single hyphens between them (no spaces, capitals or slashes), ' +
    `e.g. ehr-emr-support (found "${slug}")`;

  it.each(["ehr support", "EHR-Support", "ehr/support", "ehr-support-", "ehr--support"])("%s", (slug) => {
    expect(nodeReport("ServicesJson", { ...services[0], slug }, dataFile("services.json"))).toBe(slugError(slug));
  });

  it("an id in a collection is checked the same way and called id, as in the JSON file", () => {
    expect(nodeReport("JobsJson", asNode({ ...jobs[0], id: "Remote Scribe" }), dataFile("jobs.json"))).toBe(
      'Content error in data/jobs.json, entry "Remote Scribe":\n' +
        '  - field "id" must be a URL segment: lower-case letters a-z, digits and single hyphens between them (no spaces, capitals or slashes), ' +
        'e.g. ehr-emr-support (found "Remote Scribe")',
    );
  });
});

describe("other problems in a post", () => {
  it("says which field is missing", () => {
    const { title: _title, ...withoutTitle } = frontmatter;
    expect(nodeReport("Mdx", { frontmatter: withoutTitle }, postFile)).toBe(
      'Content error in posts/my-post.mdx:\n  - field "title" is missing',
    );
  });

  it("lists every problem, one a line", () => {
    expect(postMessage({ tags: [], slug: "My Post" })).toBe(
      "Content error in posts/my-post.mdx:\n" +
        '  - field "tags" needs at least one entry\n' +
        '  - field "slug" must be a URL segment: lower-case letters a-z, digits and single hyphens between them (no spaces, capitals or slashes), ' +
        'e.g. ehr-emr-support (found "My Post")',
    );
  });

  it("a file without front matter", () => {
    expect(postReport(postFile, "# Reducing claim denials\n\nHello.\n")).toBe(
      "Content error in posts/my-post.mdx:\n" +
        '  - has no front matter: the file must begin with a line "---", then the fields, then another "---" line (see “Add a post” in CONTENT.md)',
    );
  });

  it("front matter that is not YAML", () => {
    expect(
      postReport(postFile, postSource(validYaml.replace('tags: ["Billing"]', 'tags: ["Billing"\n  oops: 1'))),
    ).toBe(
      "Content error in posts/my-post.mdx:\n" +
        "  - has front matter that is not valid YAML on line 7: missed comma between flow collection entries. " +
        "Check the colons, quotes and indentation there; text containing a colon needs double quotes (see “Add a post” in CONTENT.md)",
    );
    expect(postReport(postFile, postSource(validYaml.replace("excerpt: ", "excerpt: Five fixes: ")))).toBe(
      "Content error in posts/my-post.mdx:\n" +
        "  - has front matter that is not valid YAML on line 3: incomplete explicit mapping pair; a key node is missed; or followed by a non-tabulated empty line. " +
        "Check the colons, quotes and indentation there; text containing a colon needs double quotes (see “Add a post” in CONTENT.md)",
    );
  });

  it("a front matter block that is never closed", () => {
    expect(postReport(postFile, `---\n${validYaml}\n\nHello.\n`)).toMatch(
      /^Content error in posts\/my-post\.mdx:\n {2}- has /,
    );
  });
});

describe("onCreateNode", () => {
  // The content checks (plugins/content-checks) and the site's own compiling of posts, in the order Gatsby runs them.
  const run = (node: Record<string, unknown>) => {
    const reporter = { panicOnBuild: jest.fn() };
    const createNodeField = jest.fn();

    // The parts of Gatsby's API that onCreateNode uses.
    type Args = Parameters<NonNullable<GatsbyNode["onCreateNode"]>>;
    const args = { node, getNode: () => undefined, actions: { createNodeField }, reporter } as unknown as Args[0];
    for (const onCreateNode of [checkContent!, compilePosts!]) void onCreateNode(args, {} as Args[1], () => {});
    return { reporter, createNodeField };
  };

  it("fails the build with the file and the field when a post is invalid", () => {
    const { reporter } = run({
      id: "1",
      internal: { type: "Mdx", contentFilePath: postFile },
      body: "Hello",
      ...post({ category: "Gossip" }),
    });
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(postMessage({ category: "Gossip" }));
  });

  it("adds the read time and the compiled text to a valid post", () => {
    const node = {
      id: "2",
      internal: { type: "Mdx", contentFilePath: postFile },
      body: "word ".repeat(450),
      ...post({}),
    };
    const { reporter, createNodeField } = run(node);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(createNodeField).toHaveBeenCalledWith({ node, name: "readTime", value: 3 });
    expect(createNodeField).toHaveBeenCalledWith({
      node,
      name: "content",
      value: [["p", null, "word ".repeat(449) + "word"]],
    });
  });

  it("fails the build with the file and the line when a post's text cannot be compiled", () => {
    const node = {
      id: "3",
      internal: { type: "Mdx", contentFilePath: postFile },
      body: "Hello.\n\n<Chart />\n",
      ...post({}),
    };
    const { reporter } = run(node);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      "Content error in posts/my-post.mdx:\n  - line 3: <Chart> is not a post component: posts can use CallToAction, Figure and Stat (see “Site components in a post” in CONTENT.md)",
    );
  });
});
