-- What became of a booked call, as the team records it from the inbox once it has begun: it was held, the booker did
-- not come (no-show), or it was moved by phone. The reply-times report counts them per week.
ALTER TABLE consultation_bookings ADD COLUMN outcome text CHECK (outcome IN ('held', 'no-show', 'moved-by-phone'));
ALTER TABLE consultation_bookings ADD COLUMN outcome_at timestamptz;
