/**
 * A content type, declared once (one file in ./types/): its fields with their descriptions and rules. The GraphQL
 * types (./type-defs.ts), the checks of each sourced node (./validate-node.ts) and of unique keys (./duplicates.ts)
 * are all read from it.
 */
import type * as v from "valibot";

export type ContentType = {
  /** The node type, e.g. ServicesJson (gatsby-transformer-json names it after the file: data/services.json). */
  type: string;
  /** What one node is, for GraphiQL. */
  description: string;
  /** The node's fields: what the writer writes, and fields marked built() that the build fills in. */
  fields: v.ObjectSchema<v.ObjectEntries, undefined>;
  /** The field that holds what the writer wrote, when that is not the node itself (a post's front matter). */
  writtenIn?: string;
  /** A field of what the writer wrote that no two nodes may share, and what one node is called in the message. */
  unique?: { field: string; noun: string };
};

/** Declares a content type; typed, so that an editor checks the declaration as it is written. */
export function defineContentType(declaration: ContentType): ContentType {
  return declaration;
}
