import CallToAction from "./call-to-action";
import Figure from "./figure";
import Stat from "./stat";

/** The components every post can use without importing them (documented in CONTENT.md). */
export const mdxComponents = { CallToAction, Figure, Stat };
