-- A reminder mail about a day before each booked call (netlify/functions/booking-reminders.ts): 'booking-reminder'
-- rows of the outbox, written once per booking and time (`reminded_at`, cleared when the booking moves); none for a
-- booking whose time was chosen (booked, or moved) less than a day before the call (`time_chosen_at`).
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
  CHECK (kind IN ('team', 'confirmation', 'opt-in', 'cap-reached', 'reply', 'confirm-request', 'booking-update',
                  'booking-update-team', 'booking-reminder'));
DROP INDEX outbox_lead_id_kind_key;
CREATE UNIQUE INDEX outbox_lead_id_kind_key ON outbox (lead_id, kind)
  WHERE reply_id IS NULL AND kind NOT IN ('booking-update', 'booking-update-team', 'booking-reminder');
ALTER TABLE consultation_bookings ADD COLUMN reminded_at timestamptz;
ALTER TABLE consultation_bookings ADD COLUMN time_chosen_at timestamptz NOT NULL DEFAULT now();
