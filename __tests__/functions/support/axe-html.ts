/** axe-core in jsdom, for the small HTML pages the functions answer a browser with. */
import fs from "node:fs";
import { JSDOM, VirtualConsole } from "jsdom";

/** axe-core's WCAG A and AA rules on a page's HTML, in jsdom (which lays nothing out: contrast is the browser tests'). */
export async function axeViolations(html: string): Promise<string[]> {
  // A console of its own, unheard: jsdom reports the canvas axe's contrast rule asks for and it does not have.
  const dom = new JSDOM(html, { runScripts: "outside-only", virtualConsole: new VirtualConsole() });
  dom.window.eval(fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8"));
  const axe = (
    dom.window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: { id: string }[] }> } }
  ).axe;
  const { violations } = await axe.run(dom.window.document, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"] },
  });
  dom.window.close();
  return violations.map((violation) => violation.id);
}
