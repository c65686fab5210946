/** How many related posts a post page shows. */
export const RELATED_POSTS_LIMIT = 3;

/**
 * The posts to suggest after a post: others in its category first (newest first), then the latest posts,
 * without repeats. Both lists come from the page query and already leave out the post itself.
 */
export function relatedPosts<T extends { id: string }>(sameCategory: readonly T[], latest: readonly T[], limit = RELATED_POSTS_LIMIT): T[] {
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
