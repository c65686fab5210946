/**
 * npm run deploy-check [-- --functions DIR]: the site's functions as a deploy makes them, each called once.
 *
 *   1. Every function is bundled by Netlify's own bundler (@netlify/zip-it-and-ship-it), with the [functions]
 *      settings of netlify.toml as Netlify reads them (@netlify/config), into zip files, as a deploy bundles them.
 *   2. Each bundle's route, schedule and rate limit, as the bundler read them from the source text, must be what
 *      the function's own `config` says when it runs: a `path` Netlify cannot read (not a string literal) would
 *      deploy the function without its route.
 *   3. Each bundle is unpacked outside this repository, loaded by this project's Node.js with nothing but what the
 *      bundle holds, and called once against a new local database: a bad post is 400, the staff API without a
 *      session 401, a newsletter address without a link 400, the consultation slots without a day 400; a
 *      scheduled function runs once without an error.
 *
 * Fails (exit 1) naming each function and what is wrong. `--functions DIR` checks another folder of functions.
 * `npm test` runs it.
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import type { Config } from "@netlify/functions";
import type { Config as ZisiConfig } from "@netlify/zip-it-and-ship-it";
import { FORM_ACTION } from "../src/lib/form-action";
import { SLOTS_API } from "../src/lib/consultation-hours";
import { CONFIRM_PAGE } from "../src/lib/held-posts";
import { staffApi } from "../src/lib/staff-api";
import { BOOKING_PATH, NEWSLETTER_PATH } from "../netlify/lib/mail/links";
import { URLENCODED } from "../netlify/lib/form-body";
import { netlifyConfig } from "./function-host";
import { usage } from "./usage";

const root = path.resolve(__dirname, "..");
const SITE = "http://localhost:8888";

/** The one call each function that answers an address gets, and the status it must answer with. */
const calls: Record<string, { readonly url: string; readonly init?: RequestInit; readonly status: number }> = {
  "submit-form": {
    url: FORM_ACTION,
    init: {
      method: "POST",
      headers: { "content-type": URLENCODED, accept: "application/json", origin: SITE },
      body: "form-name=no-such-form",
    },
    status: 400,
  },
  newsletter: { url: NEWSLETTER_PATH, status: 400 },
  staff: { url: staffApi.me, status: 401 },
  // A link without its token: nothing to confirm, and no database asked.
  "confirm-post": { url: CONFIRM_PAGE, status: 400 },
  "consultation-booking": { url: BOOKING_PATH, status: 400 },
  // A date that is no day, refused before the database.
  "consultation-slots": { url: `${SLOTS_API}?date=`, status: 400 },
};

/** What Netlify's bundler says of one function (a FunctionResult of @netlify/zip-it-and-ship-it). */
type Bundled = {
  readonly name: string;
  readonly mainFile: string;
  readonly path: string;
  readonly routes?: readonly { readonly pattern: string }[];
  readonly excludedRoutes?: readonly { readonly pattern: string }[];
  readonly schedule?: string;
  readonly trafficRules?: unknown;
};

const list = (value: string | readonly string[] | undefined) => [value ?? []].flat().sort();
const same = (a: readonly string[], b: readonly string[]) => a.join("\n") === b.join("\n");
const shown = (values: readonly string[]) => (values.length ? values.map((value) => `"${value}"`).join(", ") : "none");

/** How the bundle's reading of a function differs from the `config` the function exports when it runs. */
function configProblems(bundled: Bundled, declared: Config = {}): string[] {
  const problems: string[] = [];
  const file = path.relative(root, bundled.mainFile);
  const unread = (what: string, said: readonly string[], read: readonly string[]) =>
    `${bundled.name}: its config says ${what} ${shown(said)}, but Netlify's bundler read ${shown(read)} from ${file}. ` +
    "Netlify reads `config` from the source text and understands literals only: write it as a string literal, " +
    "not a template literal or an imported name.";
  const paths = list(declared.path);
  const routes = list(bundled.routes?.map((route) => route.pattern));
  if (!same(paths, routes)) problems.push(unread("path", paths, routes));
  const excluded = list(declared.excludedPath);
  const excludedRoutes = list(bundled.excludedRoutes?.map((route) => route.pattern));
  if (!same(excluded, excludedRoutes)) problems.push(unread("excludedPath", excluded, excludedRoutes));
  if ((declared.schedule ?? "") !== (bundled.schedule ?? "")) {
    problems.push(unread("schedule", list(declared.schedule), list(bundled.schedule)));
  }
  if (declared.rateLimit !== undefined && bundled.trafficRules === undefined) {
    problems.push(unread("a rateLimit", [JSON.stringify(declared.rateLimit)], []));
  }
  return problems;
}

/** Bundles the functions of `directory` as a deploy does, into `dist`. */
async function bundle(directory: string | undefined, dist: string): Promise<Bundled[]> {
  const { zipFunctions } = await import("@netlify/zip-it-and-ship-it");
  const config = await netlifyConfig("production");
  // netlify.toml's [functions] keys as Netlify's build hands them to the bundler.
  const zisiConfig: ZisiConfig = Object.fromEntries(
    Object.entries(config.functions ?? {}).map(([pattern, settings]) => [
      pattern,
      {
        externalNodeModules: settings.external_node_modules,
        includedFiles: settings.included_files,
        includedFilesBasePath: root,
        ignoredNodeModules: settings.ignored_node_modules,
        nodeBundler: settings.node_bundler === "esbuild" ? "esbuild_zisi" : settings.node_bundler,
        nodeVersion: process.versions.node,
        schedule: settings.schedule,
      },
    ]),
  );
  return zipFunctions([directory ?? config.functionsDirectory], dist, {
    basePath: root,
    repositoryRoot: root,
    manifest: path.join(dist, "manifest.json"),
    config: zisiConfig,
  });
}

/** Loads a bundle in a Node.js process of its own, from a folder outside the repository, and calls it once. */
async function callBundle(bundled: Bundled, databaseUrl: string, workDir: string): Promise<string | undefined> {
  const { default: StreamZip } = await import("node-stream-zip");
  const unpacked = path.join(workDir, bundled.name);
  await mkdir(unpacked);
  const zip = new StreamZip.async({ file: bundled.path });
  await zip.extract(null, unpacked);
  await zip.close();
  const call = calls[bundled.name];
  if (!bundled.schedule && !call) return `${bundled.name}: the deploy check has no call for it (add one to calls)`;
  // Netlify's entry point hands its bootstrap the function's module: that module, as bundled, is what gets called.
  const bootstrap = path.join(unpacked, "___netlify-entry-point.mjs");
  const loaded = /getLambdaHandler\('([^']+)'\)/.exec(await readFile(bootstrap, "utf8"))?.[1];
  if (!loaded) return `${bundled.name}: its bundle's entry point names no module`;
  const entry = path.join(unpacked, loaded);
  // Only Node's own modules here: whatever the function needs must come from its bundle.
  const program = `
    import { createRequire } from "node:module";
    const [entry, call] = process.argv.slice(1);
    const fn = createRequire(entry)(entry).default;
    const context = { ip: "127.0.0.1", requestId: "deploy-check" };
    if (call === "") {
      await fn(undefined, context);
      console.log("ran");
    } else {
      const { url, init } = JSON.parse(call);
      console.log((await fn(new Request(url, init), context)).status);
    }
    // Without waiting for the database pool's idle connections to time out.
    process.exit(0);`;
  const request = call ? JSON.stringify({ url: new URL(call.url, SITE).href, init: call.init ?? {} }) : "";
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--input-type=module", "-e", program, entry, request],
      {
        cwd: unpacked,
        env: { PATH: process.env.PATH, NETLIFY_DB_URL: databaseUrl, MAIL_CATCH_DIR: path.join(workDir, "mail") },
      },
    );
    const answer = stdout.trim().split("\n").at(-1);
    const expected = call ? String(call.status) : "ran";
    return answer === expected ? undefined : `${bundled.name}: answered ${answer}, not ${expected}`;
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    const said = (stderr ?? String(error)).trim().split("\n").slice(-8).join("\n");
    return `${bundled.name}: its bundle failed to load or run:\n${said}`;
  }
}

async function main() {
  const { values } = parseArgs({ options: { functions: { type: "string" }, help: { type: "boolean" } } });
  if (values.help) return console.log(usage(__filename));
  const directory = values.functions && path.resolve(values.functions);
  const workDir = await mkdtemp(path.join(os.tmpdir(), "deploy-check-"));
  const { NetlifyDB } = await import("@netlify/database-dev");
  const db = new NetlifyDB({ directory: path.join(workDir, "db"), logger: () => {} });
  try {
    const started = Date.now();
    const bundles = await bundle(directory, path.join(workDir, "dist"));
    console.log(`Bundled ${bundles.length} functions with Netlify's bundler in ${Date.now() - started} ms`);
    const databaseUrl = await db.start();
    await db.applyMigrations(path.join(root, "netlify", "database", "migrations"));
    const problems: string[] = [];
    for (const bundled of bundles) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the function's config as it runs
      const declared = (require(bundled.mainFile) as { config?: Config }).config;
      const found = [...configProblems(bundled, declared), await callBundle(bundled, databaseUrl, workDir)];
      problems.push(...found.filter((problem) => problem !== undefined));
      const routes = bundled.routes?.map((route) => route.pattern) ?? [];
      const where = bundled.schedule
        ? `schedule ${bundled.schedule}`
        : shown(routes.length ? routes : [`/.netlify/functions/${bundled.name}`]);
      console.log(`${found.some(Boolean) ? "FAIL" : "ok  "} ${bundled.name.padEnd(20)} ${where}`);
    }
    if (problems.length > 0) {
      console.error(`\nThe deploy check failed:\n${problems.map((problem) => `- ${problem}`).join("\n")}`);
      process.exitCode = 1;
    }
  } finally {
    await db.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

void main();
