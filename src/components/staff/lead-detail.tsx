/**
 * One lead in full, as its page in the inbox (the team mail links here): the sender's email and phone to tap, every
 * answer under its form's label, free text included; where its sender's visit came from; the resume to download; a consultation's booked slot, to move,
 * cancel or say what became of (./booking-panel.tsx); a reply to send from here; what the
 * site sent about it; and the team's work: its status, who has it and a note, saved together (leaving with unsaved
 * changes asks first); and "Mark as spam", with an undo. Each change is saved by the function, which answers with
 * the lead as it now stands.
 */
import { useState, type FormEvent } from "react";
import { css } from "@emotion/react";
import { Link } from "gatsby";
import { useSWRConfig } from "swr";
import { duration } from "../../lib/duration";
import { sourceInWords } from "../../lib/lead-source";
import { STAFF_PAGES, staffApi, type LeadChange, type LeadJson } from "../../lib/staff-api";
import { colors, mq, space } from "../../styles/theme";
import BookingPanel from "./booking-panel";
import ContactLinks from "./contact-links";
import ReplyBox, { REPLY_FIELD } from "./reply-box";
import { useStaffAction, useStaffData } from "./staff-data";
import { useStaff } from "./staff-session";
import { button, dangerButton, field, muted, panel, control, quietButton } from "./staff-styles";
import StatusBadge from "./status-badge";
import StatusOptions from "./status-options";
import { useUnsavedChanges } from "./use-unsaved-changes";
import ViewStatus from "./view-status";
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

export default function LeadDetail({ id }: { readonly id: string }) {
  const { me } = useStaff();
  const { data: lead, error, mutate } = useStaffData<LeadJson>(staffApi.lead(id));
  const action = useStaffAction();
  /**
   * What the person changed in the team's work and has not saved: kept while the lead changes under it (a reply, a
   * booking's change, "Assign to me" answer with the lead as it now stands), the rest following the lead.
   */
  const [edits, setEdits] = useState<Partial<Work>>({});
  const [heldAsSpam, setHeldAsSpam] = useState(false);
  const [replyUnsaved, setReplyUnsaved] = useState(false);

  const stored = lead ? workOf(lead) : null;
  const work = stored && { ...stored, ...edits };
  const changed = work && stored ? changesOf(work, stored) : {};
  const unsaved = Object.keys(changed).length > 0;
  const edit = (change: Partial<Work>) => setEdits((current) => ({ ...current, ...change }));
  /** The lead as the function answered a change, shown without asking again. */
  const show = (answer: LeadJson | undefined) => answer && void mutate(answer, { revalidate: false });
  useUnsavedChanges(unsaved || replyUnsaved);

  const onSave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!unsaved) return;
    void action.run<LeadJson>(staffApi.changeLead(id), changed, "Changes saved.").then((answer) => {
      if (!answer) return;
      setEdits({});
      show(answer);
    });
  };
  // The navigation's spam count follows.
  const { mutate: refresh } = useSWRConfig();
  const spam = (url: string, said: string, held: boolean) =>
    void action.run(url, {}, said).then((answer) => {
      if (!answer) return;
      setHeldAsSpam(held);
      void refresh(staffApi.spamCount);
    });
  const markSpam = () => spam(staffApi.markSpam(id), "Marked as spam: it is out of the inbox.", true);
  const undoSpam = () => spam(staffApi.notSpam(id), "Back in the inbox.", false);

  // Saved at once, keeping the person's unsaved edits of the rest, as a reply does.
  const assignToMe = () =>
    void action.run<LeadJson>(staffApi.changeLead(id), { assignee: me.id }, "Assigned to you.").then(show);

  const changeBooking = (url: string, body: unknown, done: string) =>
    void action.run<LeadJson>(url, body, done).then(show);

  const messages = (
    <ViewStatus loading={!lead && "Loading the lead…"} errors={[error, action.error]} done={action.done} />
  );

  if (!lead) {
    return (
      <>
        <p>
          <Link to={STAFF_PAGES.inbox.path}>← All leads</Link>
        </p>
        <h1>{STAFF_PAGES.lead.title}</h1>
        {messages}
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
          <ReplyBox lead={lead} onSent={show} onUnsaved={setReplyUnsaved} />
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
                    onChange={(event) => edit({ status: event.target.value as Work["status"] })}
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
                    onChange={(event) => edit({ assignee: event.target.value })}
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
                    onChange={(event) => edit({ note: event.target.value })}
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
