// Lighthouse on a served production build, shared by bench:lighthouse (this site) and bench:build (its copies):
// the build served as `npm start` serves it (scripts/serve.mjs) behind a proxy that compresses text as Netlify's
// CDN does, Debian's Chromium, and the median of N runs of Lighthouse's default mobile configuration.
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { Readable, pipeline } from "node:stream";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
// TypeScript modules load through tsx one by one (running a whole script under tsx would not do: its transform
// adds a `__name` helper to Lighthouse's functions, which Lighthouse then evaluates in the page).
import { require as tsxRequire } from "tsx/cjs/api";

/** @type {{ startServedSite: (port: number, env?: Record<string, string>, command?: string[], siteDir?: string) => Promise<import("node:child_process").ChildProcess>, stopServedSite: (pid?: number) => void }} */
const { startServedSite, stopServedSite } = tsxRequire("../__tests__/support/served-site.ts", import.meta.url);
/** @type {{ CHROMIUM: { path: string, flags: string[] }, POPUP_FEATURES: string[] }} */
const chromium = tsxRequire("../scripts/chromium.ts", import.meta.url);
export const { CHROMIUM } = chromium;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** `start` if it is free, else the next free one above it. */
/** @param {number} start @returns {Promise<number>} */
export async function freePort(start) {
  for (let port = start; port < start + 100; port++) {
    const free = await new Promise((resolve) => {
      const probe = net.createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "localhost", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port between ${start} and ${start + 99}`);
}

// Netlify's CDN sends text (HTML, JS, CSS, JSON, SVG, XML) brotli- or gzip-compressed; the emulator behind
// `npm start` sends everything uncompressed, which would triple the transfer sizes and lengthen the simulated
// load. So Lighthouse talks to this thin layer in front of scripts/serve.mjs, which adds only that compression.
const compressible = /^(text\/|application\/(javascript|json|manifest\+json|xml|rss\+xml|atom\+xml)|image\/svg\+xml)/;

/** What a browser's Accept-Encoding gets: brotli where it takes it, else gzip, else nothing. @param {string} accepted */
const encodingFor = (accepted) => (/\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : undefined);

/**
 * A compressor for `encoding`, at one quality for every server here, so that every build pays the same.
 * @param {"br" | "gzip"} encoding
 */
const compressor = (encoding) =>
  encoding === "br"
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } })
    : zlib.createGzip({ level: 6 });

/** @param {number} listenPort @param {number} upstreamPort @returns {Promise<http.Server>} */
function startCompression(listenPort, upstreamPort) {
  const proxy = http.createServer((req, res) => {
    const upstream = http.request(
      {
        host: "localhost",
        port: upstreamPort,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "accept-encoding": "identity" },
      },
      (answer) => {
        // The browser gave up on this request meanwhile: Node 24's pipeline throws on a closed destination.
        if (res.destroyed) {
          answer.resume();
          return;
        }
        const encoding = encodingFor(String(req.headers["accept-encoding"] ?? ""));
        const type = String(answer.headers["content-type"] ?? "");
        const headers = { ...answer.headers };
        if (
          !encoding ||
          req.method === "HEAD" ||
          answer.headers["content-encoding"] ||
          !compressible.test(type) ||
          [204, 304].includes(answer.statusCode ?? 0)
        ) {
          res.writeHead(answer.statusCode ?? 502, headers);
          pipeline(answer, res, () => {});
          return;
        }
        delete headers["content-length"];
        headers["content-encoding"] = encoding;
        headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
        res.writeHead(answer.statusCode ?? 502, headers);
        pipeline(answer, compressor(encoding), res, () => {});
      },
    );
    upstream.on("error", (error) => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end(`bench proxy: ${error.message}`);
    });
    pipeline(req, upstream, () => {});
  });
  return new Promise((resolve, reject) => {
    proxy.once("error", reject);
    proxy.listen(listenPort, "localhost", () => resolve(proxy));
  });
}

/**
 * A served build: `siteDir`'s public/ served by its scripts/serve.mjs on the first free port from `port`, with the
 * compressing proxy on the next one unless `compression` is false. `origin` is where Lighthouse should go;
 * `stop()` ends both (safe to call twice).
 * @param {{ port: number, compression?: boolean, siteDir?: string }} options
 */
export async function serveBuild({ port: start, compression = true, siteDir = root }) {
  const port = await freePort(start);
  /** @type {import("node:child_process").ChildProcess | undefined} */
  let server;
  /** @type {http.Server | undefined} */
  let proxy;
  const stop = () => {
    proxy?.close();
    proxy = undefined;
    stopServedSite(server?.pid);
    server = undefined;
  };
  try {
    server = await startServedSite(port, {}, ["scripts/serve.mjs"], siteDir);
    let origin = `http://localhost:${port}`;
    if (compression) {
      const proxyPort = await freePort(port + 1);
      proxy = await startCompression(proxyPort, port);
      origin = `http://localhost:${proxyPort}`;
    }
    const probe = await fetch(`${origin}/`);
    if (!probe.ok) throw new Error(`${origin}/ answered ${probe.status}`);
    return { port, origin, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/**
 * A static build served as a CDN serves it: a folder's index.html for its path, text compressed as for ours, and
 * `headers` on every answer.
 * @param {string} dir @param {Record<string, string>} [headers]
 */
export async function serveStatic(dir, headers = {}) {
  const port = await freePort(9400);
  const types = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".json": "application/json" };
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    let file = path.join(dir, pathname);
    if (!file.startsWith(dir)) return res.writeHead(403).end();
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, "index.html");
    if (!fs.existsSync(file)) return res.writeHead(404).end();
    const type = types[path.extname(file)] ?? "application/octet-stream";
    const body = fs.readFileSync(file);
    const encoding = type.startsWith("application/octet")
      ? undefined
      : encodingFor(String(req.headers["accept-encoding"] ?? ""));
    res.writeHead(200, { ...headers, "content-type": type, ...(encoding ? { "content-encoding": encoding } : {}) });
    if (encoding) pipeline(Readable.from(body), compressor(encoding), res, () => {});
    else res.end(body);
  });
  await new Promise((resolve) => server.listen(port, "localhost", resolve));
  return { origin: `http://localhost:${port}`, stop: () => server.close() };
}

/**
 * chrome-launcher's flags with the address bar's popups also turned off: Chromium heeds only the last
 * --disable-features, so the popups join chrome-launcher's own list.
 */
function launcherFlags() {
  const flags = chromeLauncher.Launcher.defaultFlags();
  const disabled = flags.find((flag) => flag.startsWith("--disable-features="));
  const features = [...(disabled?.slice("--disable-features=".length).split(",") ?? []), ...chromium.POPUP_FEATURES];
  return [...flags.filter((flag) => flag !== disabled), `--disable-features=${features.join(",")}`];
}

/** Debian's Chromium for Lighthouse, with its version as Chromium reports it. */
export async function launchChromium() {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM.path,
    chromeFlags: [...launcherFlags(), ...CHROMIUM.flags],
    ignoreDefaultFlags: true,
    logLevel: "silent",
  });
  const version = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json();
  return { chrome, browser: String(version.Browser) };
}

/** @param {import("lighthouse").Result} lhr @param {string} category */
export const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/**
 * Lighthouse's default mobile configuration (simulated throttling) on `url` `runs` times; the run with the median
 * performance score, and the performance scores of all runs in run order.
 * @param {number} chromePort @param {string} url @param {number} runs @param {string[]} categories
 */
export async function medianRun(chromePort, url, runs, categories) {
  /** @type {import("lighthouse").Result[]} */
  const results = [];
  for (let run = 0; run < runs; run++) {
    // A run whose trace Lighthouse could not record (NO_NAVSTART, seen now and then on Chromium 156) scores 0 and
    // would pull the median down: it is run again, up to twice, and kept only if it fails every time.
    let lhr;
    for (let attempt = 0; attempt < 3 && (!lhr || lhr.runtimeError); attempt++) {
      const result = await lighthouse(url, {
        port: chromePort,
        logLevel: "error",
        output: "json",
        onlyCategories: [...categories],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      lhr = result.lhr;
    }
    results.push(/** @type {import("lighthouse").Result} */ (lhr));
  }
  const performanceRuns = results.map((lhr) => score(lhr, "performance"));
  const lhr = [...results].sort((a, b) => score(a, "performance") - score(b, "performance"))[
    Math.floor((results.length - 1) / 2)
  ];
  return { lhr, performanceRuns };
}

/**
 * The first page a fresh Chromium loads waits 0.5-1.3 s for its document whatever the server does (a cold browser,
 * not the site), and Lighthouse models the whole page on that wait: one unrecorded run on `url` takes it.
 * @param {number} chromePort @param {string} url
 */
export async function warmUp(chromePort, url) {
  await lighthouse(url, { port: chromePort, logLevel: "error", onlyCategories: ["performance"] });
}

export function lighthouseVersion() {
  return JSON.parse(fs.readFileSync(path.join(root, "node_modules", "lighthouse", "package.json"), "utf8")).version;
}
