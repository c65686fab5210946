-- A consultation is booked, not requested: a consultation lead that came with a free slot holds it here, and the
-- office's hours are the team's to change. netlify/lib/store/bookings.ts reads and writes these.

-- One row per booked lead, gone with its lead. A slot is its start (the office's wall time as an instant). The
-- partial unique index is what makes a slot booked once: two posts for one slot race on it, and exactly one wins.
-- A cancelled booking keeps its row (cancelled_at), so its slot is free again. `sequence` counts the changes that
-- were sent as invitations (iCalendar SEQUENCE); `host` is the staff member who takes the call.
CREATE TABLE consultation_bookings (
  lead_id uuid PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  cancelled_at timestamptz,
  sequence integer NOT NULL DEFAULT 0,
  host uuid REFERENCES staff (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX consultation_bookings_one_per_slot ON consultation_bookings (starts_at) WHERE cancelled_at IS NULL;

-- Days without consultations (holidays, a team day out), in the office's zone, set by an admin in the inbox.
CREATE TABLE consultation_closed_days (
  day date PRIMARY KEY,
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 200),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The weekly hours, when an admin changed them: for each weekday (0 Sunday to 6 Saturday) the slots offered, as
-- the form posts them ('9:00 AM'). No row: the default hours (src/lib/consultation-hours.ts).
CREATE TABLE consultation_hours (
  weekday smallint PRIMARY KEY CHECK (weekday BETWEEN 0 AND 6),
  slots text[] NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
