/**
 * What admins do: the team (invite, change a role, sign someone out everywhere, remove), a person's erasure on
 * request, and the audit log of who did what. The function refuses all of it to anyone else, and any change that
 * would leave the team without an active admin.
 */
import type { FormEvent } from "react";
import { css } from "@emotion/react";
import useSWRInfinite from "swr/infinite";
import { RETENTION } from "../../lib/retention";
import {
  AUDIT_PAGE_SIZE,
  STAFF_NAME_MAX,
  STAFF_PAGES,
  staffApi,
  type SessionsEndedJson,
  type StaffRole,
  type TeamChangeJson,
} from "../../lib/staff-api";
import { visuallyHidden } from "../../styles/mixins";
import { colors, space } from "../../styles/theme";
import { formText } from "./staff-client";
import { useStaffAction, useStaffData } from "./staff-data";
import { useStaff } from "./staff-session";
import { button, dangerButton, field, muted, panel, quietButton, control } from "./staff-styles";
import ViewStatus from "./view-status";
import { when } from "./when";

type Member = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  passkeys: number;
  lastSignIn: string | null;
};
type Entry = { id: string; at: string; actor: string; action: string; leadId: string | null; detail: string };
type Erased = { leads: number; resumes: number; mentionsCleared: number };

const stack = css({ display: "grid", gap: space(3), maxWidth: "32rem" });
const table = css({
  width: "100%",
  borderCollapse: "collapse",
  "th, td": { textAlign: "left", padding: space(2), borderBottom: `1px solid ${colors.line}`, verticalAlign: "top" },
});
const scroll = css({ overflowX: "auto" });
const actions = css({ display: "flex", flexWrap: "wrap", gap: space(2) });

/** The audit log's pages, newest first: each after the last entry of the one before, until one comes short. */
const auditPage = (index: number, previous: Entry[] | null) => {
  if (index === 0) return staffApi.audit;
  if (!previous || previous.length < AUDIT_PAGE_SIZE) return null;
  return `${staffApi.audit}?before=${previous[previous.length - 1].id}`;
};

export default function TeamAdmin() {
  const { me } = useStaff();
  const { data: team, error, mutate: reloadTeam } = useStaffData<Member[]>(staffApi.team);
  const audit = useSWRInfinite<Entry[], Error>(auditPage);
  const log = audit.data?.flat() ?? [];
  const more = (audit.data?.[audit.data.length - 1]?.length ?? 0) === AUDIT_PAGE_SIZE;
  const action = useStaffAction();

  /** A change: said, then the team and the audit log as they now stand. */
  async function act<T>(url: string, body: unknown, said: (answer: T) => string) {
    const answer = await action.run<T>(url, body, said);
    if (answer) void Promise.all([reloadTeam(), audit.mutate()]);
    return answer;
  }

  const onInvite = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = formText(form, "email");
    void act<TeamChangeJson>(
      staffApi.invite,
      { email, name: formText(form, "name"), admin: formText(form, "admin") === "on" },
      (answer) =>
        answer.mailed
          ? `Invitation mailed to ${answer.email} (${answer.role}).`
          : (answer.error ?? "The mail could not be sent."),
    ).then((answer) => answer && form.reset());
  };
  const onErase = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = formText(form, "email");
    void act<Erased>(
      staffApi.erase,
      { email },
      (answer) =>
        `Erased ${answer.leads} leads and ${answer.resumes} resumes of that address; cleared it from ${answer.mentionsCleared} other leads.`,
    ).then((answer) => answer && form.reset());
  };
  const older = () => void audit.setSize(audit.size + 1);
  const remove = (member: Member) =>
    void act(staffApi.removeStaff, { email: member.email }, () => `${member.name} can no longer sign in.`);
  const setRole = (member: Member, role: StaffRole) =>
    void act<TeamChangeJson>(
      staffApi.setRole,
      { email: member.email, role },
      (answer) => `${member.name} is now ${answer.role}.`,
    );
  const signOut = (member: Member) =>
    void act<SessionsEndedJson>(
      staffApi.signOutStaff,
      { email: member.email },
      ({ ended }) => `${member.name} is signed out everywhere (${ended} session${ended === 1 ? "" : "s"} ended).`,
    );

  return (
    <>
      <h1>{STAFF_PAGES.team.title}</h1>
      <ViewStatus errors={[error, audit.error, action.error]} done={action.done} />
      <div css={{ display: "grid", gap: space(6) }}>
        <section css={panel} aria-labelledby="team-title">
          <h2 id="team-title">The team</h2>
          <div css={scroll}>
            <table css={table}>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">Passkeys</th>
                  <th scope="col">Last sign-in</th>
                  <th scope="col">
                    <span css={visuallyHidden}>Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {!team && (
                  <tr>
                    <td colSpan={6}>Loading the team…</td>
                  </tr>
                )}
                {team?.map((member) => (
                  <tr key={member.id}>
                    <td>{member.name}</td>
                    <td>{member.email}</td>
                    <td>{member.active ? member.role : "removed"}</td>
                    <td>{member.passkeys}</td>
                    <td>{member.lastSignIn ? when(member.lastSignIn) : "never"}</td>
                    <td>
                      {member.active && member.email !== me.email && (
                        <div css={actions}>
                          <button
                            type="button"
                            css={quietButton}
                            onClick={() => setRole(member, member.role === "admin" ? "staff" : "admin")}
                          >
                            {member.role === "admin" ? `Make ${member.name} staff` : `Make ${member.name} an admin`}
                          </button>
                          <button type="button" css={quietButton} onClick={() => signOut(member)}>
                            Sign {member.name} out everywhere
                          </button>
                          <button type="button" css={quietButton} onClick={() => remove(member)}>
                            Remove {member.name}
                          </button>
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        <section css={panel} aria-labelledby="invite-title">
          <h2 id="invite-title">Invite someone</h2>
          <p css={muted}>
            They get a link, valid 24 hours and once, to make their passkey. Invite someone again to replace a lost
            passkey.
          </p>
          <form css={stack} onSubmit={onInvite}>
            <label css={field}>
              Email address
              <input css={control} name="email" type="email" required autoComplete="off" />
            </label>
            <label css={field}>
              Name (optional: without one, they give theirs before their first reply)
              <input css={control} name="name" type="text" autoComplete="off" maxLength={STAFF_NAME_MAX} />
            </label>
            <label css={{ display: "flex", gap: space(2), alignItems: "center" }}>
              <input name="admin" type="checkbox" css={{ width: 20, height: 20 }} /> An admin (can do what this page
              does)
            </label>
            <button type="submit" css={button}>
              Send the invitation
            </button>
          </form>
        </section>
        <section css={panel} aria-labelledby="erase-title">
          <h2 id="erase-title">Erase a person's data</h2>
          <p css={muted}>
            On a person's request: deletes every lead sent from that address with its resume, notes and unsent mail, and
            clears the address where someone else's lead names it. It cannot be undone; the erasure is recorded without
            the address.
          </p>
          <form css={stack} onSubmit={onErase}>
            <label css={field}>
              Their email address
              <input css={control} name="email" type="email" required autoComplete="off" />
            </label>
            <label css={{ display: "flex", gap: space(2), alignItems: "center" }}>
              <input name="confirm" type="checkbox" required css={{ width: 20, height: 20 }} /> I understand this cannot
              be undone
            </label>
            <button type="submit" css={dangerButton}>
              Erase
            </button>
          </form>
        </section>
        <section css={panel} aria-labelledby="audit-title">
          <h2 id="audit-title">Audit log</h2>
          <p css={muted}>
            Who did what in the inbox, newest first ({log.length} shown). Entries are kept {RETENTION.auditMonths}{" "}
            months.
          </p>
          <div css={scroll}>
            <table css={table}>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                  <th scope="col">Lead</th>
                  <th scope="col">Detail</th>
                </tr>
              </thead>
              <tbody>
                {log.map((entry) => (
                  <tr key={entry.id}>
                    <td>{when(entry.at)}</td>
                    <td>{entry.actor}</td>
                    <td>{entry.action}</td>
                    <td css={{ overflowWrap: "anywhere" }}>{entry.leadId ?? ""}</td>
                    <td>{entry.detail}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {more /* a full page: there may be more */ && (
            <button type="button" css={[quietButton, { marginTop: space(4) }]} onClick={older}>
              Older entries
            </button>
          )}
        </section>
      </div>
    </>
  );
}
