import { useEffect, useRef, useState } from "react";
import type { HeadProps } from "gatsby";
import Layout from "../components/layout/layout";
import PageHead from "../components/page-head";
import PageHero from "../components/ui/page-hero";
import Section from "../components/ui/section";
import ButtonLink, { buttonStyles } from "../components/ui/button-link";
import BookedConsultation from "../components/forms/booked-consultation";
import { CONFIRM_ANSWERS } from "../lib/held-post-answers";
import { CONFIRM_ENDPOINT, HELD_POST_CONFIRM_DAYS, type ConfirmOutcome } from "../lib/held-posts";
import { useHydrated } from "../hooks/use-hydrated";
import { bookingOf } from "../lib/submit-lead";
import { card } from "../styles/mixins";
import { colors } from "../styles/theme";
import mailIcon from "../styles/icons/mail";

/**
 * The function's answer; `promise`: what the team promises for the form the post was (its confirmation's words); a
 * consultation's time: `booking`, or why it holds none (`unbooked`).
 */
type Answer = {
  readonly outcome?: ConfirmOutcome;
  readonly promise?: string;
  readonly booking?: unknown;
  readonly unbooked?: string;
  readonly error?: string;
};

const TRY_AGAIN = "We could not reach our server. Check your internet connection and press the button again.";

/**
 * The page a held post's mail links to (src/lib/held-posts.ts), its token after `#`: nothing is sent until the
 * button is pressed (mail scanners open links), which posts the token to CONFIRM_ENDPOINT and says what happened,
 * with focus on it. Once it has, the token is taken out of the address bar and the history.
 */
const ConfirmPage = () => {
  // After `#`, which browsers send to no server nor in a Referer; unknown (null) until the page runs in the browser.
  const token = useHydrated() ? window.location.hash.slice(1) : null;
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const result = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (answer) result.current?.focus();
  }, [answer]);

  async function confirm() {
    setBusy(true);
    let next: Answer;
    try {
      const response = await fetch(CONFIRM_ENDPOINT, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ token }),
      });
      next = ((await response.json().catch(() => ({}))) as Answer) ?? {};
      if (!next.outcome && !next.error) next = { error: TRY_AGAIN };
    } catch {
      next = { error: TRY_AGAIN };
    }
    // Every outcome is final: the token leaves the address bar and the history.
    if (!next.error) window.history.replaceState(window.history.state, "", window.location.pathname);
    setAnswer(next);
    // Only a failure to reach the server leaves the button: every outcome is final.
    setBusy(!next.error);
  }

  const said = answer?.outcome ? CONFIRM_ANSWERS[answer.outcome] : undefined;
  const promise = typeof answer?.promise === "string" ? answer.promise : undefined;
  const booking = bookingOf(answer?.booking);
  const unbooked = typeof answer?.unbooked === "string" ? answer.unbooked : undefined;
  return (
    <Layout>
      <PageHero art={mailIcon} eyebrow="One more step" title="Send Your Request">
        <p>Press the button to send us the form you filled in.</p>
      </PageHero>
      <Section tone="tint">
        <div css={[card, { maxWidth: "40rem", marginInline: "auto" }]}>
          {!said &&
            (token === "" ? (
              <p css={{ color: colors.danger }}>{CONFIRM_ANSWERS.unknown.message}</p>
            ) : (
              <>
                <p>
                  We hold your form until you confirm it, so that nobody can send one in your name. The button works for{" "}
                  {HELD_POST_CONFIRM_DAYS} days after you sent it.
                </p>
                <button
                  type="button"
                  css={buttonStyles.primary}
                  onClick={() => void confirm()}
                  disabled={busy || token === null}
                >
                  {busy ? "Sending…" : "Send my request"}
                </button>
                <noscript>
                  <p>This button needs JavaScript. Turn it on, or call or email us to send your request.</p>
                </noscript>
              </>
            ))}
          <div ref={result} tabIndex={-1} role="status" css={{ marginTop: said ? 0 : "1rem" }}>
            {said && (
              <>
                <h2 css={{ fontSize: "1.25rem" }}>{said.title}</h2>
                <p>{said.message}</p>
                {answer?.outcome === "confirmed" &&
                  (booking ? (
                    <BookedConsultation booking={booking} />
                  ) : (
                    <>
                      {unbooked && <p>{unbooked}</p>}
                      {promise && <p>{promise}</p>}
                    </>
                  ))}
                <ButtonLink to="/">Return to Home</ButtonLink>
              </>
            )}
            {answer?.error && <p css={{ color: colors.danger }}>{answer.error}</p>}
          </div>
        </div>
      </Section>
    </Layout>
  );
};

export default ConfirmPage;

export const Head = ({ location }: HeadProps) => (
  <PageHead
    title="Send Your Request"
    description="Press the button to send us the form you filled in."
    pathname={location.pathname}
  />
);
