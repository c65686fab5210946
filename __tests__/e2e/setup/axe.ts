/** axe-core's WCAG 2.0, 2.1 and 2.2 A and AA rules, run on a page as it is now. */
import fs from "node:fs";
import type { Page } from "playwright-core";

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const axeSource = require.resolve("axe-core/axe.min.js");

/**
 * The violations on the page as it is now, one readable line each (rule, impact, first element). axe is evaluated
 * through the browser's DevTools protocol, not added as a <script>: the page's own Content-Security-Policy stays in
 * force (no `bypassCSP`), and it also runs on a page whose own scripts never arrived.
 */
export async function violations(page: Page): Promise<string[]> {
  await page.evaluate(fs.readFileSync(axeSource, "utf8"));
  const found = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    return (await axe.run(document, { runOnly: { type: "tag", values: tags } })).violations;
  }, WCAG_TAGS);
  return found.map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}
