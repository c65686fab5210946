/**
 * `npm run staff` (scripts/staff.ts): an invitation sets the role it names, a person's role changes, the last
 * active admin is kept, and every action leaves one audit entry naming the command and who ran it. Two of its runs
 * are a process of its own (its output, and a refusal's exit code and message); the others run in this process.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { LAST_ADMIN } from "../../netlify/lib/staff/admin-routes";
import { describeWithDatabase } from "./support/test-database";
import { outcome, runInProcess, scriptArgs } from "../support/run-script";
import { staff as staffCommand } from "../../scripts/staff";

jest.setTimeout(60_000);

const root = path.resolve(__dirname, "../..");

describeWithDatabase("npm run staff", (db) => {
  let mailDir: string;
  beforeAll(() => {
    mailDir = mkdtempSync(path.join(tmpdir(), "staff-cli-mail-"));
  });
  afterAll(() => rmSync(mailDir, { recursive: true, force: true }));

  const env = () => ({ NETLIFY_DB_URL: db.url, MAIL_CATCH_DIR: mailDir, SMTP_URL: "" });
  /** `npm run staff -- …args`, run in this process (runInProcess). */
  const staff = (...args: string[]) => outcome(runInProcess(staffCommand, args, env()));
  /** The same command as a process of its own, as `npm run staff` runs it. */
  const staffProcess = (...args: string[]) =>
    outcome(
      promisify(execFile)(process.execPath, scriptArgs("scripts/staff.ts", ...args), {
        cwd: root,
        env: { ...process.env, ...env() },
      }),
    );
  const audit = () =>
    db.query<{ actor: string; action: string; detail: string }>(
      "SELECT actor, action, detail FROM staff_audit ORDER BY id",
    );
  const role = async (email: string) =>
    (await db.query<{ role: string }>("SELECT role FROM staff WHERE email = $1", [email]))[0]?.role;

  it("invites with the role named, changes roles, keeps an admin, and records each action once", async () => {
    const as = ["--as", "Ana Ops"];
    expect((await staffProcess("--invite", "boss@example.com", "--admin", ...as)).stdout).toContain(
      "Invited boss@example.com (boss, admin).",
    );
    expect((await staff("--invite", "ada@example.com", "--admin", ...as)).code).toBe(0);
    expect((await staff("--remove", "ada@example.com", ...as)).code).toBe(0);
    // Invited again without --admin: staff, not the admin they were.
    expect((await staff("--invite", "ada@example.com", ...as)).stdout).toContain("(ada, staff)");
    expect(await role("ada@example.com")).toBe("staff");
    expect((await staff("--role", "ada@example.com", "admin", ...as)).stdout).toContain("ada@example.com is now admin");
    expect((await staff("--role", "boss@example.com", "staff", ...as)).code).toBe(0);
    // Ada is the last admin now.
    const refused = await staffProcess("--role", "ada@example.com", "staff", ...as);
    expect([refused.code, refused.stderr]).toEqual([1, `staff: --role: ${LAST_ADMIN}\n`]);
    expect((await staff("--remove", "ada@example.com", ...as)).code).toBe(1);
    expect((await staff("--invite", "ada@example.com", ...as)).code).toBe(1);
    expect(await role("ada@example.com")).toBe("admin");
    expect((await staff("--role", "ada@example.com", "owner", ...as)).code).toBe(1);
    expect((await staff("--role", "nobody@example.com", "staff", ...as)).code).toBe(1);
    const listed = await staff("--list");
    expect(listed.stdout).toMatch(/^ada@example\.com {2}ada {2}admin {2}active/m);
    expect(listed.stdout).toMatch(/^boss@example\.com {2}boss {2}staff {2}active/m);

    const actor = "npm run staff (Ana Ops)";
    expect(await audit()).toEqual([
      { actor, action: "invite", detail: "boss@example.com (admin)" },
      { actor, action: "invite", detail: "ada@example.com (admin)" },
      { actor, action: "remove-staff", detail: "ada@example.com" },
      { actor, action: "invite", detail: "ada@example.com (staff)" },
      { actor, action: "set-role", detail: "ada@example.com (admin)" },
      { actor, action: "set-role", detail: "boss@example.com (staff)" },
      // Without --as: the computer's user.
      { actor: `npm run staff (${userInfo().username})`, action: "read-team", detail: "" },
    ]);
  });
});
