/** schema.org JSON-LD of a blog post (src/templates/blog-post.tsx). */
import { absoluteUrl, type Json } from "./structured-data";

type BlogPostingInput = {
  title: string;
  excerpt: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  author: { name: string; title: string };
  /** Root-relative or absolute URL of the cover image. */
  image: string;
  /** The post's path, e.g. /blog/ehr-click-burden/. */
  pathname: string;
  category: string;
  tags: readonly string[];
};

/** A blog post, published by the site's Organization (referenced by its @id, which PageHead always adds). */
export function blogPosting(siteUrl: string, post: BlogPostingInput): Json {
  const url = absoluteUrl(siteUrl, post.pathname);
  return {
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    author: { "@type": "Person", name: post.author.name, jobTitle: post.author.title },
    image: absoluteUrl(siteUrl, post.image),
    publisher: { "@id": `${siteUrl}/#organization` },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    articleSection: post.category,
    keywords: post.tags.join(", "),
  };
}
