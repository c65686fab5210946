/**
 * Checks one sourced content node and says, in words a writer understands, what is wrong with it:
 * the file, the field, and what is allowed. gatsby-node fails the build with these messages.
 */
import fs from "fs";
import path from "path";
import * as v from "valibot";
import { faqSchema, jobSchema, postFrontmatterSchema, serviceSchema, testimonialSchema } from "./schemas";

type Rule = {
  schema?: v.GenericSchema;
  /** Dotted paths of fields that name an image file relative to the content file. */
  images: string[];
  /** The part of the node that holds the writer's fields. */
  fields?: (node: Record<string, unknown>) => unknown;
};

const rules: Record<string, Rule> = {
  ServicesJson: { schema: serviceSchema, images: ["heroImage"] },
  TestimonialsJson: { schema: testimonialSchema, images: ["image"] },
  FaqsJson: { schema: faqSchema, images: [] },
  JobsJson: { schema: jobSchema, images: [] },
  TeamJson: { images: ["image"] },
  ClientLogosJson: { images: ["logo"] },
  SiteConfigJson: { images: ["logo.image"] },
  Mdx: { schema: postFrontmatterSchema, images: ["image", "author.image"], fields: (node) => node.frontmatter },
};

export const validatedTypes = Object.keys(rules);

function valueAt(data: unknown, dotted: string): unknown {
  return dotted.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data);
}

/**
 * @param type the node's GraphQL type, e.g. ServicesJson or Mdx
 * @param node the node as Gatsby created it
 * @param file the content file's absolute path
 * @returns one message per problem; empty when the node is valid
 */
export function contentErrors(type: string, node: Record<string, unknown>, file: string): string[] {
  const rule = rules[type];
  if (!rule) return [];
  const data = rule.fields ? rule.fields(node) : node;
  const errors: string[] = [];
  if (rule.schema) {
    const result = v.safeParse(rule.schema, data ?? {});
    for (const issue of result.issues ?? []) {
      const field = v.getDotPath(issue) ?? "(the whole entry)";
      const message = issue.kind === "schema" && issue.received === "undefined" ? "is missing" : issue.message;
      errors.push(`field "${field}" ${message}`);
    }
  }
  for (const field of rule.images) {
    const image = valueAt(data, field);
    if (typeof image === "string" && !fs.existsSync(path.resolve(path.dirname(file), image))) {
      errors.push(`field "${field}" names ${image}, but no such file exists next to ${path.basename(file)}`);
    } else if (image === undefined && !rule.schema) {
      errors.push(`field "${field}" is missing`);
    }
  }
  return errors;
}
