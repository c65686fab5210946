import readingTime from "reading-time";

/** Average adult reading speed for non-fiction on screen. */
export const WORDS_PER_MINUTE = 200;

/** Minutes to read a post's MDX source ("N min read"), rounded up, at least 1. Code, tags and link targets do not count. */
export function readTime(mdxSource: string): number {
  const prose = mdxSource
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\]\([^)]*\)/g, "] ");
  return Math.max(1, Math.ceil(readingTime(prose, { wordsPerMinute: WORDS_PER_MINUTE }).minutes));
}
