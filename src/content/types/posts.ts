import * as v from "valibot";
import { defineContentType } from "../content-type";
import {
  blogCategories,
  built,
  date,
  image,
  objectType,
  oneOf,
  prose,
  slug,
  text,
  texts,
  wholeNumber,
} from "../schemas";

const author = objectType("PostAuthor", "The writer of a post.", {
  name: v.pipe(text, v.description("Full name, e.g. Dana Whitfield.")),
  title: v.pipe(text, v.description("Job title, e.g. Director of Revenue Cycle.")),
  image: v.pipe(image, v.description("Portrait, relative to the post file.")),
});

/** Checked from the post file, as the writer typed it (../front-matter.ts): a date there is still text. */
const frontMatter = objectType(
  "MdxFrontmatter",
  "A post's front matter: what the writer fills in at the top of the file.",
  {
    title: v.pipe(text, v.description("Headline (h1) of the post and its card, and the page title.")),
    excerpt: v.pipe(prose, v.description("One or two sentences shown on cards and in search results.")),
    date: v.pipe(date, v.description("Publication date, YYYY-MM-DD.")),
    category: v.pipe(
      oneOf(blogCategories),
      v.description("One of the blog categories in data/options.json (not All)."),
    ),
    tags: v.pipe(texts(), v.description("Topics, shown under the post and matched by the blog search.")),
    image: v.pipe(image, v.description("Cover image, relative to the post file, e.g. ./images/{slug}.png (1200x630).")),
    imageAlt: v.pipe(text, v.description("Alternative text of the cover image: what it shows.")),
    author: v.pipe(author, v.description("Who wrote the post, shown in its byline.")),
    slug: v.pipe(slug, v.description("URL segment: the post lives at /blog/{slug}/.")),
  },
);

/** What gatsby-node's onCreateNode adds to a post. */
const computed = objectType("MdxFields", "Fields computed from a post when it is sourced.", {
  readTime: v.pipe(
    wholeNumber,
    v.description("Estimated minutes to read, from the word count (200 words a minute), at least 1."),
  ),
  content: v.pipe(
    v.unknown(),
    v.metadata({ graphqlType: "JSON" }),
    v.description(
      "The post's text, compiled from its MDX when it is sourced (src/content/post-content.ts): a list of nodes, each a string of text or an element [type, props or null, ...children], where type is an HTML tag or a post component (CallToAction, Figure, Stat). The post template renders it.",
    ),
  ),
});

export default defineContentType({
  type: "Mdx",
  description:
    "A blog post: an MDX file in posts/, shown at /blog/{slug}/, in the blog list, the RSS feed and the sitemap.",
  writtenIn: "frontmatter",
  unique: { field: "slug", noun: "post" },
  fields: v.object({
    frontmatter: v.pipe(
      frontMatter,
      v.description("The fields between the --- lines at the top of the file (see CONTENT.md)."),
    ),
    fields: v.pipe(built(computed), v.description("Fields the build computes from the post.")),
    body: v.pipe(
      built(v.string()),
      v.description(
        "The post's text after its front matter, as written (MDX); pages render fields.content, compiled from it.",
      ),
    ),
  }),
});
