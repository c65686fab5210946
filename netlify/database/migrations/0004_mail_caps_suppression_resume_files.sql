-- Mail limits that hold under concurrency, daily caps for the whole site, unsubscribed addresses kept out of
-- opt-in mail, and a resume's bytes stored once however many applications carry them.

-- Mails counted per UTC day against a limit (netlify/lib/store/leads.ts, saveLead): one sender network's mails to
-- senders' addresses ('sender:' and a keyed hash of the network), and the whole site's mails of each kind
-- ('site:team', 'site:confirmation', 'site:opt-in'). Counted by INSERT … ON CONFLICT DO UPDATE, which locks the
-- row, so parallel posts count one after another. Deleted by the daily purge after identifier retention.
CREATE TABLE mail_counts (
  counter text NOT NULL,
  day date NOT NULL,
  mails integer NOT NULL,
  PRIMARY KEY (counter, day)
);

-- The per-sender limit no longer counts outbox rows by time: their index goes.
DROP INDEX outbox_limited_created_at_idx;

-- 'cap-reached': the team's notice that a daily cap stopped mail, once per cap and day (its limit_key says which).
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
  CHECK (kind IN ('team', 'confirmation', 'opt-in', 'cap-reached'));

-- Mailboxes that unsubscribed from the newsletter, as a keyed hash: a new sign-up of one sends no opt-in mail.
-- Kept after the sign-ups are purged or erased, since it is what keeps that promise; it holds no address.
CREATE TABLE suppressed_addresses (
  address_hash text PRIMARY KEY,
  suppressed_at timestamptz NOT NULL DEFAULT now()
);

-- A resume's bytes, once per content (SHA-256): the same file sent with many applications is stored once. Rows
-- no application refers to any more are deleted after each erasure and purge.
CREATE TABLE resume_files (
  sha256 text PRIMARY KEY,
  content bytea NOT NULL
);

INSERT INTO resume_files (sha256, content)
SELECT DISTINCT ON (sha256) sha256, content FROM resumes ORDER BY sha256;

ALTER TABLE resumes DROP COLUMN content;
ALTER TABLE resumes ADD CONSTRAINT resumes_sha256_fkey FOREIGN KEY (sha256) REFERENCES resume_files (sha256);
CREATE INDEX resumes_sha256_idx ON resumes (sha256);
