/**
 * One lead in full, as its page in the inbox (the team mail links here): the sender's email and phone to tap, every
 * answer under its form's label, free text included; where its sender's visit came from; the resume to download; a consultation's booked slot, to move,
 * cancel or say what became of (./booking-panel.tsx); a reply to send from here; what the
 * site sent about it; and the team's work: its status, who has it and a note, saved together (leaving with unsaved
 * changes asks first); and "Mark as spam", with an undo. Each change is saved by the function, which answers with
 * the lead as it now stands.
 */
import { useEffect, useState, type FormEvent } from "react";
import { css } from "@emotion/react";
import { Link } from "gatsby";
import { duration } from "../../lib/duration";
import { sourceInWords } from "../../lib/lead-source";
import { STAFF_PAGES, staffApi, type LeadChange, type LeadJson } from "../../lib/staff-api";
import { colors, mq, space } from "../../styles/theme";
import BookingPanel from "./booking-panel";
import ContactLinks from "./contact-links";
import ReplyBox, { REPLY_FIELD } from "./reply-box";
import { errorText } from "./staff-client";
import { useStaff } from "./staff-session";
import { alert, button, dangerButton, field, muted, panel, control, quietButton } from "./staff-styles";
import StatusBadge from "./status-badge";
import StatusOptions from "./status-options";
import { useUnsavedChanges } from "./use-unsaved-changes";
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
const topActions = css({ display: "flex", flexWrap: "wrap", gap: space(3), margin: `0 0 ${space(5)}` });

/** The team's work as its form holds it: what is saved, until someone changes a field. */
type Work = { readonly status: LeadJson["status"]; readonly assignee: string; readonly note: string };
const workOf = (lead: LeadJson): Work => ({ status: lead.status, assignee: lead.assignee?.id ?? "", note: "" });

/** What the form holds that is not saved. */
const changesOf = (work: Work, stored: Work): LeadChange => ({
  ...(work.status !== stored.status ? { status: work.status } : {}),
  ...(work.assignee !== stored.assignee ? { assignee: work.assignee || null } : {}),
  ...(work.note.trim() ? { note: work.note } : {}),
});

/** The form after the lead changed under it (a reply answers it): the person's own edits stay, the rest follows. */
const rebase = (work: Work, before: Work, after: Work): Work => ({
  status: work.status === before.status ? after.status : work.status,
  assignee: work.assignee === before.assignee ? after.assignee : work.assignee,
  note: work.note,
});

export default function LeadDetail({ id }: { readonly id: string }) {
  const { call, me } = useStaff();
  const [lead, setLead] = useState<LeadJson | null>(null);
  const [error, setError] = useState("");
  const [saved, setSaved] = useState("");
  const [work, setWork] = useState<Work | null>(null);
  const [heldAsSpam, setHeldAsSpam] = useState(false);
  const [replyUnsaved, setReplyUnsaved] = useState(false);

  const show = (answer: LeadJson) => {
    setLead(answer);
    setWork(workOf(answer));
  };

  useEffect(() => {
    call<LeadJson>(staffApi.lead(id))
      .then(show)
      .catch((caught: unknown) => setError(errorText(caught)));
  }, [call, id]);

  const changed = work && lead ? changesOf(work, workOf(lead)) : {};
  const unsaved = Object.keys(changed).length > 0;
  const onReplied = (answer: LeadJson) => {
    setWork((current) => (current && lead ? rebase(current, workOf(lead), workOf(answer)) : workOf(answer)));
    setLead(answer);
  };
  useUnsavedChanges(unsaved || replyUnsaved);

  async function act<T>(run: () => Promise<T>, done: string) {
    setError("");
    setSaved("");
    try {
      const answer = await run();
      setSaved(done);
      return answer;
    } catch (caught) {
      setError(errorText(caught));
      return undefined;
    }
  }

  const onSave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!unsaved) return;
    void act(() => call<LeadJson>(staffApi.changeLead(id), changed), "Changes saved.").then(
      (answer) => answer && show(answer),
    );
  };
  const markSpam = () =>
    void act(() => call(staffApi.markSpam(id), {}), "Marked as spam: it is out of the inbox.").then(
      (answer) => answer && setHeldAsSpam(true),
    );
  const undoSpam = () =>
    void act(() => call(staffApi.notSpam(id), {}), "Back in the inbox.").then(
      (answer) => answer && setHeldAsSpam(false),
    );

  // Saved at once, keeping the person's unsaved edits of the rest, as a reply does.
  const assignToMe = () =>
    void act(() => call<LeadJson>(staffApi.changeLead(id), { assignee: me.id }), "Assigned to you.").then(
      (answer) => answer && onReplied(answer),
    );

  const changeBooking = (run: () => Promise<LeadJson>, done: string) =>
    void act(run, done).then((answer) => answer && onReplied(answer));

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
          <Link to={STAFF_PAGES.inbox.path}>← All leads</Link>
        </p>
        <h1>{STAFF_PAGES.lead.title}</h1>
        {error ? messages : <p role="status">Loading the lead…</p>}
      </>
    );
  }

  const now = new Date();
  return (
    <>
      <p>
        <Link to={STAFF_PAGES.inbox.path}>← All leads</Link>
      </p>
      <h1>
        {lead.formTitle[0].toUpperCase() + lead.formTitle.slice(1)} from {lead.person || "someone"}
      </h1>
      <p>
        Received {when(lead.createdAt)}{" "}
        <StatusBadge formName={lead.formName} status={lead.status} createdAt={lead.createdAt} now={now} />
        {lead.firstResponseAt && (
          <span css={muted}>
            {" "}
            First answered {duration(Date.parse(lead.firstResponseAt) - Date.parse(lead.createdAt))} after it came.
          </span>
        )}
      </p>
      <p>
        Source: {sourceInWords(lead.source)}
        {!lead.source && (
          <span css={muted}> (sent without a script from no other site, or before sources were kept)</span>
        )}
        {lead.source?.landing && (
          <span css={muted}>
            {" "}
            Landed on {lead.source.landing}
            {lead.source.firstSeenAt && `, ${when(lead.source.firstSeenAt)}`}.
          </span>
        )}
      </p>
      <ContactLinks email={lead.email} phone={lead.phone} buttons />
      {/* On a phone the reply box and the team's work are screens down: the two things done most, from the top. */}
      <p css={topActions}>
        {lead.email && (
          <a
            css={quietButton}
            href={`#${REPLY_FIELD}`}
            onClick={(event) => {
              event.preventDefault();
              document.getElementById(REPLY_FIELD)?.focus();
            }}
          >
            Reply
          </a>
        )}
        {lead.assignee?.id !== me.id && (
          <button type="button" css={quietButton} onClick={assignToMe}>
            Assign to me
          </button>
        )}
      </p>
      {messages}
      {heldAsSpam && (
        <p>
          <button type="button" css={quietButton} onClick={undoSpam}>
            Undo: not spam
          </button>
        </p>
      )}
      <div css={layout}>
        <div css={stack}>
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
          <ReplyBox lead={lead} onSent={onReplied} onUnsaved={setReplyUnsaved} />
        </div>
        <div css={stack}>
          {lead.booking && <BookingPanel leadId={lead.id} booking={lead.booking} now={now} onChange={changeBooking} />}
          <section css={panel} aria-labelledby="work-title">
            <h2 id="work-title">The team's work</h2>
            {work && (
              <form css={stack} onSubmit={onSave}>
                <label css={field}>
                  Status
                  <select
                    css={control}
                    name="status"
                    value={work.status}
                    onChange={(event) => setWork({ ...work, status: event.target.value as Work["status"] })}
                  >
                    <StatusOptions />
                  </select>
                </label>
                <label css={field}>
                  Assigned to
                  <select
                    css={control}
                    name="assignee"
                    value={work.assignee}
                    onChange={(event) => setWork({ ...work, assignee: event.target.value })}
                  >
                    <option value="">Nobody</option>
                    {lead.team.map((member) => (
                      <option key={member.id} value={member.id}>
                        {member.name}
                      </option>
                    ))}
                  </select>
                </label>
                <label css={field}>
                  Add a note
                  <textarea
                    css={control}
                    name="note"
                    rows={3}
                    maxLength={2000}
                    value={work.note}
                    onChange={(event) => setWork({ ...work, note: event.target.value })}
                  />
                </label>
                <button type="submit" css={button} aria-disabled={!unsaved}>
                  Save changes
                </button>
                {unsaved && <p css={[muted, { margin: 0 }]}>Not saved yet.</p>}
              </form>
            )}
            <h3 css={{ fontSize: "1rem", marginTop: space(5) }}>Notes</h3>
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
            {!heldAsSpam && (
              <button type="button" css={dangerButton} onClick={markSpam}>
                Mark as spam
              </button>
            )}
          </section>
          <section css={panel} aria-labelledby="sent-title">
            <h2 id="sent-title">What the site sent</h2>
            <ul>
              {lead.mails.length === 0 && <li>No mail.</li>}
              {lead.mails.map((mail, index) => (
                // A booking's changes send several mails of one kind: the list's order is their key.
                <li key={index}>
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
