/**
 * Finds two content entries that claim the same address or id: two posts with one slug would be one page,
 * two services likewise, and two jobs (FAQs, testimonials …) with one id would open each other's details.
 * Needs every node at once, so gatsby-node calls it when all content is sourced.
 */
import path from "path";
import { contentReport } from "./validate-node";

type Key = { field: string; noun: string; value: (node: Record<string, unknown>) => unknown };

const jsonId = (noun: string): Key => ({ field: "id", noun, value: (node) => node.jsonId });

const keys: Record<string, Key> = {
  Mdx: {
    field: "slug",
    noun: "post",
    value: (node) => (node.frontmatter as Record<string, unknown> | undefined)?.slug,
  },
  ServicesJson: { field: "slug", noun: "service", value: (node) => node.slug },
  TestimonialsJson: jsonId("testimonial"),
  FaqsJson: jsonId("FAQ"),
  JobsJson: jsonId("job"),
  PlansJson: jsonId("plan"),
  AddOnsJson: jsonId("add-on"),
  ServiceOptionsJson: jsonId("service option"),
  PriorityLevelsJson: jsonId("priority level"),
};

export const uniqueKeyTypes = Object.keys(keys);

export type SourcedNode = { type: string; file: string; node: Record<string, unknown> };

/** One report per entry whose key an earlier entry of the same type already has. */
export function duplicateErrors(nodes: SourcedNode[]): string[] {
  const seen = new Map<string, string>();
  const reports: string[] = [];
  for (const { type, file, node } of nodes) {
    const key = keys[type];
    const value = key?.value(node);
    if (!key || typeof value !== "string") continue;
    const where = path.relative(process.cwd(), file);
    const other = seen.get(`${type}\u0000${value}`);
    if (other === undefined) {
      seen.set(`${type}\u0000${value}`, where);
      continue;
    }
    const by = other === where ? `another entry in ${where}` : other;
    reports.push(
      contentReport(where, [
        `field "${key.field}" is "${value}", which ${by} already uses: every ${key.noun} needs its own ${key.field}`,
      ]),
    );
  }
  return reports;
}
