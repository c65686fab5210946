/** An environment variable, through Netlify's runtime API when the function runs there, else process.env. */
export function env(name: string): string | undefined {
  const netlify = (globalThis as { Netlify?: { env?: { get(key: string): string | undefined } } }).Netlify;
  const value = netlify?.env?.get(name) ?? process.env[name];
  return value === "" ? undefined : value;
}

/** What a function's Context says of its deploy. */
export type DeployInfo = { deploy?: { context?: string } };

/** The deploy context: the request's, else CONTEXT (scheduled runs, scripts); undefined on a local run. */
export function deployContext(context?: DeployInfo): string | undefined {
  return context?.deploy?.context ?? env("CONTEXT");
}

/**
 * Whether the function runs on Netlify in any deploy context (production, a deploy preview, a branch deploy): its
 * secrets must be set there, since a constant in this repository would let anyone forge what they protect. Local
 * runs (`npm start`, `npm run develop`, `netlify dev`'s "dev" context, tests) have no deploy context.
 */
export function isDeployed(context?: DeployInfo): boolean {
  const current = deployContext(context);
  return current !== undefined && current !== "dev";
}
