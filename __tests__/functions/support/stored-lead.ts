/** A lead written straight to the store, as the submit function would have stored it, for tests of what reads leads. */
import { randomUUID } from "node:crypto";
import type { LeadStore } from "../../../netlify/lib/lead-store";
import type { NewResume } from "../../../netlify/lib/store/leads";
import { LEGAL_EFFECTIVE_DATE } from "../../../src/lib/legal-effective-date";

type StoredLead = {
  readonly formName?: string;
  readonly fields: Record<string, unknown>;
  /** Held by the time trap. */
  readonly spam?: boolean;
  readonly resume?: NewResume;
};

/**
 * Stores the lead (no mail, no notification) and returns its id. Each from a network of its own, so a resume is never
 * refused by its network's daily count, however many a run stores.
 */
export async function storeLead(store: LeadStore, { formName = "contact", fields, spam = false, resume }: StoredLead) {
  const id = randomUUID();
  const saved = await store.saveLead(
    {
      id,
      formName,
      submissionId: `test:${id}`,
      fields,
      addressHash: `stored:${id}`,
      userAgent: null,
      notify: false,
      spamReason: spam ? "time-trap" : undefined,
      page: "/contact/",
      policyVersion: LEGAL_EFFECTIVE_DATE,
    },
    resume,
  );
  if (saved.outcome !== "created") throw new Error(`storeLead: the lead was not stored (${saved.outcome})`);
  return id;
}
