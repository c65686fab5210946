/** Average adult reading speed for non-fiction on screen. */
export const WORDS_PER_MINUTE = 200;

/** Minutes to read a post's MDX source, rounded up, at least 1. Code, tags and link targets do not count. */
export function readTime(mdxSource: string): number {
  const prose = mdxSource
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\]\([^)]*\)/g, "] ");
  const words = prose.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  return Math.max(1, Math.ceil(words.length / WORDS_PER_MINUTE));
}
