/**
 * Posts held as spam, how many for each reason, and each with why, kept for review for a while; "Not spam" makes one
 * a lead and tells the team and its sender, as a new lead does.
 */
import { RETENTION } from "../../lib/retention";
import { HELD_REASONS, STAFF_PAGES, staffApi, type HeldReason, type SpamCountJson } from "../../lib/staff-api";
import { space } from "../../styles/theme";
import { useStaffAction, useStaffData } from "./staff-data";
import { muted, panel, quietButton } from "./staff-styles";
import ViewStatus from "./view-status";
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
  const { data: held, error, mutate: reloadHeld } = useStaffData<Held[]>(staffApi.spam);
  // The same count as the navigation's: refreshed for both.
  const { data: counts, mutate: recount } = useStaffData<SpamCountJson>(staffApi.spamCount);
  const action = useStaffAction();

  const notSpam = (post: Held) => {
    const who = post.person || "That post";
    // A post the team marked was told as a lead already: it only comes back.
    const said =
      post.reason === "team"
        ? `${who} is back in the inbox.`
        : `${who} is now a lead; the team and its sender have been told.`;
    void action.run(staffApi.notSpam(post.id), {}, said).then((answer) => {
      if (answer) void Promise.all([reloadHeld(), recount()]);
    });
  };

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
      <ViewStatus loading={!held && "Loading…"} errors={[error, action.error]} done={action.done} />
      {held?.length === 0 && <p>Nothing is held.</p>}
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
              <button type="button" css={quietButton} onClick={() => notSpam(post)}>
                Not spam: make it a lead
              </button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
