/**
 * npm run staff -- [options]: who may sign in to the inbox at /staff/.
 *
 *   --invite EMAIL           add that person (or make a removed one active again) and mail them an enrolment link,
 *                            valid 24 hours and once, that makes their passkey; the link is printed here too.
 *                            A new invitation voids the earlier ones and, once used, replaces a lost passkey.
 *     --name NAME            the name the inbox shows (default: the address's part before @)
 *     --admin                an admin: also invites and removes people, erases a person's leads, reads the audit log
 *   --list                   everyone, with their role, passkeys and last sign-in
 *   --remove EMAIL           that person can no longer sign in: their passkeys and sessions end at once
 *
 * Database: as `npm run leads` (NETLIFY_DB_URL, else the local one). Mail goes through SMTP_URL; on the local
 * database without it, into .netlify/mail (npm run mail shows it), with links to http://localhost:8888.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { isEmailAddress } from "../src/form-definitions";
import { catchMailLocally } from "../netlify/lib/mail/transport";
import { invite } from "../netlify/lib/staff/invitations";
import { openSiteDatabase } from "./site-database";
import { terminalSafe } from "./terminal-safe";
import { usage } from "./usage";

const root = path.resolve(__dirname, "..");

/** Who the audit log says did it. */
const COMMAND = "npm run staff";

async function main() {
  const { values: options } = parseArgs({
    options: {
      invite: { type: "string" },
      name: { type: "string" },
      admin: { type: "boolean" },
      list: { type: "boolean" },
      remove: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (options.help || !(options.invite || options.list || options.remove)) {
    console.log(usage(__filename));
    return;
  }
  for (const name of ["invite", "remove"] as const) {
    const email = options[name];
    if (email !== undefined && !isEmailAddress(email))
      throw new Error(`--${name}: give an email address as the forms accept it (ASCII letters, digits and @)`);
  }
  if (!process.env.NETLIFY_DB_URL) catchMailLocally(root, "http://localhost:8888");

  const db = await openSiteDatabase();
  try {
    if (options.invite) {
      const { member, link, mailError } = await invite(
        db.store,
        { email: options.invite, name: options.name, admin: options.admin },
        COMMAND,
      );
      console.log(`Invited ${member.email} (${terminalSafe(member.name)}, ${member.role}).`);
      console.log(
        mailError ? `The mail could not be sent (${mailError}); pass on this link:` : "Mailed them this link:",
      );
      console.log(link);
      return;
    }
    if (options.remove) {
      if (!(await db.store.removeStaff(options.remove)))
        throw new Error(`--remove: nobody active on the team has the address ${options.remove}`);
      await db.store.audit({ actor: COMMAND, action: "remove-staff", detail: options.remove.toLowerCase() });
      console.log(`Removed ${options.remove}: their passkeys and sessions have ended.`);
      return;
    }
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

main().catch((error: unknown) => {
  console.error(`staff: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
