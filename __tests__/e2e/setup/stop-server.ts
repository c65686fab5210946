import fs from "node:fs";
import { mailDir, pidFile } from "./server";
import { stopServedSite } from "../../support/served-site";

export default function stopServer() {
  fs.rmSync(mailDir, { recursive: true, force: true });
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, "utf8"));
  fs.rmSync(pidFile);
  stopServedSite(pid);
}
