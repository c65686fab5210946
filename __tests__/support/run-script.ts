/**
 * The arguments for Node to run one of the project's TypeScript commands (scripts/*.ts) as a process of its own:
 * with tsx as Node's loader. `npm run leads` goes through tsx's command line, which starts a second Node process to
 * run the same loader; the tests run such commands about a hundred times, so they skip that wrapper.
 */
export const scriptArgs = (script: string, ...args: string[]) => ["--import", "tsx", script, ...args];
