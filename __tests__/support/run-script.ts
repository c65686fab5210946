import { format } from "node:util";

/**
 * The arguments for Node to run one of the project's TypeScript commands (scripts/*.ts, CommonJS as the package
 * has no "type") as a process of its own, with tsx's CommonJS loader. `npm run leads` goes through tsx's command
 * line, which starts a second Node process, and registers its ES module hooks too, which run on a thread of their own
 * and made a start 0.9 s against 0.74 s with the CommonJS loader alone.
 */
export const scriptArgs = (script: string, ...args: string[]) => ["--require", "tsx/cjs", script, ...args];

export type CommandOutput = { stdout: string; stderr: string };
/** What a command printed, and its exit code (as execFile rejects when the code is not 0). */
export type CommandResult = CommandOutput & { code: number };

/** A command's output and exit code, whether it failed or not. */
export const outcome = (running: Promise<CommandOutput>): Promise<CommandResult> =>
  running.then(
    (output) => ({ ...output, code: 0 }),
    (failure: CommandResult) => failure,
  );

/**
 * A command's entry (scripts/leads.ts's `leads`) run in this test's process as its own process would run it: `env`
 * set for the run, what it prints collected (console and stdout), and its exit code read. Resolves with the output;
 * rejects with the output and the code when the code is not 0. A process of its own costs about a CPU-second to load
 * the command's modules, each time; here they load once per test file. Each such command keeps a test that runs it
 * as a process (scriptArgs), for what only a process shows.
 */
export async function runInProcess(
  command: (argv: string[]) => Promise<void>,
  args: string[],
  env: Record<string, string> = {},
): Promise<CommandOutput> {
  const saved = Object.keys(env).map((name) => [name, process.env[name]] as const);
  Object.assign(process.env, env);
  const stdout: string[] = [];
  const stderr: string[] = [];
  const { log, info, warn, error } = console;
  console.log = console.info = (...values: unknown[]) => void stdout.push(`${format(...values)}\n`);
  console.warn = console.error = (...values: unknown[]) => void stderr.push(`${format(...values)}\n`);
  const write = jest.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    stdout.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString());
    return true;
  });
  process.exitCode = undefined;
  try {
    await command(args);
  } finally {
    Object.assign(console, { log, info, warn, error });
    write.mockRestore();
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  const code = Number(process.exitCode ?? 0);
  process.exitCode = undefined;
  const output = { stdout: stdout.join(""), stderr: stderr.join("") };
  if (code !== 0) throw Object.assign(new Error(`exited with ${code}: ${output.stderr}`), output, { code });
  return output;
}
