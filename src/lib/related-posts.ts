/** How many related posts a post page shows. */
const RELATED_POSTS_LIMIT = 3;

/**
 * The posts to suggest after a post: others in its category first (newest first), then the latest posts,
 * without repeats. Both lists come from the page query and already leave out the post itself.
 */
function relatedPosts<T extends { id: string }>(
  sameCategory: readonly T[],
  latest: readonly T[],
  limit = RELATED_POSTS_LIMIT,
): T[] {
  const seen = new Set<string>();
  const picked: T[] = [];
  for (const post of [...sameCategory, ...latest]) {
    if (picked.length === limit) break;
    if (seen.has(post.id)) continue;
    seen.add(post.id);
    picked.push(post);
  }
  return picked;
}

/**
 * Every post's related posts, by id, as relatedPosts picks them, from all posts newest first. gatsby-node works
 * them out once and gives each post page their ids, so the page's query reads those few posts and no list of all
 * posts: Gatsby then re-runs it only when one of them changes, not every post page's query whenever any post does.
 */
export function relatedPostIds<T extends { id: string; category: string }>(
  postsNewestFirst: readonly T[],
  limit = RELATED_POSTS_LIMIT,
): Map<string, string[]> {
  const byCategory = new Map<string, T[]>();
  for (const post of postsNewestFirst) {
    if (!byCategory.has(post.category)) byCategory.set(post.category, []);
    byCategory.get(post.category)?.push(post);
  }
  return new Map(
    postsNewestFirst.map((post) => {
      // The newest `limit` others: the first limit + 1 posts of a list, less the post itself.
      const newest = (list: readonly T[]) =>
        list
          .slice(0, limit + 1)
          .filter((other) => other.id !== post.id)
          .slice(0, limit);
      const related = relatedPosts(newest(byCategory.get(post.category) ?? []), newest(postsNewestFirst), limit);
      return [post.id, related.map((other) => other.id)];
    }),
  );
}
