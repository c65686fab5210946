/**
 * Who the audit log says ran a command that reads or changes the site's data (`npm run leads`, `npm run staff`):
 * the command, and the person named by its `--as` flag, or else this computer's user.
 */
import { userInfo } from "node:os";
import { terminalSafe } from "./terminal-safe";

export const AS_OPTION = { as: { type: "string" } } as const;

export function operatorActor(command: string, as: string | undefined): string {
  const operator = as?.trim() || userInfo().username;
  return `${command} (${terminalSafe(operator).slice(0, 100)})`;
}
