/**
 * One lead in full, as its page in the inbox (the team mail links here): every answer under its form's label, free
 * text included; the resume to download; what the site sent about it; and the team's work: its status, who has it,
 * and notes. Each change is saved by the function, which answers with the lead as it now stands.
 */
import { useEffect, useState, type FormEvent } from "react";
import { css } from "@emotion/react";
import { Link } from "gatsby";
import { LEAD_STATUS_LABELS } from "../../lib/lead-status";
import { STAFF_PAGES, staffApi, type LeadChange, type LeadJson } from "../../lib/staff-api";
import { colors, mq, space } from "../../styles/theme";
import { errorText, formText } from "./staff-client";
import { useStaff } from "./staff-session";
import { alert, button, field, muted, panel, control } from "./staff-styles";
import StatusBadge from "./status-badge";
import StatusOptions from "./status-options";
import { when } from "./when";

const layout = css({
  display: "grid",
  gap: space(6),
  alignItems: "start",
  [mq.lg]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)" },
});

const answers = css({
  display: "grid",
  gap: space(3),
  margin: 0,
  dt: { fontWeight: 700, color: colors.ink },
  dd: { margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" },
  [mq.md]: { gridTemplateColumns: "minmax(10rem, 1fr) 3fr" },
});

const stack = css({ display: "grid", gap: space(3) });

export default function LeadDetail({ id }: { readonly id: string }) {
  const { call } = useStaff();
  const [lead, setLead] = useState<LeadJson | null>(null);
  const [error, setError] = useState("");
  const [saved, setSaved] = useState("");
  const [note, setNote] = useState("");

  useEffect(() => {
    call<LeadJson>(staffApi.lead(id))
      .then(setLead)
      .catch((caught: unknown) => setError(errorText(caught)));
  }, [call, id]);

  async function change(body: LeadChange, done: string) {
    setError("");
    setSaved("");
    try {
      setLead(await call<LeadJson>(staffApi.lead(id), body));
      setSaved(done);
      return true;
    } catch (caught) {
      setError(errorText(caught));
      return false;
    }
  }

  const onStatus = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const status = formText(event.currentTarget, "status") as LeadJson["status"];
    void change({ status }, `Status saved: ${LEAD_STATUS_LABELS[status]}.`);
  };
  const onAssignee = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const assignee = formText(event.currentTarget, "assignee") || null;
    void change({ assignee }, assignee ? "Assigned." : "Nobody has this lead now.");
  };
  const onNote = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void change({ note }, "Note added.").then((ok) => ok && setNote(""));
  };

  const messages = (
    <div aria-live="polite">
      {error && (
        <p css={alert} role="alert">
          {error}
        </p>
      )}
      {saved && <p role="status">{saved}</p>}
    </div>
  );

  if (!lead) {
    return (
      <>
        <p>
          <Link to={STAFF_PAGES.inbox}>← All leads</Link>
        </p>
        <h1>Lead</h1>
        {error ? messages : <p role="status">Loading the lead…</p>}
      </>
    );
  }

  const now = new Date();
  return (
    <>
      <p>
        <Link to={STAFF_PAGES.inbox}>← All leads</Link>
      </p>
      <h1>
        {lead.formTitle[0].toUpperCase() + lead.formTitle.slice(1)} from {lead.person || "someone"}
      </h1>
      <p>
        Received {when(lead.createdAt)} <StatusBadge status={lead.status} createdAt={lead.createdAt} now={now} />
      </p>
      {messages}
      <div css={layout}>
        <section css={panel} aria-labelledby="answers-title">
          <h2 id="answers-title">What they sent</h2>
          <dl css={answers}>
            {lead.answers.map((answer) => (
              <div key={answer.label} css={{ display: "contents" }}>
                <dt>{answer.label}</dt>
                <dd>{answer.value}</dd>
              </div>
            ))}
          </dl>
          {lead.resume && (
            <p css={{ marginTop: space(5) }}>
              <a href={staffApi.resume(lead.id)} download>
                Download the resume
              </a>{" "}
              <span css={muted}>
                (sent as {lead.resume.filename}, {Math.ceil(lead.resume.sizeBytes / 1024)} KB)
              </span>
            </p>
          )}
        </section>
        <div css={stack}>
          <section css={panel} aria-labelledby="work-title">
            <h2 id="work-title">The team's work</h2>
            <form css={stack} onSubmit={onStatus} key={`status-${lead.status}`}>
              <label css={field}>
                Status
                <select css={control} name="status" defaultValue={lead.status}>
                  <StatusOptions />
                </select>
              </label>
              <button type="submit" css={button}>
                Save status
              </button>
            </form>
            <form css={[stack, { marginTop: space(5) }]} onSubmit={onAssignee} key={`who-${lead.assignee?.id}`}>
              <label css={field}>
                Assigned to
                <select css={control} name="assignee" defaultValue={lead.assignee?.id ?? ""}>
                  <option value="">Nobody</option>
                  {lead.team.map((member) => (
                    <option key={member.id} value={member.id}>
                      {member.name}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" css={button}>
                Save assignee
              </button>
            </form>
          </section>
          <section css={panel} aria-labelledby="notes-title">
            <h2 id="notes-title">Notes</h2>
            {lead.notes.length === 0 ? (
              <p css={muted}>No notes yet.</p>
            ) : (
              <ol css={{ paddingLeft: space(5) }}>
                {lead.notes.map((item) => (
                  <li key={item.createdAt} css={{ marginBottom: space(3) }}>
                    <p css={{ margin: 0, whiteSpace: "pre-wrap" }}>{item.body}</p>
                    <p css={[muted, { margin: 0, fontSize: "0.875rem" }]}>
                      {item.author}, {when(item.createdAt)}
                    </p>
                  </li>
                ))}
              </ol>
            )}
            <form css={stack} onSubmit={onNote}>
              <label css={field}>
                Add a note
                <textarea
                  css={control}
                  rows={3}
                  maxLength={2000}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                />
              </label>
              <button type="submit" css={button}>
                Add note
              </button>
            </form>
          </section>
          <section css={panel} aria-labelledby="sent-title">
            <h2 id="sent-title">What the site sent</h2>
            <ul>
              {lead.mails.length === 0 && <li>No mail.</li>}
              {lead.mails.map((mail) => (
                <li key={mail.kind}>
                  Mail ({mail.kind}): {mail.state}
                  {mail.sentAt ? `, ${when(mail.sentAt)}` : ""}
                  {mail.error ? ` (last error: ${mail.error})` : ""}
                </li>
              ))}
              <li>
                Webhook: {lead.webhook.state}
                {lead.webhook.attempts > 0 ? `, ${lead.webhook.attempts} attempts` : ""}
                {lead.webhook.error ? ` (last error: ${lead.webhook.error})` : ""}
              </li>
              {lead.newsletter && <li>Newsletter: {lead.newsletter}</li>}
            </ul>
            <p css={[muted, { fontSize: "0.875rem" }]}>
              Sent from {lead.consent.page ?? "an unrecorded page"}, under the privacy policy of{" "}
              {lead.consent.policyVersion ?? "an unrecorded date"}. Lead {lead.id}.
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
