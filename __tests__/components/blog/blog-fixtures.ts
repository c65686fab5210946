// Card data as the BlogCardPost fragment returns it, built from the real posts in posts/ (front matter read
// the way gatsby-plugin-mdx reads it), plus made-up posts where a test needs more than the site has.
import fs from "fs";
import path from "path";
import matter from "gray-matter";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import options from "../../../data/options.json";

export type CardPost = Queries.BlogCardPostFragment;

export const categories = options.blogCategories.map((option) => option.value);

const postsDir = path.resolve(__dirname, "../../../posts");

const imageData = (src: string): IGatsbyImageData => ({
  layout: "constrained",
  width: 720,
  height: 405,
  images: { fallback: { src } },
});

type CardInput = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  isoDate: string;
  readTime?: number;
};

export function cardPost({ slug, title, excerpt, category, tags, isoDate, readTime = 5 }: CardInput): CardPost {
  return {
    id: `mdx-${slug}`,
    fields: { readTime },
    frontmatter: {
      title,
      excerpt,
      slug,
      category,
      tags,
      isoDate,
      image: { childImageSharp: { gatsbyImageData: imageData(`/${slug}.png`) } },
    },
  };
}

/** The site's posts, newest first, as the blog page query returns them. */
export function realPosts(): CardPost[] {
  return fs
    .readdirSync(postsDir)
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => {
      const { data } = matter(fs.readFileSync(path.join(postsDir, file), "utf8"));
      const isoDate = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date);
      return cardPost({
        slug: data.slug,
        title: data.title,
        excerpt: data.excerpt,
        category: data.category,
        tags: data.tags,
        isoDate,
      });
    })
    .sort((a, b) => b.frontmatter.isoDate.localeCompare(a.frontmatter.isoDate));
}

/** `count` posts titled "Article 1" … in the given category (default: the first blog category), newest first. */
export function manyPosts(count: number, category = categories[0]): CardPost[] {
  return Array.from({ length: count }, (_, i) =>
    cardPost({
      slug: `article-${i + 1}`,
      title: `Article ${i + 1}`,
      excerpt: `Excerpt of article ${i + 1}.`,
      category,
      tags: ["First tag", "Second tag", "Third tag", "Fourth tag"],
      isoDate: `2026-01-${String(28 - i).padStart(2, "0")}`,
    }),
  );
}
