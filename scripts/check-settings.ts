/**
 * npm run check-settings -- --context CONTEXT: whether the environment it runs in holds every setting a deploy of
 * that context needs (netlify/lib/settings.ts; docs/operations.md, Settings). A line per setting: ok, or missing or
 * malformed with what breaks without it; never a value.
 *
 *   --context CONTEXT   production, deploy-preview, branch-deploy, or dev (a local run, which requires nothing);
 *                       CONTEXT when not given (Netlify sets it in the build)
 *   --help              this text
 *
 * Exits 1 when a required setting is missing or a set one is malformed, 0 when all is well, 2 on a wrong option.
 */
import { parseArgs } from "node:util";
import { CONTEXTS, checkSettings, type SettingState, type SettingsContext } from "../netlify/lib/settings";
import { usage } from "./usage";

const DEPLOYS: Record<SettingsContext, string> = {
  production: "production",
  "deploy-preview": "a deploy preview",
  "branch-deploy": "a branch deploy",
  dev: "a local run",
};

const LABELS: Record<SettingState, string> = {
  ok: "ok",
  unset: "not set",
  missing: "MISSING",
  malformed: "MALFORMED",
};

const isContext = (name: string | undefined): name is SettingsContext =>
  (CONTEXTS as readonly (string | undefined)[]).includes(name);

function main(): number {
  const { values: options } = parseArgs({
    options: { context: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  if (options.help) {
    console.log(usage(__filename));
    return 0;
  }
  const context = options.context ?? process.env.CONTEXT;
  if (!isContext(context)) {
    console.error(`check-settings: give --context ${CONTEXTS.join(", ")} (npm run check-settings -- --help)`);
    return 2;
  }
  const checks = checkSettings(context, { source: process.env });
  const width = Math.max(...checks.map(({ setting }) => setting.name.length));
  console.log(`The settings of ${DEPLOYS[context]}:`);
  for (const { setting, state } of checks) {
    const line = `  ${LABELS[state].padEnd(9)}  ${setting.name.padEnd(width)}  read by the ${setting.readBy}`;
    const why =
      state === "missing"
        ? `: ${setting.breaks}`
        : state === "malformed"
          ? `: must be ${setting.rule}; without a usable value, ${setting.breaks}`
          : state === "unset"
            ? ", optional"
            : "";
    console.log(line + why);
  }
  const problems = checks.filter(({ state }) => state === "missing" || state === "malformed");
  console.log(
    problems.length === 0
      ? "Every setting is in order."
      : `${problems.length} setting${problems.length === 1 ? "" : "s"} to set or correct: ${problems.map(({ setting }) => setting.name).join(", ")}.`,
  );
  return problems.length === 0 ? 0 : 1;
}

process.exitCode = main();
