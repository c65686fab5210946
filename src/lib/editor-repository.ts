/**
 * Where the writers' editor (/admin/, Decap CMS's GitHub backend) saves on a deploy: a GitHub repository as
 * owner/name, and its branch. DECAP_GITHUB_REPO wins; otherwise REPOSITORY_URL, which Netlify sets when it builds,
 * but only when it is a GitHub address: the backend can save nowhere else, so any other address is unknown.
 * Read by plugins/decap-admin, which writes the editor's configuration, and by the settings check
 * (netlify/lib/settings.ts), which reports an unknown repository on a deploy.
 */

/** The variables read, each in the order it counts. */
export const EDITOR_SETTINGS = ["DECAP_GITHUB_REPO", "REPOSITORY_URL", "DECAP_BRANCH", "BRANCH", "CONTEXT"] as const;

type Read = (name: (typeof EDITOR_SETTINGS)[number]) => string | undefined;

/** owner/name as GitHub allows them; a trailing `.git` is no part of the name. */
const OWNER_NAME = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,37}[A-Za-z0-9])?)\/([A-Za-z0-9._-]+?)(?:\.git)?\/?$/;

/**
 * A GitHub repository's address as git and Netlify write it: https (with credentials, as Netlify's build has
 * them: https://x-access-token:…@github.com/owner/name), ssh:// or scp-like git@github.com:owner/name.
 */
const GITHUB_ADDRESS =
  /^(?:(?:https?|ssh|git):\/\/(?:[^@/]*@)?(?:www\.)?github\.com(?::\d+)?\/|git@github\.com:)(.*)$/i;

/** "owner/name" of a text that is one (a `.git` suffix dropped), else undefined. */
export function ownerName(text: string): string | undefined {
  const match = OWNER_NAME.exec(text.trim());
  if (!match || match[2] === "." || match[2] === "..") return undefined;
  return `${match[1]}/${match[2]}`;
}

/** "owner/name" of a GitHub repository's address, else undefined (another host, or not a repository's address). */
export function githubRepository(address: string): string | undefined {
  const path = GITHUB_ADDRESS.exec(address.trim())?.[1];
  return path === undefined ? undefined : ownerName(path);
}

/** An unset or empty variable alike. */
const value = (read: Read, name: (typeof EDITOR_SETTINGS)[number]) => read(name) || undefined;

/** The editor's repository as owner/name, or undefined where it is unknown. */
export function editorRepository(read: Read): string | undefined {
  const named = value(read, "DECAP_GITHUB_REPO");
  if (named !== undefined) return ownerName(named);
  const address = value(read, "REPOSITORY_URL");
  return address === undefined ? undefined : githubRepository(address);
}

/**
 * The branch the editor saves to: DECAP_BRANCH, else the one being built on Netlify, else main. A deploy preview is
 * built from a draft's own branch, where other drafts do not belong: its editor saves to main (or DECAP_BRANCH).
 */
export const editorBranch = (read: Read): string =>
  value(read, "DECAP_BRANCH") ??
  (value(read, "CONTEXT") === "deploy-preview" ? undefined : value(read, "BRANCH")) ??
  "main";
