/**
 * The two traps for bots. A filled hidden field (the honeypot) is answered like a success and keeps nothing. A post
 * sent sooner after the form appeared than a person could (the time trap) is, when valid, held rather than dropped:
 * autofill or a password manager is that quick too, so it is stored as a lead would be and its sender is mailed a
 * button that sends it (src/lib/held-posts.ts); when not valid, it is kept as spam. A consultation's time asked for
 * without a render time is held the same way (untimedBooking).
 */
import { randomUUID } from "node:crypto";
import { MIN_FILL_MS, type FormName, type SubmissionMeta } from "../../src/form-definitions";
import type { LeadStore } from "./lead-store";
import { storable, type Consent } from "./save-post";
import { isDatabaseUnavailable } from "./store/sql";

type Trap = "honeypot" | "time-trap";

/** Sent sooner after the form appeared than a person could: the time trap. Unknown or future times pass. */
function tooFast(renderedAt: number | undefined, now: number): boolean {
  if (renderedAt === undefined) return false;
  const elapsed = now - renderedAt;
  return elapsed >= 0 && elapsed < MIN_FILL_MS;
}

/** The trap a post sent at `now` fell into, if any. */
export const trapped = (meta: SubmissionMeta, now: number): Trap | undefined =>
  meta.honeypot ? "honeypot" : tooFast(meta.renderedAt, now) ? "time-trap" : undefined;

/**
 * A consultation post that asks for a time (`slot`) but carries no render time: no script ran, or a bot left it out,
 * so the time trap proved nothing. Valid, it is held as a too-quick post is, and booked when its sender presses the
 * button mailed to them: a calendar slot is not given on a made-up mailbox's word.
 */
export const untimedBooking = (meta: SubmissionMeta, slot: object | undefined): boolean =>
  slot !== undefined && meta.renderedAt === undefined;

/**
 * Keeps a trapped post that is not held, and returns its id: counted, never shown as a lead, and answered like a
 * success so the bot learns nothing (a database out of reach changes nothing of that). A honeypot post keeps no
 * values; a too-fast one whose values fail the form's checks keeps those that pass.
 */
export async function keepTrappedPost(
  store: LeadStore,
  post: { readonly formName: FormName; readonly values?: Record<string, unknown> },
  trap: Trap,
  addressHash: string,
  consent: Consent,
): Promise<string> {
  const id = randomUUID();
  const fields = trap === "time-trap" && post.values ? storable(post.values) : {};
  try {
    await store.saveLead({
      id,
      formName: post.formName,
      submissionId: `spam:${id}`,
      fields,
      addressHash,
      userAgent: null,
      notify: false,
      spamReason: trap,
      ...consent,
    });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
  }
  return id;
}
