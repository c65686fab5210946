-- Leads from the site's forms, their resumes, and the per-address submission counts of the rate limit.
-- Plain Postgres (runs on Netlify Database, any Postgres, and PGlite locally). Never edit once applied:
-- add a new numbered migration instead.

CREATE TABLE leads (
  id uuid PRIMARY KEY,
  form_name text NOT NULL,
  -- The browser's submission id (a UUID), or a key derived from the content for posts without one:
  -- a replayed submission finds its lead here instead of making a second one.
  submission_id text NOT NULL UNIQUE,
  -- The validated fields, as the form's schema returns them (src/forms/).
  fields jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Salted SHA-256 of the sender's address; the address itself is never stored.
  address_hash text NOT NULL,
  user_agent text,
  -- Bot posts (honeypot filled, or sent too soon after the form appeared) are counted here, not shown
  -- as leads. A honeypot post keeps no fields; a too-fast one keeps them in case a person was that quick.
  spam boolean NOT NULL DEFAULT false,
  spam_reason text CHECK (spam_reason IN ('honeypot', 'time-trap')),
  -- The sales team's webhook: 'none' (no webhook configured or spam), 'pending' (to send or resend), 'sent'.
  notification_state text NOT NULL DEFAULT 'none' CHECK (notification_state IN ('none', 'pending', 'sent')),
  notification_attempts integer NOT NULL DEFAULT 0,
  notification_error text,
  notified_at timestamptz,
  CHECK (spam = (spam_reason IS NOT NULL))
);

CREATE INDEX leads_created_at_idx ON leads (created_at DESC);
CREATE INDEX leads_form_created_at_idx ON leads (form_name, created_at DESC);
CREATE INDEX leads_pending_notification_idx ON leads (created_at) WHERE notification_state = 'pending';

-- A career application's resume, written in the same transaction as its lead.
CREATE TABLE resumes (
  lead_id uuid PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  filename text NOT NULL,
  -- Judged from the file's signature, not from what the browser claimed.
  content_type text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  sha256 text NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Submissions per address hash and fixed time window.
CREATE TABLE rate_limit_hits (
  address_hash text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL DEFAULT 1,
  PRIMARY KEY (address_hash, window_start)
);

CREATE INDEX rate_limit_hits_window_start_idx ON rate_limit_hits (window_start);
