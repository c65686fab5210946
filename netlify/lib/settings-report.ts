/**
 * A function's first request on a deploy reports the settings its deploy lacks (./settings.ts) once per function
 * instance: one line on the error log, `{ fn, settings }`, each setting by name with what breaks, never a value.
 * So a missing secret is named where the logs are read, before its 503s or the mail that waits give it away.
 */
import { deployContext, isDeployed, type DeployInfo } from "./env";
import { settingProblems } from "./settings";

/** The functions that have reported, in this instance. */
const reported = new Set<string>();

/** The problems of the settings the functions read, on this deploy; none on a local run. */
const problems = (context?: DeployInfo) =>
  isDeployed(context) ? settingProblems(deployContext(context)!, { readBy: "functions" }) : [];

/** Reports the deploy's setting problems on `fn`'s first call on a deploy. */
export function reportSettings(fn: string, context?: DeployInfo): void {
  if (reported.has(fn) || !isDeployed(context)) return;
  reported.add(fn);
  const settings = problems(context);
  if (settings.length > 0) console.error(JSON.stringify({ fn, settings }));
}

/**
 * For a scheduled function: reports as reportSettings does, and says whether this deploy has no usable database
 * (NETLIFY_DB_URL missing or malformed), on every run, which then does nothing rather than fail. Local runs go on.
 */
export function withoutDatabase(fn: string, context?: DeployInfo): boolean {
  reportSettings(fn, context);
  const database = problems(context).find(({ name }) => name === "NETLIFY_DB_URL");
  if (database) console.error(JSON.stringify({ fn, skipped: true, settings: [database] }));
  return database !== undefined;
}
