/**
 * A reply to a lead's sender, from its page: plain text, begun with a greeting and the writer's name. The function
 * mails it from the site's address with Reply-To the writer, records it and marks the lead answered. Each reply
 * sent shows how its mail went; one that failed says so and is sent again by the retry, its text kept here.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useSWRConfig } from "swr";
import { staffApi, type LeadJson } from "../../lib/staff-api";
import { space } from "../../styles/theme";
import { useStaffAction } from "./staff-data";
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
  const { me } = useStaff();
  const { mutate } = useSWRConfig();
  const action = useStaffAction();
  // The draft as the function began it, and the text in the box.
  const [draft, setDraft] = useState(lead.replyDraft);
  const [text, setText] = useState(draft);
  const textBox = useRef<HTMLTextAreaElement>(null);
  const unsaved = text.trim() !== "" && text !== draft;

  useEffect(() => onUnsaved(unsaved), [unsaved, onUnsaved]);

  const begin = (replyDraft: string) => {
    setDraft(replyDraft);
    setText(replyDraft);
  };
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (action.busy) return;
    // A failure keeps the text in the box, to send again.
    void action.run<LeadJson>(staffApi.reply(lead.id), { reply: text }, "").then((answered) => {
      if (!answered) return;
      begin(answered.replyDraft);
      onSent(answered);
    });
  };

  // Asked for their name on this page: once given, on to the reply, whose draft is signed with it now (a draft read
  // again that fails keeps its old signature, which the person can change).
  const [askedName] = useState(!me.named);
  useEffect(() => {
    if (askedName && me.named) textBox.current?.focus();
  }, [askedName, me.named]);
  const named = () =>
    void mutate<LeadJson>(staffApi.lead(lead.id)).then(
      (fresh) => fresh && begin(fresh.replyDraft),
      () => {},
    );

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
        <NameForm id={REPLY_FIELD} onNamed={named} />
      ) : lead.email ? (
        <form css={{ display: "grid", gap: space(3) }} onSubmit={send}>
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
          <FormEnd error={action.error} failed="Not sent" busy={action.busy} label="Send reply" busyLabel="Sending…" />
        </form>
      ) : (
        <p>They gave no email address: call them, then set the status.</p>
      )}
    </section>
  );
}
