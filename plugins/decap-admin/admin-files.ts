/**
 * The files of /admin/, the writers' editor: Decap CMS's standalone bundle from the installed package (with its own
 * React; no CDN), the site's setup (./admin/), the configuration made from the content declarations, and the
 * preview's stylesheet made from the site's design tokens.
 */
import fs from "fs";
import path from "path";
import siteConfig from "../../data/site-config.json";
import { LIST_FIELD, LIST_FORMAT, cmsConfig, dataFileOf } from "../../src/content/cms-config";
import { editorBranch, editorRepository } from "../../src/lib/editor-repository";
import { settingProblems } from "../../netlify/lib/settings";
import { colors, fonts } from "../../src/styles/theme";

const root = path.resolve(__dirname, "../..");

/** The port of Decap's local backend (decap-server): the one Decap CMS looks for on localhost, and netlify.toml allows. */
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

/**
 * Where the production editor saves: this site's GitHub repository, as Netlify names it when it builds. Where that is
 * unknown (a local build, which saves through the local backend, or an address not on GitHub) a placeholder stands
 * in; `npm run check-settings` reports it for a deploy.
 */
function backend() {
  const read = (name: string) => process.env[name];
  return { repo: editorRepository(read) ?? "OWNER/REPOSITORY", branch: editorBranch(read) };
}

/** The build's own settings (the editor's repository) a deploy lacks, by name with what breaks; none locally. */
export const buildSettingProblems = () => settingProblems(process.env.CONTEXT ?? "dev", { readBy: "build" });

/**
 * The editor's configuration, made from the content declarations. It reaches Decap inside setup.js rather than as a
 * config.yml it would fetch: /admin/'s policy allows no request to the site itself (connect-src without 'self'), so
 * a script running there cannot call the staff API with a staff member's session.
 */
export const editorConfig = () =>
  cmsConfig(backend(), (type) =>
    Array.isArray(JSON.parse(fs.readFileSync(path.join(root, dataFileOf(type.type)), "utf8"))),
  );

const indexHtml = () => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Content editor | ${siteConfig.siteTitle}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<script src="/admin/init.js"></script>
<script src="/admin/decap-cms.js"></script>
<script src="/admin/setup.js"></script>
</body>
</html>
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

/** Every file of /admin/ by its name there: text, or the path of a file to copy. */
export function adminFiles(): Map<string, string | { copy: string }> {
  const files = new Map<string, string | { copy: string }>([
    ["index.html", indexHtml()],
    ["init.js", fs.readFileSync(path.join(__dirname, "admin", "init.js"), "utf8")],
    [
      "setup.js",
      `const CONFIG = ${JSON.stringify(editorConfig())};\nconst LIST_FORMAT = ${JSON.stringify(LIST_FORMAT)};\nconst LIST_FIELD = ${JSON.stringify(LIST_FIELD)};\n${fs.readFileSync(
        path.join(__dirname, "admin", "setup.js"),
        "utf8",
      )}`,
    ],
    ["preview.css", previewCss()],
  ]);
  for (const file of bundleFiles()) files.set(file, { copy: path.join(decapDist, file) });
  return files;
}
