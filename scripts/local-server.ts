/**
 * Starting a server of this project's on this machine (the served build, `npm run develop`) for the tests, the
 * benchmarks and the screenshots: a free port, and the wait for the line that says it is ready.
 */
import type { ChildProcess } from "node:child_process";
import net from "node:net";

/** A port on localhost nothing listens on now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().once("error", reject);
    probe.listen(0, "localhost", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * Resolves with what `server` printed once that matches `ready`; rejects with it if the server exits first or is not
 * ready within `timeoutMs` (`name` says which server). Its output is read on afterwards, so it never blocks on a full
 * pipe.
 */
export async function whenReady(server: ChildProcess, ready: RegExp, timeoutMs: number, name: string): Promise<string> {
  let output = "";
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${name} was not ready in ${timeoutMs / 1000} s:\n${output}`)),
        timeoutMs,
      );
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (ready.test(output)) {
          clearTimeout(timer);
          resolve();
        }
      };
      server.stdout?.on("data", read);
      server.stderr?.on("data", read);
      server.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`${name} stopped (${code}):\n${output}`));
      });
    });
  } finally {
    server.removeAllListeners("exit");
    server.stdout?.removeAllListeners("data").resume();
    server.stderr?.removeAllListeners("data").resume();
  }
  return output;
}
