/**
 * `npm run new-post` in a scratch project: the post it writes passes the build's content checks at once.
 */
import fs from "fs";
import os from "os";
import path from "path";
import matter from "gray-matter";
import { createPost, NewPostError, parseCommandLine, USAGE } from "../../scripts/new-post";
import { postErrors } from "../../src/content/validate-node";
import { compilePost } from "../../src/content/post-content";
import { readFrontMatter } from "../../src/content/front-matter";
import options from "../../data/options.json";
import team from "../../data/team.json";

const repo = path.resolve(__dirname, "../..");
let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "new-post-"));
  fs.mkdirSync(path.join(root, "posts", "images"), { recursive: true });
  fs.mkdirSync(path.join(root, "data", "images", "team"), { recursive: true });
  fs.copyFileSync(path.join(repo, "data", "team.json"), path.join(root, "data", "team.json"));
  for (const file of fs.readdirSync(path.join(repo, "data", "images", "team"))) {
    fs.copyFileSync(path.join(repo, "data", "images", "team", file), path.join(root, "data", "images", "team", file));
  }
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

// The scratch project has the site's team and no posts: its authors are data/team.json's, in order.
const categories = options.blogCategories.map((option) => option.value);
const [firstMember] = team;
const lastMember = team.at(-1)!;

const frontMatterOf = (file: string) => {
  const fm = readFrontMatter(fs.readFileSync(file, "utf8"));
  if ("error" in fm) throw new Error(fm.error);
  return fm.data;
};

describe("createPost", () => {
  it("writes a post with valid front matter dated today, and its cover", () => {
    const { post, image } = createPost({
      title: "  Five Ways to Cut Claim Denials!  ",
      root,
      date: new Date(2026, 6, 21),
    });
    expect(post).toBe(path.join(root, "posts", "five-ways-to-cut-claim-denials.mdx"));
    expect(postErrors(post, fs.readFileSync(post, "utf8"))).toEqual([]);
    // Its text, with an example of each post component, compiles as the build compiles it.
    const text = compilePost(matter(fs.readFileSync(post, "utf8")).content);
    expect(text.errors).toEqual([]);
    expect(text.nodes.flatMap((node) => (Array.isArray(node) && /^[A-Z]/.test(node[0]) ? [node[0]] : []))).toEqual([
      "Stat",
      "Figure",
      "CallToAction",
    ]);
    expect(frontMatterOf(post)).toMatchObject({
      title: "Five Ways to Cut Claim Denials!",
      date: "2026-07-21",
      category: categories[0],
      slug: "five-ways-to-cut-claim-denials",
      image: "./images/five-ways-to-cut-claim-denials.png",
      author: { name: firstMember.name, image: `../data/${firstMember.image}` },
    });
    // A real PNG, not an empty placeholder: sharp can read it and it has the cover's size.
    expect(fs.readFileSync(image).subarray(1, 4).toString()).toBe("PNG");
  });

  it("takes a category and an author by name, in any case", () => {
    const category = categories.at(-1)!;
    const { post } = createPost({
      title: "HIPAA basics",
      root,
      category: category.toLowerCase(),
      author: lastMember.name.toUpperCase(),
    });
    expect(frontMatterOf(post)).toMatchObject({ category, author: { name: lastMember.name, title: lastMember.title } });
    expect(postErrors(post, fs.readFileSync(post, "utf8"))).toEqual([]);
  });

  it("refuses a title whose post exists, and leaves that post alone", () => {
    const { post } = createPost({ title: "HIPAA basics", root });
    fs.writeFileSync(post, "edited");
    expect(() => createPost({ title: "Hipaa Basics", root })).toThrow(
      new NewPostError("posts/hipaa-basics.mdx already exists: choose another title, or edit that post."),
    );
    expect(fs.readFileSync(post, "utf8")).toBe("edited");
  });

  it.each(["", "   ", "!!!"])("refuses the title %j, writing nothing", (title) => {
    expect(() => createPost({ title, root })).toThrow(
      new NewPostError('Give the post a title, e.g. npm run new-post -- "Five ways to cut claim denials"'),
    );
    expect(fs.readdirSync(path.join(root, "posts"))).toEqual(["images"]);
  });

  it("refuses an unknown category or author, naming the allowed ones", () => {
    expect(() => createPost({ title: "A", root, category: "Gossip" })).toThrow(
      `Unknown category "Gossip". Choose one of: ${categories.join(", ")}.`,
    );
    expect(() => createPost({ title: "A", root, author: "Nobody" })).toThrow(
      `Unknown author "Nobody". Choose one of: ${team.map((member) => member.name).join(", ")}.`,
    );
    expect(fs.readdirSync(path.join(root, "posts"))).toEqual(["images"]);
  });
});

describe("parseCommandLine", () => {
  it("reads the title's words and the options", () => {
    expect(parseCommandLine(["HIPAA", "basics", "--category", "Compliance", "--author", "Kevin Osei"])).toEqual({
      title: "HIPAA basics",
      category: "Compliance",
      author: "Kevin Osei",
    });
  });

  it("answers --help and -h with the usage", () => {
    expect(parseCommandLine(["--help"])).toEqual({ help: true });
    expect(parseCommandLine(["-h"])).toEqual({ help: true });
  });

  it("refuses an unknown option or one without its value, with the usage", () => {
    for (const args of [
      ["A", "--tag", "x"],
      ["A", "--category"],
    ]) {
      expect(() => parseCommandLine(args)).toThrow(NewPostError);
      expect(() => parseCommandLine(args)).toThrow(USAGE);
    }
  });
});
