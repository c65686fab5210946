-- A post the time trap held (sent sooner after the form appeared than a person types, as a browser's autofill
-- does) is not dropped in silence: its sender gets a 'confirm-request' mail whose button makes it a lead.

-- The mail's token, of which only the SHA-256 is kept: single use (used_at), until expires_at (the post's time
-- plus HELD_POST_CONFIRM_DAYS, src/lib/held-posts.ts). Written when the mail is sent (netlify/lib/mail/outbox.ts),
-- replaced if it is sent again, and gone with its post.
CREATE TABLE held_post_tokens (
  lead_id uuid PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
  CHECK (kind IN ('team', 'confirmation', 'opt-in', 'cap-reached', 'reply', 'confirm-request'));
