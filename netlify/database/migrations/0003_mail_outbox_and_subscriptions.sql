-- The mails each lead sends, and newsletter sign-ups' double opt-in.

-- One row per mail to send about a lead, written in the same statement as the lead, sent after it is stored
-- (netlify/lib/mail/outbox.ts): 'team' (the sales or careers inbox), 'confirmation' (to the sender of a lead
-- form), 'opt-in' (the newsletter's confirmation link). A row is claimed ('sending') before its mail goes, so
-- two senders never send it both; a failure puts it back to 'pending' with the error and a later next_attempt_at.
CREATE TABLE outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('team', 'confirmation', 'opt-in')),
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sending', 'sent')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_at timestamptz,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Mails to a sender's address: a salted hash of the form, the address and the UTC day, so an address gets
  -- one such mail per form a day however often someone types it into the form. NULL for team mail.
  limit_key text UNIQUE,
  UNIQUE (lead_id, kind)
);

CREATE INDEX outbox_unsent_idx ON outbox (next_attempt_at) WHERE state <> 'sent';
CREATE INDEX outbox_limited_created_at_idx ON outbox (created_at) WHERE limit_key IS NOT NULL;

-- A newsletter sign-up's consent: confirmed through the link its opt-in mail carries, or withdrawn. Only
-- confirmed sign-ups not unsubscribed are subscribers.
CREATE TABLE subscriptions (
  lead_id uuid PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  confirmed_at timestamptz,
  unsubscribed_at timestamptz
);
