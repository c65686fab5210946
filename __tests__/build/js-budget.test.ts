/**
 * The script ceiling: no page of the production build in public/ loads more than JS_BUDGET_KB of JavaScript gzip
 * on a first visit, by the measure `npm run js-budget` prints (bench/measure-js.ts); a lead form's code comes with
 * it but apart. The inbox's code stays off the public pages.
 */
import fs from "fs";
import path from "path";
import { JS_BUDGET_KB, STAFF_ROUTE, measurePages } from "../../bench/measure-js";
import { builtPages } from "../../plugins/content-security-policy";

const measured = measurePages(path.resolve(__dirname, "../../public"));
const staff = measured.find((page) => page.route === STAFF_ROUTE)!;
/** The public pages. */
const pages = measured.filter((page) => page !== staff);

it("measures every page of the build", () => {
  expect(pages.length).toBeGreaterThan(25);
  expect(pages.every((page) => page.files >= 3 && page.bytes > 0)).toBe(true);
});

it.each(measured.map((page) => [page.route, page] as const))(
  `%s loads at most ${JS_BUDGET_KB} KB of JavaScript gzip`,
  (_route, page) => {
    expect(page.kb).toBeLessThanOrEqual(JS_BUDGET_KB);
  },
);

it("keeps the staff inbox's code off every public page", () => {
  // What every public page loads (runtime, framework, app) the inbox shares; the rest is the inbox's own.
  const everywhere = pages.reduce(
    (shared, page) => shared.filter((src) => page.scripts.includes(src)),
    [...pages[0].scripts],
  );
  const staffOwn = staff.scripts.filter((src) => !everywhere.includes(src));
  expect(staffOwn.length).toBeGreaterThan(0);
  expect(pages.filter((page) => page.scripts.some((src) => staffOwn.includes(src))).map((page) => page.route)).toEqual(
    [],
  );
});

it("counts a lead form's code apart from the page's, on every page with a lead form and no other", () => {
  const publicDir = path.resolve(__dirname, "../../public");
  const withForm = (route: string) =>
    /<form[^>]*action="[^"]*\/submit-form"/.test(
      fs.readFileSync(path.join(publicDir, route.replace(/\/$/, "/index.html")), "utf8"),
    );
  const formPages = pages.filter((page) => withForm(page.route)).map((page) => page.route);
  expect(formPages.length).toBeGreaterThan(0);
  expect(pages.filter((page) => page.formKb > 0).map((page) => page.route)).toEqual(formPages);
});

it("has each page's loader fetch files the build holds: its own component's code and data with Gatsby's scripts", () => {
  const publicDir = path.resolve(__dirname, "../../public");
  const loaded = (file: string) => {
    const loader = fs.readFileSync(file, "utf8").match(/<script data-after-paint="([^"]+)"(?: data-then="([^"]+)")?/)!;
    return [loader[1], loader[2] ?? ""].join(" ").trim().split(" ");
  };
  const missing = builtPages(publicDir).flatMap((page) =>
    loaded(page)
      .filter((file) => !fs.existsSync(path.join(publicDir, file)))
      .map((file) => `${path.relative(publicDir, page)}: ${file}`),
  );
  expect(missing).toEqual([]);
  const contact = loaded(path.join(publicDir, "contact", "index.html"));
  expect(contact).toContain("/page-data/contact/page-data.json");
  expect(contact.some((file) => /^\/component---src-pages-contact-tsx-\w+\.js$/.test(file))).toBe(true);
});

it("has a page with a lead form fetch what hydrates the form first, none of it Gatsby's runtime, and the app after", () => {
  const publicDir = path.resolve(__dirname, "../../public");
  const html = fs.readFileSync(path.join(publicDir, "contact", "index.html"), "utf8");
  const [, first, then] = html.match(/<script data-after-paint="([^"]+)" data-then="([^"]+)"/)!;
  expect(first.split(" ").some((file) => /^\/form-islands-\w+\.js$/.test(file))).toBe(true);
  expect(then.split(" ").some((file) => /^\/app-\w+\.js$/.test(file))).toBe(true);
  // Gatsby's app sets up its loader and router: code of Gatsby's that ran before it (a Link) would fail.
  const sources = first
    .split(" ")
    .flatMap(
      (file) =>
        (JSON.parse(fs.readFileSync(path.join(publicDir, `${file}.map`), "utf8")) as { sources: string[] }).sources,
    );
  expect(sources.length).toBeGreaterThan(0);
  expect(sources.filter((source) => /\/\.cache\/|node_modules\/gatsby/.test(source))).toEqual([]);
});
