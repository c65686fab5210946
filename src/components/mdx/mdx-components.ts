import type { ComponentType } from "react";
import type { PostComponentName } from "../../lib/post-tree";
import CallToAction from "./call-to-action";
import Figure from "./figure";
import Stat from "./stat";

/**
 * The components every post can use without importing them (documented in CONTENT.md). Their names are listed
 * once, in src/lib/post-tree.ts, which the build checks posts against; this map must have exactly those.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each component takes its own props, written in the post
export const mdxComponents: Record<PostComponentName, ComponentType<any>> = { CallToAction, Figure, Stat };
