#!/usr/bin/env tsx
// Starts a blog post: posts/<slug>.mdx with complete front matter dated today, and a placeholder cover
// (drawn by tools/make-artwork.mjs) so the post builds at once. See "Add a post" in CONTENT.md.
//
// Usage: npm run new-post -- "Post title" [--category "Revenue Cycle"] [--author "Kevin Osei"]
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { readFrontMatter } from "../src/content/front-matter";
import slugify from "slugify";
import { blogCategories, slugPattern } from "../src/content/schemas";
import { localIsoDate } from "../src/lib/dates";

type Author = { name: string; title: string; image: string };
type NewPostOptions = { title: string; root: string; category?: string; author?: string; date?: Date };

/** A mistake in the command line: printed without a stack trace, exit code 1, nothing written. */
export class NewPostError extends Error {}

/**
 * Who can write a post: authors of existing posts (newest first), then the team in data/team.json, whose
 * portraits live in data/images/ and are named relative to the post file.
 */
function knownAuthors(root: string): Author[] {
  const posts = path.join(root, "posts");
  const fromPosts = fs
    .readdirSync(posts)
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => readFrontMatter(fs.readFileSync(path.join(posts, file), "utf8")))
    .flatMap((fm) => ("data" in fm ? [fm.data as { date?: string; author?: Author }] : []))
    .sort((a, b) => String(b.date).localeCompare(String(a.date)))
    .flatMap((fm) => (fm.author ? [fm.author] : []));
  const teamFile = path.join(root, "data", "team.json");
  const team: Author[] = fs.existsSync(teamFile)
    ? (JSON.parse(fs.readFileSync(teamFile, "utf8")) as Author[]).map((member) => ({
        ...member,
        image: path
          .relative(posts, path.join(root, "data", member.image))
          .split(path.sep)
          .join("/"),
      }))
    : [];
  const all = [...fromPosts, ...team];
  return all.filter((author, index) => all.findIndex((other) => other.name === author.name) === index);
}

function chooseAuthor(root: string, name?: string): Author {
  const authors = knownAuthors(root);
  const author =
    name === undefined ? authors[0] : authors.find((known) => known.name.toLowerCase() === name.toLowerCase());
  if (author) return author;
  if (authors.length === 0) throw new NewPostError("No author to credit: add the team to data/team.json first.");
  throw new NewPostError(`Unknown author "${name}". Choose one of: ${authors.map((known) => known.name).join(", ")}.`);
}

function chooseCategory(name?: string): string {
  if (name === undefined) return blogCategories[0];
  const category = blogCategories.find((known) => known.toLowerCase() === name.toLowerCase());
  if (!category) throw new NewPostError(`Unknown category "${name}". Choose one of: ${blogCategories.join(", ")}.`);
  return category;
}

const quoted = (text: string) => JSON.stringify(text);

function postSource(title: string, slug: string, category: string, author: Author, date: string): string {
  return `---
title: ${quoted(title)}
# One or two sentences for the blog list, search results and social previews.
excerpt: "Replace this with one or two sentences that tell the reader what they will learn."
# YYYY-MM-DD. The blog lists the newest post first.
date: ${date}
# One of: ${blogCategories.join(", ")}
category: ${quoted(category)}
# Two to five topics, each in quotes.
tags: ["${category}"]
# The cover: a 1200x630 PNG or JPG next to this post. This placeholder was drawn for you; replace the file.
image: "./images/${slug}.png"
# What the cover shows, for people who cannot see it.
imageAlt: "Abstract illustration in the site's colours"
author:
  name: ${quoted(author.name)}
  title: ${quoted(author.title)}
  image: ${quoted(author.image)}
# The address: /blog/${slug}/. Lower-case letters, digits and hyphens; keep it equal to the file name.
slug: "${slug}"
---

Replace this paragraph with your opening: who the post is for and what they will take away.

## A first heading

Write in Markdown: **bold**, [links to a page](/services/), lists and quotes. The site components below are
examples; change their text or delete them (CONTENT.md explains each one).

<Stat figure="38%" label="fewer denied claims in the first 90 days" source="Replace with your source" />

<Figure src="./images/${slug}.png" alt="Describe what the image shows" caption="Replace with a caption that says why the image matters." />

<CallToAction heading="Want help putting this into practice?" to="/consultation/" label="Book a free consultation">
  Replace with one or two sentences that invite the reader to act.
</CallToAction>
`;
}

/** Writes the post and its placeholder cover; returns the files written. Throws NewPostError, writing nothing, on bad input. */
export function createPost({ title, root, category, author, date = new Date() }: NewPostOptions): {
  post: string;
  image: string;
} {
  const slug = slugify(title, { lower: true, strict: true });
  if (!slugPattern.test(slug))
    throw new NewPostError('Give the post a title, e.g. npm run new-post -- "Five ways to cut claim denials"');
  const post = path.join(root, "posts", `${slug}.mdx`);
  const image = path.join(root, "posts", "images", `${slug}.png`);
  if (fs.existsSync(post))
    throw new NewPostError(`posts/${slug}.mdx already exists: choose another title, or edit that post.`);
  const source = postSource(
    title.trim(),
    slug,
    chooseCategory(category),
    chooseAuthor(root, author),
    localIsoDate(date),
  );
  fs.writeFileSync(post, source, { flag: "wx" });
  // make-artwork draws every referenced image that is missing: here, the new cover.
  execFileSync(process.execPath, [path.join(__dirname, "..", "tools", "make-artwork.mjs"), "--root", root], {
    stdio: "ignore",
  });
  return { post, image };
}

export const USAGE = `Usage: npm run new-post -- "<title>" [--category <category>] [--author "<name>"]
Writes posts/<slug>.mdx, with complete front matter and an example of each post component, and its placeholder cover.
  --category  one of: ${blogCategories.join(", ")} (${blogCategories[0]} when left out)
  --author    the author of a post or a member of data/team.json, by name (the newest post's author when left out)`;

/** The command line as createPost's options, or a request for the usage. Throws NewPostError on an unknown option. */
export function parseCommandLine(
  args: string[],
): { help: true } | { title: string; category?: string; author?: string } {
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { category: { type: "string" }, author: { type: "string" }, help: { type: "boolean", short: "h" } },
    });
    const { help, ...choices } = values;
    return help ? { help: true } : { title: positionals.join(" "), ...choices };
  } catch (error) {
    // node:util's own message names the option; the usage says what there is.
    throw new NewPostError(`${(error as Error).message}\n\n${USAGE}`);
  }
}

if (require.main === module) {
  const root = path.resolve(__dirname, "..");
  try {
    const command = parseCommandLine(process.argv.slice(2));
    if ("help" in command) {
      console.log(USAGE);
    } else {
      const { post, image } = createPost({ ...command, root });
      console.log(`Wrote ${path.relative(root, post)} and its placeholder cover ${path.relative(root, image)}.`);
      console.log(
        "Next: edit the front matter and text, replace the cover, then preview with npm run develop (see CONTENT.md).",
      );
    }
  } catch (error) {
    if (!(error instanceof NewPostError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
