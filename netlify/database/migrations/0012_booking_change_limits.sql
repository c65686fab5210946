-- A booking's changes are limited, so its link cannot flood the sender's and the team's mailboxes
-- (netlify/lib/store/booking-changes.ts): `recent_changes` holds the times of the sender's changes within the last
-- day, kept on the booking's own row so that the UPDATE that changes it also checks the limit, under its row lock.
ALTER TABLE consultation_bookings ADD COLUMN recent_changes timestamptz[] NOT NULL DEFAULT '{}';
