/**
 * The files of /admin/, the writers' editor: Decap CMS's standalone bundle from the installed package (with its own
 * React; no CDN), the site's setup (./admin/), the configuration made from the content declarations, and the
 * preview's stylesheet made from the site's design tokens, and the writers' guide. A build that names no repository
 * to save to gets a page that says how to edit instead.
 */
import fs from "fs";
import path from "path";
import siteConfig from "../../data/site-config.json";
import { LIST_FIELD, LIST_FORMAT, cmsConfig, dataFileOf } from "../../src/content/cms-config";
import { editorBranch, editorRepository } from "../../src/lib/editor-repository";
import { readFrontMatter } from "../../src/content/front-matter";
import { settingProblems } from "../../netlify/lib/settings";
import { postPreviews } from "./post-previews";
import { GUIDE_PAGE, writersGuide } from "./writers-guide";
import { colors, fonts } from "../../src/styles/theme";

const root = path.resolve(__dirname, "../..");

/** The port of Decap's local backend (decap-server), which `npm run develop` starts. */
export const LOCAL_BACKEND_PORT = 8081;

/**
 * A package's file on disk. Loaded through tsx (plugins load this file so), require.resolve answers with a
 * `?namespace=` suffix that is no part of the path.
 */
const resolved = (id: string) => require.resolve(id).split("?")[0];

/** The local backend's program (the package's documented `decap-server` command). */
export const localBackendScript = () => resolved("decap-server");
// The package's main file is its documented standalone bundle; its chunks sit beside it.
const decapDist = path.dirname(resolved("decap-cms"));

/** The bundle and the chunks it loads from its own folder (the package's `cms.js` copies are the same code). */
const bundleFiles = () =>
  fs.readdirSync(decapDist).filter((file) => /(^|\.)decap-cms\.js$/.test(file) || file.endsWith(".wasm"));

/** The local backend's address, as Decap's proxy backend calls it. */
const PROXY_URL = `http://localhost:${LOCAL_BACKEND_PORT}/api/v1`;

/**
 * Where the editor saves: on a build, the site's GitHub repository as Netlify names it when it builds (undefined
 * where that is unknown: a local build, or an address not on GitHub); under `npm run develop`, the local backend,
 * which publishes into `branch`, the one checked out.
 */
export type AdminTarget = { develop: false } | { develop: true; branch: string };

const readEnv = (name: string) => process.env[name];

/** The build's own settings (the editor's repository) a deploy lacks, by name with what breaks; none locally. */
export const buildSettingProblems = () => settingProblems(process.env.CONTEXT ?? "dev", { readBy: "build" });

/** The slug of every post, with its file, as the editor's check of a new post's slug needs them. */
function postSlugs() {
  return fs
    .readdirSync(path.join(root, "posts"))
    .filter((file) => file.endsWith(".mdx"))
    .flatMap((file) => {
      const front = readFrontMatter(fs.readFileSync(path.join(root, "posts", file), "utf8"));
      const slug = "data" in front ? front.data.slug : undefined;
      return typeof slug === "string" ? [{ value: slug, path: `posts/${file}` }] : [];
    });
}

/**
 * The editor's configuration, made from the content declarations, or undefined where it could not save (a build
 * that names no repository). It reaches Decap inside setup.js rather than as a config.yml it would fetch: /admin/'s
 * policy allows no request to the site itself (connect-src without 'self'), so a script running there cannot call
 * the staff API with a staff member's session.
 */
export function editorConfig(target: AdminTarget) {
  const repo = target.develop ? undefined : editorRepository(readEnv);
  if (!target.develop && repo === undefined) return undefined;
  const backend = target.develop
    ? { name: "proxy" as const, proxyUrl: PROXY_URL, branch: target.branch }
    : { name: "github" as const, repo: repo!, branch: editorBranch(readEnv) };
  const config = cmsConfig(backend, {
    isList: (type) => Array.isArray(JSON.parse(fs.readFileSync(path.join(root, dataFileOf(type.type)), "utf8"))),
    postSlugs: postSlugs(),
  });
  return { ...config, site_url: siteConfig.siteUrl, logo_url: "/favicon.svg" };
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | ${siteConfig.siteTitle}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/admin/admin.css">
</head>
<body>
${body}
</body>
</html>
`;

/** Where the configuration saves: the site's GitHub repository, or (under `npm run develop`) the local backend. */
type Backend = NonNullable<ReturnType<typeof editorConfig>>["backend"];

/**
 * What a writer needs before signing in: which site this is, where it saves and whom to ask for access. Shown above
 * Decap's sign-in screen, and hidden by setup.js once that screen is gone.
 */
function signInHelp({ name, repo, branch }: Backend) {
  if (name === "proxy") {
    return `<strong>${siteConfig.siteTitle}: content editor on this computer.</strong> It saves into this folder: each
change is a draft (a git branch) until you publish it into <code>${branch}</code>. No account needed. How to write
and publish: <a href="${GUIDE_PAGE}">the writers' guide</a>.`;
  }
  return `<strong>${siteConfig.siteTitle}: content editor.</strong> Sign in with a GitHub account that may write to
<a href="https://github.com/${repo}">${repo}</a>. No access yet? Ask an administrator of that repository to add
you. How to write and publish: <a href="${GUIDE_PAGE}">the writers' guide</a>.`;
}

const editorPage = (backend: Backend) =>
  page(
    "Content editor",
    `<p id="sign-in-help" class="sign-in-help" role="note">${signInHelp(backend)}</p>
<script src="/admin/init.js"></script>
<script src="/admin/decap-cms.js"></script>
<script src="/admin/post-components.js"></script>
<script src="/admin/setup.js"></script>`,
  );

/**
 * A build that names no repository (a local `npm start`) has no editor that could save: it says how to edit, for a
 * writer first (the live site's editor, whom to ask, the guide), then for a developer (the editor on a computer).
 */
const howToEditPage = () => {
  const liveEditor = new URL("/admin/", siteConfig.siteUrl).href;
  return page(
    "How to edit this site",
    `<main class="doc">
<p class="eyebrow">${siteConfig.siteTitle}</p>
<h1>How to edit this site</h1>
<p>Posts, services, jobs, FAQs and testimonials are written in the site's web editor.</p>
<h2>Write on the live site</h2>
<ol>
<li>Open the editor at <a href="${liveEditor}">${liveEditor}</a>.</li>
<li>Sign in with your GitHub account. No access yet? Ask the site's administrator, the person who looks after its
GitHub repository, to give your account write access.</li>
<li>Write, then <strong>Save</strong>: the change is a draft, with a preview of the whole site. Set it to
<strong>In review</strong>, then <strong>Ready</strong>, and <strong>Publish</strong> it.</li>
</ol>
<p>Every field, what the site checks and what to do when it refuses a change: <a href="${GUIDE_PAGE}">the writers'
guide</a>.</p>
<h2>For developers: the editor on your computer</h2>
<p>This copy of the site was built without a repository to save to, so its own editor cannot sign anyone in.</p>
<ol>
<li>In the site's folder, run <code>npm run develop</code>.</li>
<li>Open <a href="http://localhost:8000/admin/">http://localhost:8000/admin/</a> and press <strong>Login</strong>: no
account needed; drafts are branches of the folder's git clone.</li>
</ol>
<p><a href="/">Back to the site</a></p>
</main>`,
  );
};

/** The writers' guide as a page of /admin/. */
const guidePage = (html: string) =>
  page("Writers' guide", `<main class="doc">\n${html}\n<p><a href="/">Back to the site</a></p>\n</main>`);

/**
 * /admin/'s own stylesheet: its help before sign-in and its pages, in the site's colours, and the sign-in screen's
 * "Go back to site" in a colour that reads (Decap's grey on its grey is 3.6:1). The guide's tables and code wrap
 * rather than scroll: a region that scrolls would need a keyboard's way in.
 */
const adminCss = () => `body{margin:0;font-family:${fonts.body};color:${colors.body};line-height:1.6;background:#fff}
a{color:${colors.primary}}
code{font-size:.95em;background:${colors.surfaceAlt};padding:.1em .3em;border-radius:4px}
.doc{max-width:46rem;margin:0 auto;padding:3rem 1.25rem}
.doc h1,.doc h2,.doc h3{font-family:${fonts.heading};color:${colors.ink};line-height:1.25}
.doc li{margin:.5rem 0}
.doc img{max-width:100%;height:auto;border:1px solid ${colors.surfaceAlt};border-radius:8px}
.doc table{border-collapse:collapse;width:100%}
.doc th,.doc td{border:1px solid ${colors.surfaceAlt};padding:.4rem .6rem;text-align:left;vertical-align:top;
overflow-wrap:anywhere}
.doc pre{white-space:pre-wrap;overflow-wrap:anywhere;background:${colors.surfaceAlt};padding:.75rem;border-radius:8px}
.doc pre code{padding:0}
.eyebrow{color:${colors.accentText};font-weight:700;text-transform:uppercase;letter-spacing:.04em;font-size:.85rem}
.sign-in-help{margin:0;padding:.75rem 1.25rem;font-size:.95rem;text-align:center;background:${colors.primaryTint};
color:${colors.ink}}
.sign-in-help a{color:${colors.primary};text-decoration:underline}
.sign-in-help[hidden]{display:none}
a[href="${siteConfig.siteUrl}"] *{color:${colors.muted}}
`;

/** The preview pane: a post as the site sets it. */
const previewCss =
  () => `body{margin:0;padding:2rem;font-family:${fonts.body};color:${colors.body};line-height:1.7;background:#fff}
.post{max-width:46rem;margin:0 auto}
.meta{color:${colors.accentText};font-weight:700;text-transform:uppercase;letter-spacing:.04em;font-size:.85rem;margin:0}
h1,h2,h3{font-family:${fonts.heading};color:${colors.ink};line-height:1.25}
h1{font-size:2.25rem;margin:.5rem 0 1rem}
.excerpt{font-size:1.15rem;color:${colors.muted}}
.cover{display:block;width:100%;aspect-ratio:1200/630;object-fit:cover;border-radius:16px;margin:1.5rem 0}
.byline{color:${colors.muted};font-size:.95rem}
a{color:${colors.primary}}
blockquote{border-left:4px solid ${colors.accent};margin:1.5rem 0;padding:.25rem 1rem;color:${colors.ink}}
`;

/** A file of /admin/: its text, or the path of a file to copy. */
type AdminFile = string | { copy: string };

/** Every file of /admin/ by its name there. */
export function adminFiles(target: AdminTarget): Map<string, AdminFile> {
  const config = editorConfig(target);
  const guide = writersGuide();
  const guideFiles: [string, AdminFile][] = [
    [GUIDE_PAGE, guidePage(guide.html)],
    ...[...guide.images].map(([name, file]): [string, AdminFile] => [name, { copy: file }]),
  ];
  if (config === undefined) {
    return new Map<string, AdminFile>([["index.html", howToEditPage()], ["admin.css", adminCss()], ...guideFiles]);
  }
  const setup = fs.readFileSync(path.join(__dirname, "admin", "setup.js"), "utf8");
  const previews = postPreviews();
  const files = new Map<string, AdminFile>([
    ["index.html", editorPage(config.backend)],
    ["admin.css", adminCss()],
    ["init.js", fs.readFileSync(path.join(__dirname, "admin", "init.js"), "utf8")],
    [
      "setup.js",
      `const CONFIG = ${JSON.stringify(config)};\nconst LIST_FORMAT = ${JSON.stringify(LIST_FORMAT)};\nconst LIST_FIELD = ${JSON.stringify(LIST_FIELD)};\n${setup}`,
    ],
    ["post-components.js", previews.script],
    ["preview.css", previewCss() + previews.css],
    ...guideFiles,
  ]);
  for (const file of bundleFiles()) files.set(file, { copy: path.join(decapDist, file) });
  return files;
}
