import fs from "node:fs";
import { pidFile } from "./server";

export default async function stopServer() {
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, "utf8"));
  fs.rmSync(pidFile);
  try {
    process.kill(-pid, "SIGTERM"); // the whole group: the server and the emulator's workers
  } catch {
    // already gone
  }
}
