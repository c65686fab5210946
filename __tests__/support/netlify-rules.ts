/**
 * The headers and redirects Netlify will serve for this build, as Netlify's own parsers read them: the build's
 * public/_headers and public/_redirects (written by Gatsby's Netlify adapter) and netlify.toml's rules. Read once, in a
 * process of its own (the parsers are ES modules, which Jest's module system does not load).
 */
import { execFileSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(__dirname, "../..");

export type HeaderRule = {
  readonly for: string;
  readonly values: Readonly<Record<string, string>>;
  /** Which file says it: the build's output or netlify.toml. */
  readonly source: "_headers" | "netlify.toml";
  readonly matches: (pathname: string) => boolean;
};

export type RedirectRule = {
  readonly from: string;
  readonly to: string;
  readonly status: number;
  readonly force: boolean;
};

type Parsed = {
  headers: { for: string; values: Record<string, string>; source: HeaderRule["source"]; regExp: [string, string] }[];
  redirects: RedirectRule[];
  errors: string[];
};

const program = `
  import { parseAllHeaders } from "@netlify/headers-parser";
  import { parseAllRedirects } from "@netlify/redirect-parser";
  const options = { configHeaders: [], configRedirects: [], minimal: false };
  const read = async (source, files) => {
    const { headers, errors } = await parseAllHeaders({ ...options, ...files });
    return { errors, rules: headers.map((rule) => ({ for: rule.for, values: rule.values, source,
      regExp: [rule.forRegExp.source, rule.forRegExp.flags] })) };
  };
  const built = await read("_headers", { headersFiles: ["public/_headers"] });
  const config = await read("netlify.toml", { headersFiles: [], netlifyConfigPath: "netlify.toml" });
  const redirects = await parseAllRedirects({ ...options, redirectsFiles: ["public/_redirects"],
    netlifyConfigPath: "netlify.toml" });
  console.log(JSON.stringify({
    headers: [...built.rules, ...config.rules],
    redirects: redirects.redirects.map(({ from, to, status, force }) => ({ from, to, status, force })),
    errors: [...built.errors, ...config.errors, ...redirects.errors].map((error) => error.message),
  }));`;

let parsed: Parsed | undefined;
function read(): Parsed {
  parsed ??= JSON.parse(
    execFileSync(process.execPath, ["--input-type=module", "-e", program], { cwd: root, encoding: "utf8" }),
  ) as Parsed;
  return parsed;
}

/** Every header rule, the build's first and then netlify.toml's, in the order Netlify applies them. */
export const headerRules = (): HeaderRule[] =>
  read().headers.map(({ regExp: [source, flags], ...rule }) => {
    const pattern = new RegExp(source, flags);
    return { ...rule, matches: (pathname: string) => pattern.test(pathname) };
  });

/** The headers Netlify sends with a path: every matching rule's, a later rule's value over an earlier one's. */
export const servedHeaders = (pathname: string): Record<string, string> =>
  headerRules()
    .filter((rule) => rule.matches(pathname))
    .reduce((served, rule) => ({ ...served, ...rule.values }), {});

export const redirectRules = (): RedirectRule[] => read().redirects;

/** What Netlify's parsers could not read in the three files. */
export const parseErrors = (): string[] => read().errors;
