-- What the privacy policy promises about stored leads: the periods are in src/lib/retention.ts, the daily
-- purge (netlify/functions/purge-leads.ts, or `npm run leads -- --purge`) applies them.

-- The address hash is cleared once the rate-limit and duplicate windows have passed.
ALTER TABLE leads ALTER COLUMN address_hash DROP NOT NULL;

-- Consent as it was given: the site path the form was sent from and the privacy policy then in force
-- (its effective date). The time is created_at.
ALTER TABLE leads ADD COLUMN page text;
ALTER TABLE leads ADD COLUMN policy_version text;

CREATE INDEX leads_spam_created_at_idx ON leads (created_at) WHERE spam;
CREATE INDEX leads_identifiers_created_at_idx ON leads (created_at)
  WHERE address_hash IS NOT NULL OR user_agent IS NOT NULL;

-- Each erasure a person asked for, without the person: a salted hash of the address (or of the lead id)
-- and what was deleted, so it can be shown to have happened.
CREATE TABLE erasures (
  id uuid PRIMARY KEY,
  subject_hash text NOT NULL,
  erased_at timestamptz NOT NULL DEFAULT now(),
  leads_deleted integer NOT NULL,
  resumes_deleted integer NOT NULL
);
