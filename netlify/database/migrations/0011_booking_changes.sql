-- A booked consultation's sender can cancel it or pick another time from the link in their confirmation
-- (netlify/functions/consultation-booking.ts, netlify/lib/store/booking-changes.ts). Each change mails an updated
-- invitation: 'booking-update' to the sender, 'booking-update-team' to the team. One row per change, so a lead may
-- have several of each, as it may have several 'reply' rows.
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
  CHECK (kind IN ('team', 'confirmation', 'opt-in', 'cap-reached', 'reply', 'confirm-request', 'booking-update',
                  'booking-update-team'));
DROP INDEX outbox_lead_id_kind_key;
CREATE UNIQUE INDEX outbox_lead_id_kind_key ON outbox (lead_id, kind)
  WHERE reply_id IS NULL AND kind NOT IN ('booking-update', 'booking-update-team');
