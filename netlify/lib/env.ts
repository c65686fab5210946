/** An environment variable, through Netlify's runtime API when the function runs there, else process.env. */
export function env(name: string): string | undefined {
  const netlify = (globalThis as { Netlify?: { env?: { get(key: string): string | undefined } } }).Netlify;
  const value = netlify?.env?.get(name) ?? process.env[name];
  return value === "" ? undefined : value;
}

/**
 * Whether the function runs on Netlify in any deploy context (production, a deploy preview, a branch deploy): its
 * secrets must be set there, since a constant in this repository would let anyone forge what they protect. Local
 * runs (`npm start`, `npm run develop`, `netlify dev`'s "dev" context, tests) have no deploy context.
 */
export function isDeployed(context?: { deploy?: { context?: string } }): boolean {
  const deployContext = context?.deploy?.context ?? env("CONTEXT");
  return deployContext !== undefined && deployContext !== "dev";
}
