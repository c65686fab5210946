/**
 * A reply to a lead's sender, from its page: plain text, begun with a greeting and the writer's name. The function
 * mails it from the site's address with Reply-To the writer, records it and marks the lead answered. Each reply
 * sent shows how its mail went; one that failed says so and is sent again by the retry, its text kept here.
 */
import { useEffect, useState, type FormEvent } from "react";
import { staffApi, type LeadJson } from "../../lib/staff-api";
import { space } from "../../styles/theme";
import { errorText } from "./staff-client";
import { useStaff } from "./staff-session";
import { alert, button, control, field, muted, panel } from "./staff-styles";
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
  const { call } = useStaff();
  const [text, setText] = useState(lead.replyDraft);
  const [error, setError] = useState("");
  const [sending, setSending] = useState(false);
  const unsaved = text.trim() !== "" && text !== lead.replyDraft;

  useEffect(() => onUnsaved(unsaved), [unsaved, onUnsaved]);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setError("");
    setSending(true);
    try {
      const answered = await call<LeadJson>(staffApi.reply(lead.id), { reply: text });
      setText(answered.replyDraft);
      onSent(answered);
    } catch (caught) {
      // The text stays in the box, to send again.
      setError(errorText(caught));
    } finally {
      setSending(false);
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
      {lead.email ? (
        <form css={{ display: "grid", gap: space(3) }} onSubmit={(event) => void send(event)}>
          <label css={field}>
            Your reply to {lead.email}
            <textarea
              id={REPLY_FIELD}
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
          <div aria-live="polite">
            {error && (
              <p css={alert} role="alert">
                Not sent: {error}
              </p>
            )}
          </div>
          <button type="submit" css={button} aria-disabled={sending}>
            {sending ? "Sending…" : "Send reply"}
          </button>
        </form>
      ) : (
        <p>They gave no email address: call them, then set the status.</p>
      )}
    </section>
  );
}
