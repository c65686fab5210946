-- A calendar nobody fills cheaply (saveLead, netlify/lib/store/leads.ts): a mailbox holds one booking to come, and
-- a network books at most a few consultations a day.

-- The booker's mailbox as a keyed hash (normalised as the mail limits normalise it), gone with its lead.
ALTER TABLE consultation_bookings ADD COLUMN mailbox_hash text;
CREATE INDEX consultation_bookings_mailbox_idx ON consultation_bookings (mailbox_hash) WHERE cancelled_at IS NULL;

-- Bookings per sender network (a keyed hash, an IPv6 address by its /48) and UTC day, counted as resume_counts
-- counts: a counter row updated under its lock, so parallel posts cannot pass the limit together. Deleted by the
-- daily purge after identifier retention.
CREATE TABLE booking_counts (
  counter text NOT NULL,
  day date NOT NULL,
  bookings integer NOT NULL,
  PRIMARY KEY (counter, day)
);
