-- The people who work the leads in the inbox at /staff/, how they prove who they are (passkeys, never passwords),
-- their sessions, what they did (the audit log), and the team's work on a lead: who has it, and notes.
-- netlify/lib/store/staff.ts reads and writes these; `npm run staff` invites and removes people.

CREATE TABLE staff (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Lower-cased by the store, so one person is one row however they typed it.
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  role text NOT NULL DEFAULT 'staff' CHECK (role IN ('admin', 'staff')),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A single-use enrolment link: only the SHA-256 of its token is stored; a new invitation voids the old ones.
CREATE TABLE staff_invitations (
  token_hash text PRIMARY KEY,
  staff_id uuid NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- A passkey: the public key only; the private key never leaves the person's device.
CREATE TABLE staff_credentials (
  id text PRIMARY KEY,
  staff_id uuid NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  public_key bytea NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);

-- A WebAuthn challenge: used once, and only within minutes of being made (an enrolment's names its invitation).
CREATE TABLE staff_challenges (
  challenge text PRIMARY KEY,
  invitation text REFERENCES staff_invitations (token_hash) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A signed-in session: the SHA-256 of the cookie's token, never the token.
CREATE TABLE staff_sessions (
  token_hash text PRIMARY KEY,
  staff_id uuid NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);

-- Who did what, when: sign-ins, lead views, exports, status changes, erasures, invitations. The actor's address
-- is copied, so the record outlives a removed staff member; a lead is named by its id only.
CREATE TABLE staff_audit (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor text NOT NULL,
  action text NOT NULL,
  lead_id uuid,
  detail text NOT NULL DEFAULT ''
);
CREATE INDEX staff_audit_at_idx ON staff_audit (at DESC);

-- The team's work on a lead: who has it and what they noted. Both go with the lead when it is erased or purged.
ALTER TABLE leads ADD COLUMN assignee uuid REFERENCES staff (id) ON DELETE SET NULL;
CREATE TABLE lead_notes (
  id bigserial PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  author text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_notes_lead_idx ON lead_notes (lead_id, created_at);
