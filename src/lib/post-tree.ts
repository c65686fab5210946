/**
 * A post's text as the build hands it to the page: the MDX compiled at build time (src/content/post-content.ts) to plain
 * data, which src/components/mdx/post-content.tsx renders. This file has no dependencies, so the browser can
 * share its types and names.
 */

/** The site components a post can use without importing them (src/components/mdx/mdx-components.ts). */
export const postComponentNames = ["CallToAction", "Figure", "Stat"] as const;

export type PostComponentName = (typeof postComponentNames)[number];

/** A prop as the build writes it: text, true for an attribute without a value, or a number. */
export type PostProp = string | number | boolean;

/** An element: its HTML tag or post component name, its props (null when it has none), then its children. */
type PostElement = [type: string, props: Record<string, PostProp> | null, ...children: PostNode[]];

/** Text, or an element. */
export type PostNode = string | PostElement;
