/** An environment variable, through Netlify's runtime API when the function runs there, else process.env. */
export function env(name: string): string | undefined {
  const netlify = (globalThis as { Netlify?: { env?: { get(key: string): string | undefined } } }).Netlify;
  const value = netlify?.env?.get(name) ?? process.env[name];
  return value === "" ? undefined : value;
}

/** Whether this is the production deploy: Netlify's deploy context, or CONTEXT where no Context is at hand. */
export const isProduction = (context?: { deploy?: { context?: string } }) =>
  context?.deploy?.context === "production" || env("CONTEXT") === "production";
