/**
 * Finds two content entries that claim the same address or id: two posts with one slug would be one page,
 * two services likewise, and two jobs (FAQs, testimonials …) with one id would open each other's details.
 * Needs every node at once, so it runs when all content is sourced. The keys are declared in ./types/.
 */
import path from "path";
import { contentTypeByName, contentTypes } from "./types";
import { contentReport, fieldName, written } from "./validate-node";

export const uniqueKeyTypes = contentTypes.flatMap((declaration) => (declaration.unique ? [declaration.type] : []));

export type SourcedNode = { type: string; file: string; node: Record<string, unknown> };

/** One report per entry whose key an earlier entry of the same type already has. */
export function duplicateErrors(nodes: SourcedNode[]): string[] {
  const seen = new Map<string, string>();
  const reports: string[] = [];
  for (const { type, file, node } of nodes) {
    const declaration = contentTypeByName.get(type);
    if (!declaration?.unique) continue;
    const { field: key, noun } = declaration.unique;
    const value = (written(declaration, node).data as Record<string, unknown> | undefined)?.[key];
    if (typeof value !== "string") continue;
    const where = path.relative(process.cwd(), file);
    const other = seen.get(`${type}\u0000${value}`);
    if (other === undefined) {
      seen.set(`${type}\u0000${value}`, where);
      continue;
    }
    const by = other === where ? `another entry in ${where}` : other;
    reports.push(contentReport(where, [alreadyUsed(fieldName(key), value, by, noun)]));
  }
  return reports;
}

/** The report of a key another entry (`by`) has: the build's words, which the editor shows too. */
export const alreadyUsed = (field: string, value: string, by: string, noun: string) =>
  `field "${field}" is "${value}", which ${by} already uses: every ${noun} needs its own ${field}`;
