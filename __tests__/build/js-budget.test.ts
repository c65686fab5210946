/**
 * The script budget: no page of the production build in public/ loads more than JS_BUDGET_KB of
 * JavaScript gzip on a first visit, by the measure `npm run js-budget` prints (scripts/measure-js.ts).
 */
import path from "path";
import { JS_BUDGET_KB, measurePages } from "../../scripts/measure-js";

const pages = measurePages(path.resolve(__dirname, "../../public"));

it("measures every page of the build", () => {
  expect(pages.length).toBeGreaterThan(25);
  expect(pages.every((page) => page.files >= 3 && page.bytes > 0)).toBe(true);
});

it.each(pages.map((page) => [page.route, page] as const))(
  `%s loads at most ${JS_BUDGET_KB} KB of JavaScript gzip`,
  (_route, page) => {
    expect(page.kb).toBeLessThanOrEqual(JS_BUDGET_KB);
  },
);
