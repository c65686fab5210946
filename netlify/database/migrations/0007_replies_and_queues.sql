-- The inbox closes the loop: the replies the team sends from a lead's page, when a lead was first answered, posts
-- the team marks as spam, and the indexes behind the inbox's queues (netlify/lib/store/inbox.ts, replies.ts).

-- A reply a staff member sent to the person behind a lead, as it was written. Kept as long as the lead and erased
-- with it; the author's name and address are copied, so the record outlives a removed staff member.
CREATE TABLE lead_replies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  author_id uuid REFERENCES staff (id) ON DELETE SET NULL,
  author_name text NOT NULL,
  author_email text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_replies_lead_idx ON lead_replies (lead_id, created_at);

-- When the team first answered: the first reply sent from the inbox, or "Answered" set by hand (a call).
ALTER TABLE leads ADD COLUMN first_response_at timestamptz;

-- A reply goes through the outbox like every mail: one row per reply, so a lead may have many of kind 'reply'.
ALTER TABLE outbox ADD COLUMN reply_id uuid UNIQUE REFERENCES lead_replies (id) ON DELETE CASCADE;
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
  CHECK (kind IN ('team', 'confirmation', 'opt-in', 'cap-reached', 'reply'));
ALTER TABLE outbox ADD CONSTRAINT outbox_reply_check CHECK ((kind = 'reply') = (reply_id IS NOT NULL));
ALTER TABLE outbox DROP CONSTRAINT outbox_lead_id_kind_key;
CREATE UNIQUE INDEX outbox_lead_id_kind_key ON outbox (lead_id, kind) WHERE reply_id IS NULL;

-- 'team': a lead someone in the inbox marked as spam (undone by "Not spam").
ALTER TABLE leads DROP CONSTRAINT leads_spam_reason_check;
ALTER TABLE leads ADD CONSTRAINT leads_spam_reason_check CHECK (spam_reason IN ('honeypot', 'time-trap', 'team'));

-- Mine and unassigned; overdue is found by the status index, the report by its own below.
CREATE INDEX leads_assignee_created_at_idx ON leads (assignee, created_at DESC) WHERE NOT spam;

-- The reply report (store/report.ts) reads every sales lead of its weeks: with what it needs in the index, a week is
-- an index-only range rather than a visit to each lead's row.
CREATE INDEX leads_report_idx ON leads (created_at) INCLUDE (form_name, first_response_at) WHERE NOT spam;
-- The digest's first responses of the last day, whenever their leads came: without it, a scan of every lead.
CREATE INDEX leads_first_response_at_idx ON leads (first_response_at) WHERE NOT spam AND first_response_at IS NOT NULL;
