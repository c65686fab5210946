import { execFileSync, spawn, type ChildProcess } from "child_process";
import { promises as fs } from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";

type AdminFiles = typeof import("./admin-files");
type DevServer = { get(route: string, handler: (req: { path: string }, res: DevResponse) => void): void };
type DevResponse = {
  type(type: string): DevResponse;
  send(body: string | Buffer): void;
  sendFile(file: string): void;
  sendStatus(code: number): void;
};

/**
 * TypeScript beside this file, loaded with tsx: Gatsby compiles gatsby-node.ts alone into .cache/, so what it
 * imports is loaded from the site's root at run time, as plugins/develop-functions does.
 */
function load(): AdminFiles {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded when the hook runs
  const tsx = require("tsx/cjs/api") as { require: (id: string, fromFile: string) => AdminFiles };
  const entry = path.resolve("plugins/decap-admin/admin-files.ts");
  return tsx.require(entry, entry);
}

/** The build writes /admin/ into public/. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const dir = path.resolve("public", "admin");
  await fs.mkdir(dir, { recursive: true });
  const files = load().adminFiles({ develop: false });
  for (const [name, content] of files) {
    if (typeof content === "string") await fs.writeFile(path.join(dir, name), content);
    else await fs.copyFile(content.copy, path.join(dir, name));
  }
  reporter.info(
    files.has("setup.js")
      ? "The writers' editor is at /admin/ (Decap CMS, configured from src/content/types)"
      : "/admin/ says how to edit: this build names no repository for the editor to save to",
  );
  for (const { name, problem, breaks } of load().buildSettingProblems()) reporter.warn(`${name} ${problem}: ${breaks}`);
};

let localBackend: ChildProcess | undefined;

/** A git command's answer in this checkout, or "" where git fails (not a clone, no such setting). */
function git(...args: string[]): string {
  try {
    return execFileSync("git", args, { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return "";
  }
}

/**
 * `npm run develop` serves /admin/ (made afresh on each load, so a changed declaration or post shows at once) and
 * runs Decap's local backend in its git mode, the one with the editorial workflow: a draft is a branch of this
 * checkout (cms/…), publishing merges it into the branch checked out. It commits with git's identity, or the
 * editor's own where git has none.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, reporter }) => {
  const { adminFiles, localBackendScript, LOCAL_BACKEND_PORT } = load();
  const branch = git("rev-parse", "--abbrev-ref", "HEAD");
  if (!branch || branch === "HEAD") {
    reporter.warn("The writers' editor needs a git clone with a branch checked out: /admin/ cannot save here.");
    return;
  }
  if (git("status", "--porcelain")) {
    reporter.warn(
      "The writers' editor commits into this checkout, and it has uncommitted changes: commit or stash them before you save in /admin/, or the editor's commits take them in.",
    );
  }
  // Made afresh with each load of the page (its other files are requested right after it).
  let files = adminFiles({ develop: true, branch });
  (app as DevServer).get("/admin/*", (req, res) => {
    const name = req.path.replace(/^\/admin\//, "") || "index.html";
    if (name === "index.html") files = adminFiles({ develop: true, branch });
    const content = files.get(name);
    if (content === undefined) return res.sendStatus(404);
    if (typeof content !== "string") return res.sendFile(content.copy);
    res.type(path.extname(name) || ".html").send(content);
  });
  const identity = git("config", "user.email") ? {} : EDITOR_IDENTITY;
  localBackend = spawn(process.execPath, [path.resolve("plugins/decap-admin/local-backend.js"), localBackendScript()], {
    env: {
      ...process.env,
      ...identity,
      MODE: "git",
      PORT: String(LOCAL_BACKEND_PORT),
      GIT_REPO_DIRECTORY: path.resolve("."),
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  localBackend.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  localBackend.on("exit", (code) => {
    if (code) reporter.warn(`Decap's local backend stopped (${code}); is port ${LOCAL_BACKEND_PORT} taken?\n${errors}`);
  });
  process.on("exit", () => localBackend?.kill());
  reporter.info(
    `The writers' editor: /admin/ (drafts are branches of this checkout, published into ${branch}; saved through :${LOCAL_BACKEND_PORT})`,
  );
};

/** Who the editor's commits are by where git knows nobody (a fresh machine). */
const EDITOR_IDENTITY = {
  GIT_AUTHOR_NAME: "Content editor",
  GIT_AUTHOR_EMAIL: "editor@localhost",
  GIT_COMMITTER_NAME: "Content editor",
  GIT_COMMITTER_EMAIL: "editor@localhost",
};
