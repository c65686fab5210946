/**
 * Posts held as spam, how many for each reason, and each with why, kept for review for a while; "Not spam" makes one
 * a lead and tells the team and its sender, as a new lead does.
 */
import { useCallback, useEffect, useState } from "react";
import { RETENTION } from "../../lib/retention";
import { HELD_REASONS, STAFF_PAGES, staffApi, type HeldReason, type SpamCountJson } from "../../lib/staff-api";
import { space } from "../../styles/theme";
import { errorText } from "./staff-client";
import { useStaff } from "./staff-session";
import { alert, muted, panel, quietButton } from "./staff-styles";
import { when } from "./when";

type Held = { id: string; formTitle: string; createdAt: string; reason: string; person: string; practice: string };

const REASONS: Record<string, string> = {
  honeypot: "filled the field only bots see (nothing kept)",
  "time-trap": "sent faster than a person types; its sender is asked by mail to confirm it",
  team: "marked as spam in the inbox",
};

/** The counts' names, by reason. */
const COUNTED: Record<HeldReason, string> = {
  honeypot: "Honeypot",
  "time-trap": "Too quick, not confirmed",
  "awaiting-confirmation": "Too quick, awaiting the sender’s confirmation",
  team: "Marked by the team",
};

export default function SpamList() {
  const { call } = useStaff();
  const [held, setHeld] = useState<Held[] | null>(null);
  const [counts, setCounts] = useState<SpamCountJson | null>(null);
  const [error, setError] = useState("");
  const [done, setDone] = useState("");

  const load = useCallback(() => {
    call<Held[]>(staffApi.spam)
      .then(setHeld)
      .catch((caught: unknown) => setError(errorText(caught)));
    call<SpamCountJson>(staffApi.spamCount)
      .then(setCounts)
      .catch(() => setCounts(null));
  }, [call]);
  useEffect(load, [load]);

  async function notSpam(post: Held) {
    setError("");
    setDone("");
    try {
      await call(staffApi.notSpam(post.id), {});
      const who = post.person || "That post";
      // A post the team marked was told as a lead already: it only comes back.
      setDone(
        post.reason === "team"
          ? `${who} is back in the inbox.`
          : `${who} is now a lead; the team and its sender have been told.`,
      );
      load();
    } catch (caught) {
      setError(errorText(caught));
    }
  }

  return (
    <>
      <h1>{STAFF_PAGES.spam.title}</h1>
      <p css={muted}>Held posts are deleted {RETENTION.spamDays} days after they were sent.</p>
      {counts && counts.count > 0 && (
        <section aria-labelledby="held-counts">
          <h2 id="held-counts" css={{ fontSize: "1.1rem" }}>
            Held, by reason
          </h2>
          <dl css={{ display: "grid", gridTemplateColumns: "auto auto", justifyContent: "start", gap: space(1) }}>
            {HELD_REASONS.map((reason) => (
              <div key={reason} css={{ display: "contents" }}>
                <dt>{COUNTED[reason]}</dt>
                <dd css={{ margin: `0 0 0 ${space(4)}`, fontWeight: 700 }}>{counts.byReason[reason]}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <div aria-live="polite">
        {error && <p css={alert}>{error}</p>}
        {done && <p role="status">{done}</p>}
        {!held && !error && <p role="status">Loading…</p>}
        {held?.length === 0 && <p>Nothing is held.</p>}
      </div>
      <ul css={{ listStyle: "none", padding: 0, display: "grid", gap: space(3) }}>
        {held?.map((post) => (
          <li key={post.id} css={panel}>
            <p css={{ margin: 0, fontWeight: 700 }}>
              {post.person || "(no name kept)"}
              {post.practice ? `, ${post.practice}` : ""}
            </p>
            <p css={{ margin: `${space(1)} 0` }}>
              {post.formTitle}, {when(post.createdAt)}: {REASONS[post.reason] ?? post.reason}
            </p>
            {post.reason !== "honeypot" && (
              <button type="button" css={quietButton} onClick={() => void notSpam(post)}>
                Not spam: make it a lead
              </button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
