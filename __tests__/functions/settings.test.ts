/**
 * The settings a deploy needs (netlify/lib/settings.ts): their rules, the editor's repository, the report each
 * function makes on its first request on a deploy, the scheduled functions without a database, `npm run
 * check-settings` run as people run it, and docs/operations.md's Settings table, which must say the same. No
 * report ever holds a value.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { Context } from "@netlify/functions";
import leadDigest from "../../netlify/functions/lead-digest";
import newsletter from "../../netlify/functions/newsletter";
import purgeLeads from "../../netlify/functions/purge-leads";
import retryNotifications from "../../netlify/functions/retry-notifications";
import staff from "../../netlify/functions/staff";
import submitForm from "../../netlify/functions/submit-form";
import * as leadStore from "../../netlify/lib/lead-store";
import { reportSettings } from "../../netlify/lib/settings-report";
import { MIN_SALT_LENGTH, SETTINGS, requirement, settingProblems } from "../../netlify/lib/settings";
import { EDITOR_SETTINGS, editorBranch, editorRepository } from "../../src/lib/editor-repository";
import siteConfig from "../../data/site-config.json";
import { scriptArgs } from "../support/run-script";

jest.setTimeout(30_000);

const root = path.resolve(__dirname, "../..");

/** Secrets that must never reach a report: each value holds one. */
const SECRETS = ["db-secret-1", "salt-secret-2", "smtp-secret-3", "token-secret-4"];

/** Everything a production deploy needs, well-formed. */
const COMPLETE = {
  NETLIFY_DB_URL: "postgres://site:db-secret-1@db.example.net:5432/site",
  LEAD_HASH_SALT: "salt-secret-2".padEnd(MIN_SALT_LENGTH, "0"),
  SMTP_URL: "smtps://apikey:smtp-secret-3@smtp.example.net:465",
  REPOSITORY_URL: "https://x-access-token:token-secret-4@github.com/acme/site",
};

/** The same, each malformed, its secret still in it. */
const MALFORMED = {
  NETLIFY_DB_URL: "mysql://site:db-secret-1@db.example.net/site",
  LEAD_HASH_SALT: "salt-secret-2",
  SMTP_URL: "https://apikey:smtp-secret-3@smtp.example.net",
  DECAP_GITHUB_REPO: "token-secret-4",
};

const problemsOf = (context: string, source: Record<string, string>) =>
  Object.fromEntries(settingProblems(context, { source }).map(({ name, problem }) => [name, problem]));

describe("the settings' rules", () => {
  it("finds nothing to report in a complete production environment, nor in a local run's empty one", () => {
    expect(settingProblems("production", { source: COMPLETE })).toEqual([]);
    expect(settingProblems("dev", { source: {} })).toEqual([]);
  });

  it("requires the database, the salt, mail and the editor's repository on every deploy", () => {
    for (const context of ["production", "deploy-preview", "branch-deploy"])
      expect(problemsOf(context, {})).toMatchObject({
        NETLIFY_DB_URL: "missing",
        LEAD_HASH_SALT: "missing",
        SMTP_URL: "missing",
        DECAP_GITHUB_REPO: "missing",
      });
  });

  it("requires SITE_URL on deploy previews and branch deploys (a context of another name is one), not in production", () => {
    expect(problemsOf("production", COMPLETE)).toEqual({});
    expect(problemsOf("deploy-preview", COMPLETE)).toEqual({ SITE_URL: "missing" });
    expect(problemsOf("branch-deploy", COMPLETE)).toEqual({ SITE_URL: "missing" });
    expect(problemsOf("staging", COMPLETE)).toEqual({ SITE_URL: "missing" });
  });

  it.each([
    ["a missing salt", { LEAD_HASH_SALT: "" }, { LEAD_HASH_SALT: "missing" }],
    ["a short salt", { LEAD_HASH_SALT: "x".repeat(MIN_SALT_LENGTH - 1) }, { LEAD_HASH_SALT: "malformed" }],
    ["a salt just long enough", { LEAD_HASH_SALT: "x".repeat(MIN_SALT_LENGTH) }, {}],
    ["a MySQL database", { NETLIFY_DB_URL: "mysql://u:p@db.example.net/site" }, { NETLIFY_DB_URL: "malformed" }],
    ["a database URL without a host", { NETLIFY_DB_URL: "postgres://" }, { NETLIFY_DB_URL: "malformed" }],
    ["a postgresql:// database", { NETLIFY_DB_URL: "postgresql://u:p@db.example.net/site" }, {}],
    ["SMTP as https", { SMTP_URL: "https://smtp.example.net" }, { SMTP_URL: "malformed" }],
    ["plain smtp://", { SMTP_URL: "smtp://u:p@smtp.example.net:587" }, {}],
    ["an http SITE_URL", { SITE_URL: "http://www.example.com" }, { SITE_URL: "malformed" }],
    ["a SITE_URL with a path", { SITE_URL: "https://www.example.com/site" }, { SITE_URL: "malformed" }],
    ["a SITE_URL that is no URL", { SITE_URL: "www.example.com" }, { SITE_URL: "malformed" }],
    ["an https SITE_URL", { SITE_URL: "https://preview.example.com/" }, {}],
    ["an http SITE_URL on this machine", { SITE_URL: "http://localhost:8888" }, {}],
    ["MAIL_FROM as a name and address", { MAIL_FROM: "Vedha Healthcare <no-reply@vedhahealth.com>" }, {}],
    ["MAIL_FROM without an address", { MAIL_FROM: "Vedha Healthcare" }, { MAIL_FROM: "malformed" }],
    ["LEAD_EMAIL_TO as a list", { LEAD_EMAIL_TO: "sales@vedhahealth.com, Ops <ops@vedhahealth.com>" }, {}],
    [
      "LEAD_EMAIL_TO split by semicolons",
      { LEAD_EMAIL_TO: "a@vedhahealth.com; b@vedhahealth.com" },
      { LEAD_EMAIL_TO: "malformed" },
    ],
    ["CAREERS_EMAIL_TO that is no address", { CAREERS_EMAIL_TO: "careers" }, { CAREERS_EMAIL_TO: "malformed" }],
    ["an http webhook", { LEAD_WEBHOOK_URL: "http://hooks.example.com/x" }, { LEAD_WEBHOOK_URL: "malformed" }],
  ])("production with %s", (_, change, expected) => {
    expect(problemsOf("production", { ...COMPLETE, ...change })).toEqual(expected);
  });

  it("checks a set optional setting in a local run too, and requires nothing there", () => {
    expect(problemsOf("dev", { MAIL_FROM: "nobody" })).toEqual({ MAIL_FROM: "malformed" });
  });

  it("says what breaks and what is expected, never a value", () => {
    const problems = settingProblems("deploy-preview", { source: MALFORMED });
    expect(problems.map(({ name }) => name).sort()).toEqual(
      ["DECAP_GITHUB_REPO", "LEAD_HASH_SALT", "NETLIFY_DB_URL", "SITE_URL", "SMTP_URL"].sort(),
    );
    for (const problem of problems) expect(problem.breaks).toMatch(/\w/);
    expect(problems.find(({ name }) => name === "LEAD_HASH_SALT")).toEqual({
      name: "LEAD_HASH_SALT",
      problem: "malformed",
      expected: expect.stringContaining(`at least ${MIN_SALT_LENGTH} characters`),
      breaks: expect.stringContaining("answer 503"),
    });
    expect(problems.find(({ name }) => name === "SITE_URL")?.breaks).toContain(siteConfig.siteUrl);
    const text = JSON.stringify(problems);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
  });
});

describe("the editor's repository", () => {
  const repository = (variables: Record<string, string>) => editorRepository((name) => variables[name]);

  it.each([
    ["https://github.com/acme/site", "acme/site"],
    ["https://github.com/acme/site.git", "acme/site"],
    ["https://x-access-token:v1.abc123@github.com/acme/site", "acme/site"],
    ["https://user@github.com/acme/my.site.git/", "acme/my.site"],
    ["git@github.com:acme/site.git", "acme/site"],
    ["ssh://git@github.com/acme/site.git", "acme/site"],
    ["https://gitlab.com/acme/site", undefined],
    ["https://git.example.com/acme/site.git", undefined],
    ["git@gitlab.com:acme/site.git", undefined],
    ["https://github.com.evil.example/acme/site", undefined],
    ["https://evil.example/github.com/acme/site", undefined],
    ["https://github.com/acme/site/tree/main", undefined],
    ["https://github.com/acme", undefined],
    ["", undefined],
  ])("takes REPOSITORY_URL %s as %s", (url, expected) => {
    expect(repository({ REPOSITORY_URL: url })).toBe(expected);
  });

  it("prefers DECAP_GITHUB_REPO, and a malformed one is unknown too", () => {
    const github = "https://github.com/acme/site";
    expect(repository({ DECAP_GITHUB_REPO: "acme/editor", REPOSITORY_URL: github })).toBe("acme/editor");
    expect(repository({ DECAP_GITHUB_REPO: "acme/editor.git" })).toBe("acme/editor");
    expect(repository({ DECAP_GITHUB_REPO: "https://github.com/acme/editor", REPOSITORY_URL: github })).toBe(undefined);
    expect(repository({})).toBe(undefined);
  });

  it("is reported unknown on a deploy, by DECAP_GITHUB_REPO, whatever REPOSITORY_URL held", () => {
    const gitlab = { ...COMPLETE, REPOSITORY_URL: "https://oauth2:token-secret-4@gitlab.com/acme/site.git" };
    expect(problemsOf("production", gitlab)).toEqual({ DECAP_GITHUB_REPO: "missing" });
    expect(problemsOf("production", { ...gitlab, DECAP_GITHUB_REPO: "acme/site" })).toEqual({});
    expect(problemsOf("production", { ...gitlab, DECAP_GITHUB_REPO: "acme" })).toEqual({
      DECAP_GITHUB_REPO: "malformed",
    });
    expect(JSON.stringify(settingProblems("production", { source: gitlab }))).not.toContain("token-secret-4");
  });

  it("saves to DECAP_BRANCH, else the branch being built (not a draft's, in its deploy preview), else main", () => {
    const branch = (variables: Record<string, string>) => editorBranch((name) => variables[name]);
    expect(branch({ DECAP_BRANCH: "content", BRANCH: "feature" })).toBe("content");
    expect(branch({ BRANCH: "feature" })).toBe("feature");
    expect(branch({ BRANCH: "staging", CONTEXT: "branch-deploy" })).toBe("staging");
    expect(branch({ BRANCH: "cms/posts/a-draft", CONTEXT: "deploy-preview" })).toBe("main");
    expect(branch({ BRANCH: "cms/posts/a-draft", CONTEXT: "deploy-preview", DECAP_BRANCH: "content" })).toBe("content");
    expect(branch({ DECAP_BRANCH: "", BRANCH: "" })).toBe("main");
  });
});

describe("the report on a function's first request", () => {
  const PRODUCTION = { deploy: { context: "production" } };
  const names = [...SETTINGS.map((setting) => setting.name), ...EDITOR_SETTINGS, "CONTEXT"];
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  let errors: string[];

  const restore = () => {
    for (const name of names) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  };

  beforeEach(() => {
    for (const name of names) delete process.env[name];
    Object.assign(process.env, MALFORMED);
    errors = [];
    jest.spyOn(console, "log").mockImplementation(() => {});
    jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => void errors.push(args.join(" ")));
  });

  afterEach(() => {
    jest.restoreAllMocks();
    restore();
  });

  const lines = () => errors.map((line) => JSON.parse(line) as { fn: string; settings?: { name: string }[] });

  it("says nothing on a local run", () => {
    reportSettings("local-run");
    reportSettings("local-run", { deploy: { context: "dev" } });
    expect(errors).toEqual([]);
  });

  it("names the functions' problem settings once per function instance, on one line, without a value", () => {
    reportSettings("first", PRODUCTION);
    reportSettings("first", PRODUCTION);
    process.env.CONTEXT = "deploy-preview";
    reportSettings("second");
    expect(lines()).toEqual([
      {
        fn: "first",
        settings: [
          expect.objectContaining({ name: "NETLIFY_DB_URL", problem: "malformed", breaks: expect.any(String) }),
          expect.objectContaining({ name: "LEAD_HASH_SALT", problem: "malformed" }),
          expect.objectContaining({ name: "SMTP_URL", problem: "malformed" }),
        ],
      },
      {
        fn: "second",
        settings: expect.arrayContaining([expect.objectContaining({ name: "SITE_URL", problem: "missing" })]),
      },
    ]);
    // The build's settings are the build's to report.
    expect(errors.join("\n")).not.toContain("DECAP_GITHUB_REPO");
    for (const secret of SECRETS) expect(errors.join("\n")).not.toContain(secret);
  });

  it("is made by every function, each once", async () => {
    delete process.env.NETLIFY_DB_URL;
    const context = { ...PRODUCTION, ip: "192.0.2.1", requestId: "settings" } as unknown as Context;
    const get = (url: string) => new Request(url);
    const run = async () => {
      await submitForm(get("http://localhost/.netlify/functions/submit-form"), context);
      await newsletter(get("http://localhost/.netlify/functions/newsletter"), context);
      await staff(get("http://localhost/api/staff/nothing"), context);
      await purgeLeads(get("http://localhost/"), context);
      await leadDigest(get("http://localhost/"), context);
      await retryNotifications(get("http://localhost/"), context);
    };
    await run();
    await run();
    const reports = lines().filter((line) => !("skipped" in line));
    expect(reports.map(({ fn }) => fn)).toEqual([
      "submit-form",
      "newsletter",
      "staff",
      "purge-leads",
      "lead-digest",
      "retry-notifications",
    ]);
    for (const { settings } of reports)
      expect(settings!.map(({ name }) => name)).toEqual(["NETLIFY_DB_URL", "LEAD_HASH_SALT", "SMTP_URL"]);
  });

  it.each([
    ["missing", undefined],
    ["malformed", "mysql://site:db-secret-1@db.example.net/site"],
  ])("lets a scheduled function without a usable database (%s) skip its run, said each time", async (_, url) => {
    if (url) process.env.NETLIFY_DB_URL = url;
    else delete process.env.NETLIFY_DB_URL;
    const opened = jest.spyOn(leadStore, "openLeadStore");
    const context = PRODUCTION as unknown as Context;
    for (const run of [
      () => purgeLeads(undefined, context),
      () => leadDigest(undefined, context),
      () => retryNotifications(new Request("http://localhost/"), context),
    ]) {
      await expect(run()).resolves.toBeUndefined();
      await expect(run()).resolves.toBeUndefined();
    }
    expect(opened).not.toHaveBeenCalled();
    const skipped = lines().filter((line) => "skipped" in line);
    expect(skipped.map(({ fn }) => fn)).toEqual([
      "purge-leads",
      "purge-leads",
      "lead-digest",
      "lead-digest",
      "retry-notifications",
      "retry-notifications",
    ]);
    for (const line of skipped) expect(line.settings!.map(({ name }) => name)).toEqual(["NETLIFY_DB_URL"]);
    for (const secret of SECRETS) expect(errors.join("\n")).not.toContain(secret);
  });
});

describe("npm run check-settings", () => {
  /** The command's output and exit code, run with exactly these variables (and what node needs to start). */
  const check = (args: string[], variables: Record<string, string> = {}) =>
    promisify(execFile)(process.execPath, scriptArgs("scripts/check-settings.ts", ...args), {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        TMPDIR: process.env.TMPDIR ?? "/tmp",
        ...variables,
      },
    }).then(
      ({ stdout, stderr }) => ({ stdout, stderr, code: 0 }),
      (error: { stdout: string; stderr: string; code: number }) => ({ ...error, code: error.code }),
    );

  it("passes a complete production environment, with a line per setting", async () => {
    const { stdout, code } = await check(["--context", "production"], COMPLETE);
    expect(code).toBe(0);
    for (const name of ["NETLIFY_DB_URL", "LEAD_HASH_SALT", "SMTP_URL", "DECAP_GITHUB_REPO"])
      expect(stdout).toMatch(new RegExp(`^ +ok +${name} `, "m"));
    expect(stdout).toMatch(/^ +not set +SITE_URL .*optional/m);
    expect(stdout).toContain("Every setting is in order.");
    for (const secret of SECRETS) expect(stdout).not.toContain(secret);
  });

  it("fails an empty environment, naming every missing setting with what breaks", async () => {
    const { stdout, code } = await check(["--context", "deploy-preview"]);
    expect(code).toBe(1);
    for (const name of ["NETLIFY_DB_URL", "LEAD_HASH_SALT", "SMTP_URL", "SITE_URL", "DECAP_GITHUB_REPO"])
      expect(stdout).toMatch(new RegExp(`^ +MISSING +${name} .*: \\w`, "m"));
    expect(stdout).toContain("the editor at /admin/ cannot save: set DECAP_GITHUB_REPO to owner/name");
    expect(stdout).toContain(
      "5 settings to set or correct: NETLIFY_DB_URL, LEAD_HASH_SALT, SMTP_URL, SITE_URL, DECAP_GITHUB_REPO.",
    );
  });

  it("fails malformed settings without printing them", async () => {
    const { stdout, code } = await check(["--context", "production"], MALFORMED);
    expect(code).toBe(1);
    for (const name of ["NETLIFY_DB_URL", "LEAD_HASH_SALT", "SMTP_URL", "DECAP_GITHUB_REPO"])
      expect(stdout).toMatch(new RegExp(`^ +MALFORMED +${name} .*must be`, "m"));
    for (const secret of SECRETS) expect(stdout).not.toContain(secret);
  });

  it("requires nothing of a local run; takes CONTEXT when no --context is given; refuses another context", async () => {
    expect((await check(["--context", "dev"])).code).toBe(0);
    const fromNetlify = await check([], { CONTEXT: "production" });
    expect(fromNetlify.code).toBe(1);
    expect(fromNetlify.stdout).toContain("The settings of production:");
    const wrong = await check(["--context", "staging"]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("give --context production, deploy-preview, branch-deploy, dev");
  });

  it("prints its usage with --help", async () => {
    const { stdout, code } = await check(["--help"]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^npm run check-settings -- --context CONTEXT/);
    expect(stdout).toContain("--context CONTEXT");
  });
});

describe("docs/operations.md's Settings table", () => {
  const section = readFileSync(path.join(root, "docs/operations.md"), "utf8")
    .split(/^## Settings$/m)[1]
    .split(/^## /m)[0];
  /** Each row's text by the variable it names first. */
  const rows = new Map(
    [...section.matchAll(/^\| `([A-Z0-9_]+)` \|(.*)$/gm)].map(([, name, rest]) => [name, rest.toLowerCase()]),
  );

  it.each(SETTINGS.map((setting) => [setting.name, setting] as const))(
    "has %s, saying whether and where it is required",
    (name, setting) => {
      const row = rows.get(name);
      expect(row).toBeDefined();
      const required = requirement(setting);
      if (required) expect(row).toContain(required);
      else expect(row).not.toContain("required on");
    },
  );

  it("calls no other variable required, and has the editor's settings", () => {
    const declared = new Set(SETTINGS.filter(requirement).map(({ name }) => name));
    for (const [name, row] of rows) if (row.includes("required on")) expect(declared).toContain(name);
    for (const name of EDITOR_SETTINGS) expect(rows.has(name)).toBe(true);
  });
});
