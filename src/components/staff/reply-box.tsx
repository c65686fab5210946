/**
 * A reply to a lead's sender, from its page: plain text, begun with a greeting and the writer's name. The function
 * mails it from the site's address with Reply-To the writer, records it and marks the lead answered. Each reply
 * sent shows how its mail went; one that failed says so and is sent again by the retry, its text kept here.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { staffApi, type LeadJson } from "../../lib/staff-api";
import { space } from "../../styles/theme";
import { errorText } from "./staff-client";
import { useStaff } from "./staff-session";
import FormEnd from "./form-end";
import { control, field, muted, panel } from "./staff-styles";
import NameForm from "./name-form";
import { when } from "./when";

/** The reply's text box, which the top of the lead's page takes a person to. */
export const REPLY_FIELD = "reply-text";

type ReplyBoxProps = {
  readonly lead: LeadJson;
  /** The lead as it stands after a reply. */
  readonly onSent: (lead: LeadJson) => void;
  /** Whether the box holds a text not sent yet. */
  readonly onUnsaved: (unsaved: boolean) => void;
};

const DELIVERY: Record<string, string> = {
  sent: "Sent",
  sending: "Sending…",
  pending: "Not sent yet: it will be tried again",
};

export default function ReplyBox({ lead, onSent, onUnsaved }: ReplyBoxProps) {
  const { me, call } = useStaff();
  // The draft as the function began it, and the text in the box.
  const [draft, setDraft] = useState(lead.replyDraft);
  const [text, setText] = useState(draft);
  const textBox = useRef<HTMLTextAreaElement>(null);
  const [error, setError] = useState("");
  const [sending, setSending] = useState(false);
  const unsaved = text.trim() !== "" && text !== draft;

  useEffect(() => onUnsaved(unsaved), [unsaved, onUnsaved]);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setError("");
    setSending(true);
    try {
      const answered = await call<LeadJson>(staffApi.reply(lead.id), { reply: text });
      setDraft(answered.replyDraft);
      setText(answered.replyDraft);
      onSent(answered);
    } catch (caught) {
      // The text stays in the box, to send again.
      setError(errorText(caught));
    } finally {
      setSending(false);
    }
  };

  // Asked for their name on this page: once given, on to the reply, whose draft is signed with it now.
  const [askedName] = useState(!me.named);
  useEffect(() => {
    if (askedName && me.named) textBox.current?.focus();
  }, [askedName, me.named]);
  const named = async () => {
    try {
      const { replyDraft } = await call<LeadJson>(staffApi.lead(lead.id));
      setDraft(replyDraft);
      setText(replyDraft);
    } catch {
      // The draft keeps its old signature, which the person can change.
    }
  };

  return (
    <section css={panel} aria-labelledby="reply-title">
      <h2 id="reply-title">Reply</h2>
      {lead.replies.length > 0 && (
        <ol css={{ paddingLeft: space(5) }} aria-label="Replies sent">
          {lead.replies.map((reply) => (
            <li key={reply.id} css={{ marginBottom: space(4) }}>
              <p css={{ margin: 0, whiteSpace: "pre-wrap" }}>{reply.body}</p>
              <p css={[muted, { margin: 0, fontSize: "0.875rem" }]}>
                {reply.authorName}, {when(reply.createdAt)}: {DELIVERY[reply.mail.state] ?? reply.mail.state}
                {reply.mail.error ? ` (last error: ${reply.mail.error})` : ""}
              </p>
            </li>
          ))}
        </ol>
      )}
      {lead.email && !me.named ? (
        <NameForm id={REPLY_FIELD} onNamed={() => void named()} />
      ) : lead.email ? (
        <form css={{ display: "grid", gap: space(3) }} onSubmit={(event) => void send(event)}>
          <label css={field}>
            Your reply to {lead.email}
            <textarea
              id={REPLY_FIELD}
              ref={textBox}
              css={control}
              name="reply"
              rows={8}
              maxLength={10_000}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </label>
          <p css={[muted, { margin: 0, fontSize: "0.875rem" }]}>
            Sent from the company's address; their answer comes back to you. Sending marks the lead answered.
          </p>
          <FormEnd error={error} failed="Not sent" busy={sending} label="Send reply" busyLabel="Sending…" />
        </form>
      ) : (
        <p>They gave no email address: call them, then set the status.</p>
      )}
    </section>
  );
}
