/**
 * Every setting a deploy needs, declared once: who reads it (the functions at run time, or the build), in which
 * deploy contexts it is required, what a well-formed value is and what breaks without one. `npm run check-settings`
 * checks them for a context, each function reports its deploy's problems on its first request
 * (./settings-report.ts), and docs/operations.md's Settings table says the same (a test holds it to this).
 * A problem names its setting, never its value: most of them are secrets.
 */
import siteConfig from "../../data/site-config.json";
import { isEmailAddress } from "../../src/form-definitions";
import { editorRepository, ownerName } from "../../src/lib/editor-repository";
import { env } from "./env";

/** Netlify's deploy contexts: where a deployed site runs. */
export const DEPLOY_CONTEXTS = ["production", "deploy-preview", "branch-deploy"] as const;
export type DeployContext = (typeof DEPLOY_CONTEXTS)[number];
/** The contexts a check takes: a deploy's, or "dev" (a local run), which requires nothing. */
export const CONTEXTS = [...DEPLOY_CONTEXTS, "dev"] as const;
export type SettingsContext = (typeof CONTEXTS)[number];

/** Who reads a setting: the functions, at run time, or the build (the editor's configuration). */
export type Reader = "functions" | "build";

type Read = (name: string) => string | undefined;

export type Setting = {
  readonly name: string;
  readonly readBy: Reader;
  /** The deploy contexts that need it; none: optional, and checked only when set. */
  readonly requiredIn: readonly DeployContext[];
  /** What a well-formed value is, as a report says it. */
  readonly rule: string;
  readonly valid: (value: string) => boolean;
  /** What breaks without a usable value. */
  readonly breaks: string;
  /** Its value where more than its own variable gives it (the editor's repository). */
  readonly value?: (read: Read) => string | undefined;
};

/**
 * The shortest LEAD_HASH_SALT taken: 32 characters, 128 bits as hex (`openssl rand -hex 16`). It keys the hash of
 * a sender's address, and there are only 2^32 IPv4 addresses: a secret short enough to guess gives every stored
 * hash back as its address, and lets anyone sign newsletter links.
 */
export const MIN_SALT_LENGTH = 32;

/** A URL of one of `protocols`, with a host. */
function urlOf(value: string, protocols: readonly string[]): URL | undefined {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname !== "" ? url : undefined;
  } catch {
    return undefined;
  }
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** https, or http to this machine only (a local server): never clear text across a network. */
const webUrl = (value: string) => {
  const url = urlOf(value, ["https:", "http:"]);
  return url && (url.protocol === "https:" || LOCAL_HOSTS.has(url.hostname)) ? url : undefined;
};

/** A site's address: scheme and host (and port), no path, query or credentials. */
const siteAddress = (value: string) => {
  const url = webUrl(value);
  return url !== undefined && url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
};

/** An address as the forms take one, alone or after a name in angle brackets: `Vedha <no-reply@vedha.com>`. */
const mailbox = (text: string) => {
  const angled = /^[^<>]*<([^<>]+)>$/.exec(text.trim());
  return isEmailAddress((angled ? angled[1] : text).trim());
};
const mailboxes = (text: string) => text.split(",").every(mailbox);

const MAILBOXES_RULE = "addresses (or Name <address>) separated by commas";

export const SETTINGS: readonly Setting[] = [
  {
    name: "NETLIFY_DB_URL",
    readBy: "functions",
    requiredIn: DEPLOY_CONTEXTS,
    rule: "a postgres:// or postgresql:// URL",
    valid: (value) => urlOf(value, ["postgres:", "postgresql:"]) !== undefined,
    breaks:
      "leads cannot be stored: forms, newsletter buttons and the staff inbox answer 503, and the scheduled purge, mail retry and digest skip every run",
  },
  {
    name: "LEAD_HASH_SALT",
    readBy: "functions",
    requiredIn: DEPLOY_CONTEXTS,
    rule: `a secret of at least ${MIN_SALT_LENGTH} characters (openssl rand -hex 32)`,
    valid: (value) => value.length >= MIN_SALT_LENGTH,
    breaks:
      "forms, newsletter links and the staff inbox answer 503; a short secret can be guessed, which gives back senders' addresses and lets anyone sign newsletter links",
  },
  {
    name: "SMTP_URL",
    readBy: "functions",
    requiredIn: DEPLOY_CONTEXTS,
    rule: "an smtp:// or smtps:// URL",
    valid: (value) => urlOf(value, ["smtp:", "smtps:"]) !== undefined,
    breaks: "mail waits in the outbox: the team hears of no lead and no sender gets a confirmation",
  },
  {
    // Not required in production: without it links go to data/site-config.json's address, which is production's.
    name: "SITE_URL",
    readBy: "functions",
    requiredIn: ["deploy-preview", "branch-deploy"],
    rule: "an absolute https URL with no path (http only for localhost)",
    valid: siteAddress,
    breaks: `links in mail point at ${siteConfig.siteUrl}, the production site, also from this deploy`,
  },
  {
    name: "MAIL_FROM",
    readBy: "functions",
    requiredIn: [],
    rule: "an address, or Name <address>",
    valid: mailbox,
    breaks: "mail cannot be sent from a malformed sender: the team hears of no lead and no sender gets a confirmation",
  },
  {
    name: "LEAD_EMAIL_TO",
    readBy: "functions",
    requiredIn: [],
    rule: MAILBOXES_RULE,
    valid: mailboxes,
    breaks: "the team's mail of new leads and the daily digest reach nobody",
  },
  {
    name: "CAREERS_EMAIL_TO",
    readBy: "functions",
    requiredIn: [],
    rule: MAILBOXES_RULE,
    valid: mailboxes,
    breaks: "the team's mail of job applications reaches nobody",
  },
  {
    name: "LEAD_WEBHOOK_URL",
    readBy: "functions",
    requiredIn: [],
    rule: "an absolute https URL (http only for localhost)",
    valid: (value) => webUrl(value) !== undefined,
    breaks: "the webhook hears of no lead: each notification stays pending",
  },
  {
    // The editor's repository: DECAP_GITHUB_REPO, else REPOSITORY_URL when it is a GitHub address.
    name: "DECAP_GITHUB_REPO",
    readBy: "build",
    requiredIn: DEPLOY_CONTEXTS,
    rule: "owner/name; unset, REPOSITORY_URL (Netlify sets it when it builds) when that is a GitHub address",
    valid: (value) => ownerName(value) !== undefined,
    breaks: "the editor at /admin/ cannot save: set DECAP_GITHUB_REPO to owner/name",
    value: (read) => read("DECAP_GITHUB_REPO") ?? editorRepository(read),
  },
];

/** A deployed context Netlify names otherwise (a branch's own) is a branch deploy; "dev" is no deploy. */
function deployOf(context: string): DeployContext | undefined {
  if (context === "dev") return undefined;
  return DEPLOY_CONTEXTS.find((deploy) => deploy === context) ?? "branch-deploy";
}

const CONTEXT_NAMES: Record<DeployContext, string> = {
  production: "production",
  "deploy-preview": "deploy previews",
  "branch-deploy": "branch deploys",
};

/** How docs/operations.md's Settings table says a setting is required: "required on every deploy", or on which. */
export function requirement(setting: Setting): string | undefined {
  if (setting.requiredIn.length === 0) return undefined;
  if (setting.requiredIn.length === DEPLOY_CONTEXTS.length) return "required on every deploy";
  return `required on ${setting.requiredIn.map((context) => CONTEXT_NAMES[context]).join(" and ")}`;
}

/** ok; unset (optional, so fine); missing (required); malformed (set, required or not). */
export type SettingState = "ok" | "unset" | "missing" | "malformed";

export type CheckOptions = {
  /** Only the settings this reader reads; all when absent. */
  readonly readBy?: Reader;
  /** The variables; the running environment's (env()) when absent. */
  readonly source?: Readonly<Record<string, string | undefined>>;
};

/** Each setting of `context` with its state. */
export function checkSettings(
  context: string,
  { readBy, source }: CheckOptions = {},
): { readonly setting: Setting; readonly state: SettingState }[] {
  const read: Read = (name) => (source ? source[name] || undefined : env(name));
  const deploy = deployOf(context);
  return SETTINGS.filter((setting) => readBy === undefined || setting.readBy === readBy).map((setting) => {
    const value = setting.value ? setting.value(read) : read(setting.name);
    const required = deploy !== undefined && setting.requiredIn.includes(deploy);
    const state: SettingState =
      value === undefined ? (required ? "missing" : "unset") : setting.valid(value) ? "ok" : "malformed";
    return { setting, state };
  });
}

/** A setting missing or malformed, by name, with what breaks: never its value. */
export type SettingProblem = {
  readonly name: string;
  readonly problem: "missing" | "malformed";
  /** What a well-formed value is: for a malformed one. */
  readonly expected?: string;
  readonly breaks: string;
};

/** The settings of `context` that are missing or malformed. */
export function settingProblems(context: string, options: CheckOptions = {}): SettingProblem[] {
  return checkSettings(context, options).flatMap(({ setting, state }) =>
    state === "missing" || state === "malformed"
      ? [
          {
            name: setting.name,
            problem: state,
            ...(state === "malformed" ? { expected: setting.rule } : {}),
            breaks: setting.breaks,
          },
        ]
      : [],
  );
}
