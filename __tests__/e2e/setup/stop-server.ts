import fs from "node:fs";
import path from "node:path";
import { stopServedSite } from "../../support/served-site";

/** Whether the process group `pid` leads still has a process. */
function running(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops every worker's site, waits until they are gone (they write to their folders until then), then removes them. */
export default async function stopServers() {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir || !fs.existsSync(runDir)) return;
  const pids = fs
    .readdirSync(runDir)
    .map((worker) => path.join(runDir, worker, "server.pid"))
    .filter((file) => fs.existsSync(file))
    .map((file) => Number(fs.readFileSync(file, "utf8")));
  for (const pid of pids) stopServedSite(pid);
  const deadline = Date.now() + 15_000;
  while (pids.some(running) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  fs.rmSync(runDir, { recursive: true, force: true });
}
