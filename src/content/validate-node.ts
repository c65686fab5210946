/**
 * Checks one sourced content node against its declaration (./types/) and says, in words a writer understands,
 * what is wrong with it: the file, the field, and what is allowed. The build fails with these messages.
 */
import fs from "fs";
import path from "path";
import * as v from "valibot";
import type { ContentType } from "./content-type";
import { jsonSchemaOf, type JsonField } from "./schemas";
import { contentTypeByName } from "./types";
import { readFrontMatter } from "./front-matter";
import { figureErrors } from "./figures";

export const validatedTypes = [...contentTypeByName.keys()];

/** What the writer wrote of a node, and its schema: the node itself, or one of its fields (a post's front matter). */
export function written({ fields, writtenIn }: ContentType, node: Record<string, unknown>) {
  if (!writtenIn) return { schema: fields, data: node };
  return { schema: fields.entries[writtenIn], data: node[writtenIn] };
}

/** Dotted paths of the fields that name a file relative to the content file, in nested objects too. */
function findFileFields(schema: JsonField, prefix = ""): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]) => {
    if (field.extension === "@fileByRelativePath") return [prefix + name];
    return field.type === "object" ? findFileFields(field, `${prefix}${name}.`) : [];
  });
}

/** Each type's file fields, found once rather than for every node sourced. */
const fileFieldsByType = new Map(
  [...contentTypeByName.values()].map((declaration) => [
    declaration.type,
    findFileFields(jsonSchemaOf(written(declaration, {}).schema)),
  ]),
);

function valueAt(data: unknown, dotted: string): unknown {
  return dotted.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data);
}

/** gatsby-transformer-json renames a JSON entry's "id" to jsonId; the writer only ever sees "id". */
export const fieldName = (dotted: string) => dotted.replace(/^jsonId\b/, "id");

/** What the writer typed, when it helps to see it again (short text, numbers); nothing for lists and objects. */
function found(input: unknown): string {
  if (typeof input === "string" && input.length <= 60) return ` (found "${input}")`;
  if (typeof input === "number" || typeof input === "boolean") return ` (found ${input})`;
  return "";
}

/**
 * @param type the node's GraphQL type, e.g. ServicesJson or Mdx
 * @param node the node as Gatsby created it
 * @param file the content file's absolute path
 * @returns one message per problem; empty when the node is valid
 */
export function contentErrors(type: string, node: Record<string, unknown>, file: string): string[] {
  const declaration = contentTypeByName.get(type);
  if (!declaration) return [];
  const { schema, data } = written(declaration, node);
  const errors: string[] = [];
  const invalid = new Set<string>();
  for (const issue of v.safeParse(schema, data ?? {}).issues ?? []) {
    const field = fieldName(v.getDotPath(issue) ?? "(the whole entry)");
    const missing = issue.kind === "schema" && issue.received === "undefined";
    invalid.add(v.getDotPath(issue) ?? "");
    errors.push(`field "${field}" ${missing ? "is missing" : `${issue.message}${found(issue.input)}`}`);
  }
  for (const field of fileFieldsByType.get(type) ?? []) {
    const image = valueAt(data, field);
    if (invalid.has(field) || typeof image !== "string") continue;
    const expected = path.resolve(path.dirname(file), image);
    if (!fs.existsSync(expected)) {
      errors.push(
        `field "${field}" names ${image}, but there is no such file: add the image as ${path.relative(process.cwd(), expected)} or correct the path`,
      );
    }
  }
  return errors;
}

/**
 * The problems of a post, read from its file: the front matter as the writer typed it (see ./front-matter.ts),
 * checked as contentErrors checks any post, and the <Figure>s of its text (./figures.ts).
 */
export function postErrors(file: string, source: string): string[] {
  const frontMatter = readFrontMatter(source);
  if ("error" in frontMatter) return [frontMatter.error];
  return [...contentErrors("Mdx", { frontmatter: frontMatter.data }, file), ...figureErrors(file, source)];
}

/** Where a writer finds the problem: the file relative to the project and, in a JSON collection, the entry. */
export function contentLocation(file: string, node?: Record<string, unknown>): string {
  const where = path.relative(process.cwd(), file);
  const entry = [node?.jsonId, node?.slug, node?.name, node?.title].find(
    (value): value is string => typeof value === "string" && value !== "",
  );
  return path.extname(file) === ".json" && entry ? `${where}, entry "${entry}"` : where;
}

/** The message the build fails with: one line naming the place, one line per problem. */
export function contentReport(where: string, errors: string[]): string {
  return `Content error in ${where}:\n${errors.map((error) => `  - ${error}`).join("\n")}`;
}

/** The build's message for a sourced JSON entry or post node, or undefined when it is valid. */
export function nodeReport(type: string, node: Record<string, unknown>, file: string): string | undefined {
  const errors = contentErrors(type, node, file);
  return errors.length > 0 ? contentReport(contentLocation(file, node), errors) : undefined;
}

/** The build's message for a post file, or undefined when it is valid. */
export function postReport(file: string, source: string): string | undefined {
  const errors = postErrors(file, source);
  return errors.length > 0 ? contentReport(contentLocation(file), errors) : undefined;
}
