/**
 * npm run staff -- [options]: who may sign in to the inbox at /staff/, and as what.
 *
 *   --invite EMAIL           add that person (or make a removed one active again) and mail them an enrolment link,
 *                            valid 24 hours and once, that makes their passkey; the link is printed here too.
 *                            A new invitation voids the earlier ones and, once used, replaces a lost passkey.
 *     --name NAME            the name the inbox shows (default: the address's part before @)
 *     --admin                an admin: also invites and removes people, erases a person's leads, reads the audit log;
 *                            without it, staff (an invitation sets the role it names, for someone already invited too)
 *   --role EMAIL admin|staff make that active person an admin, or staff: at once, in their open sessions too
 *   --list                   everyone, with their role, passkeys and last sign-in
 *   --remove EMAIL           that person can no longer sign in: their passkeys and sessions end at once
 *   --as NAME                who is running this, for the audit log (default: this computer's user name)
 *
 * Nothing leaves the team without an active admin: making the last one staff, or removing them, is refused.
 * Every action leaves one entry in the audit log, by "npm run staff (NAME)".
 * Database: as `npm run leads` (NETLIFY_DB_URL, else the local one). Mail goes through SMTP_URL; on the local
 * database without it, into .netlify/mail (npm run mail shows it), with links to http://localhost:8888.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { isEmailAddress } from "../src/form-definitions";
import { STAFF_ROLES, type StaffRole } from "../src/lib/staff-api";
import { catchMailLocally } from "../netlify/lib/mail/transport";
import { LAST_ADMIN } from "../netlify/lib/staff/admin-routes";
import { invite } from "../netlify/lib/staff/invitations";
import type { TeamChange } from "../netlify/lib/store/staff";
import { AS_OPTION, operatorActor } from "./operator";
import { openSiteDatabase } from "./site-database";
import { terminalSafe } from "./terminal-safe";
import { command } from "./command";
import { usage } from "./usage";

const root = path.resolve(__dirname, "..");

/** Why a change was refused, as an error for `option`. */
function refused(option: string, email: string, { reason }: Extract<TeamChange, { ok: false }>): Error {
  return new Error(
    reason === "last-admin"
      ? `--${option}: ${LAST_ADMIN}`
      : `--${option}: nobody active on the team has the address ${email}`,
  );
}

async function main(argv: string[]) {
  const { values: options, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      invite: { type: "string" },
      name: { type: "string" },
      admin: { type: "boolean" },
      role: { type: "string" },
      list: { type: "boolean" },
      remove: { type: "string" },
      ...AS_OPTION,
      help: { type: "boolean", short: "h" },
    },
  });
  if (options.help || !(options.invite || options.list || options.remove || options.role)) {
    console.log(usage(__filename));
    return;
  }
  for (const name of ["invite", "remove", "role"] as const) {
    const email = options[name];
    if (email !== undefined && !isEmailAddress(email))
      throw new Error(`--${name}: give an email address as the forms accept it (ASCII letters, digits and @)`);
  }
  const role = positionals[0] as StaffRole | undefined;
  if (options.role && (positionals.length !== 1 || !STAFF_ROLES.includes(role!)))
    throw new Error(`--role: give the address, then the role: --role EMAIL ${STAFF_ROLES.join("|")}`);
  if (!options.role && positionals.length > 0) throw new Error(`unexpected argument: ${positionals[0]}`);
  const actor = operatorActor("npm run staff", options.as);
  if (!process.env.NETLIFY_DB_URL) catchMailLocally(root, "http://localhost:8888");

  const db = await openSiteDatabase();
  try {
    if (options.invite) {
      const invited = await invite(
        db.store,
        { email: options.invite, name: options.name, role: options.admin ? "admin" : "staff" },
        actor,
      );
      if (!invited.ok) throw refused("invite", options.invite, invited);
      const { member, link, mailError } = invited;
      console.log(`Invited ${member.email} (${terminalSafe(member.name)}, ${member.role}).`);
      console.log(
        mailError ? `The mail could not be sent (${mailError}); pass on this link:` : "Mailed them this link:",
      );
      console.log(link);
      return;
    }
    if (options.role) {
      const changed = await db.store.setRole(options.role, role!, actor);
      if (!changed.ok) throw refused("role", options.role, changed);
      console.log(`${changed.member.email} is now ${changed.member.role}.`);
      return;
    }
    if (options.remove) {
      const removed = await db.store.removeStaff(options.remove, actor);
      if (!removed.ok) throw refused("remove", options.remove, removed);
      console.log(`Removed ${removed.member.email}: their passkeys and sessions have ended.`);
      return;
    }
    await db.store.audit({ actor, action: "read-team" });
    const team = await db.store.listStaff();
    if (team.length === 0) console.log("Nobody yet: npm run staff -- --invite EMAIL --admin");
    for (const member of team) {
      const passkeys = `${member.passkeys} passkey${member.passkeys === 1 ? "" : "s"}`;
      const last = member.lastSignIn
        ? `last signed in ${member.lastSignIn.toISOString().slice(0, 16)} UTC`
        : "never signed in";
      console.log(
        `${member.email}  ${terminalSafe(member.name)}  ${member.role}  ${member.active ? "active" : "removed"}  ${passkeys}  ${last}`,
      );
    }
  } finally {
    await db.close();
  }
}

export const staff = command("staff", main);

if (require.main === module) void staff(process.argv.slice(2));
