type CardFragment = Queries.BlogCardPostFragment;

/**
 * A post as its card shows it (the BlogCardPost fragment of src/components/blog/blog-card.tsx). A search result has
 * no cover: the search index leaves images out to stay small.
 */
export type BlogCardPost = Omit<CardFragment, "frontmatter"> & {
  frontmatter: Omit<CardFragment["frontmatter"], "image"> & { image?: CardFragment["frontmatter"]["image"] };
};

/** Where the build writes the blog's search index (gatsby-node) and where the blog fetches it from. */
export const SEARCH_INDEX_PATH = "/blog/search-index.json";

/**
 * One post in the index: [slug, title, excerpt, tags, category, YYYY-MM-DD, minutes to read], newest first.
 * An array, not an object: at 5,000 posts the key names alone would be a fifth of the file.
 */
export type SearchEntry = [string, string, string, string[], string, string, number];

/** A post's entry in the index: what its search result shows and what the search matches (title, excerpt, tags). */
export function searchEntry({ frontmatter: post, fields }: BlogCardPost): SearchEntry {
  return [post.slug, post.title, post.excerpt, [...post.tags], post.category, post.isoDate, fields.readTime];
}

/** An index entry as a card: everything but the cover, which the index leaves out to stay small. */
export function searchCard([slug, title, excerpt, tags, category, isoDate, readTime]: SearchEntry): BlogCardPost {
  return {
    id: slug,
    fields: { readTime },
    frontmatter: { slug, title, excerpt, tags, category, isoDate },
  };
}
