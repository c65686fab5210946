/**
 * A booked consultation changed by its sender, from their link (netlify/functions/consultation-booking.ts): cancelled
 * (the slot is free again) or moved to another free slot. Each change is one statement: the booking, its invitation's
 * sequence, its count of the day's changes and the outbox rows of the updated invitation, together or not at all.
 * A link cannot flood mailboxes: a booking is moved at most BOOKING_CHANGES_PER_DAY times in any 24 hours; the
 * sender's mail counts against their network's SENDER_MAILS_PER_DAY and both mails against SITE_MAILS_PER_DAY, as a
 * new lead's do; and the team's notice waits TEAM_NOTICE_DELAY_MINUTES, so that the changes made meanwhile fold into
 * it (a mail is written from the booking as it is when it goes). Part of the LeadStore that openLeadStore returns.
 */
import { SENDER_MAILS_PER_DAY, SITE_CAPS, countedMails, type BookingMailKind } from "./outbox";
import { audited, type NewAuditEntry } from "./audit";
import { asUuid, type SqlClient } from "./sql";

/** Moves of one booking in any 24 hours; a cancellation is always taken (it ends the booking), and counts. */
export const BOOKING_CHANGES_PER_DAY = 3;
/** How long the team's notice of a change waits for more changes of the same booking to fold into it. */
export const TEAM_NOTICE_DELAY_MINUTES = 5;

/** Why a booking was not changed: there is none, it was cancelled already, or its slot has begun. */
export type BookingUnchanged = "not-found" | "was-cancelled" | "past";
export type CancelResult = "cancelled" | BookingUnchanged;
/**
 * 'taken': another booking holds that slot (the unique index refused it); 'same': it is the booking's own slot;
 * 'limited': it was changed BOOKING_CHANGES_PER_DAY times in the last 24 hours, and can be again at `until`.
 */
export type MoveResult =
  "moved" | "taken" | "same" | BookingUnchanged | { readonly limited: true; readonly until: Date };

/**
 * Who changes a booking: its sender, from their link, the request's network (senderNetwork in ../mail/outbox.ts)
 * counting their mail; or someone on the team from the inbox, signed in and audited in the same statement. A team
 * change is not capped (BOOKING_CHANGES_PER_DAY, the sender's mails) and does not count against the sender's moves;
 * the sender is mailed the updated invitation all the same, and the team gets no notice of its own change.
 */
export type BookingChanger = { readonly sender: string } | { readonly team: NewAuditEntry };

export interface BookingChangeQueries {
  /** Cancels a lead's booking whose slot starts after `now`, and queues the cancellation's mails. */
  cancelBooking(leadId: string, now: Date, by: BookingChanger): Promise<CancelResult>;
  /**
   * Moves a lead's booking whose slot starts after `now` to `start`, and queues the updated invitation's mails;
   * 'taken' when another booking holds `start`, and then nothing has changed. Whether `start` is a slot that can
   * be booked at all (hours, lead time) is the caller's check (../booking/availability.ts checkSlot).
   */
  moveBooking(leadId: string, start: Date, now: Date, by: BookingChanger): Promise<MoveResult>;
}

/** The mails a sender's change sends: the updated invitation to the sender, and the team's notice. */
const CHANGE_MAILS: readonly BookingMailKind[] = ["booking-update", "booking-update-team"];
/** A team change's: the updated invitation only. */
const TEAM_CHANGE_MAILS: readonly BookingMailKind[] = ["booking-update"];
/** No cap, as a count in an int column reads it. */
const UNCAPPED = 2 ** 31 - 1;

/** Postgres's unique_violation: the partial unique index on a slot's start refused a second booking of it. */
const UNIQUE_VIOLATION = "23505";

/** The booking's changes within the 24 hours before $2 (now). */
const RECENT = `ARRAY(SELECT t FROM unnest(recent_changes) AS t WHERE t > $2::timestamptz - interval '1 day')`;
/** Its changes with this one ($8: whether it counts, a sender's). */
const COUNTED = `${RECENT} || CASE WHEN $8::boolean THEN ARRAY[$2::timestamptz] ELSE '{}' END`;

/**
 * `change` (an UPDATE of the lead's booking, $1, at $2, that RETURNING lead_id) with its mails ($7), counted as a
 * new lead's are (countedMails): $3 the sender's network, $4 its cap (SENDER_MAILS_PER_DAY), $5 SITE_CAPS; $6 the
 * team notice's delay.
 * The team's notice is not written while one for the booking still waits to go: that one tells the latest state.
 */
const withMails = (change: string) => `
  WITH changed AS (${change}),
  planned AS (
    SELECT c.lead_id, k.kind, k.kind = 'booking-update' AS to_sender FROM changed c, unnest($7::text[]) AS k (kind)
    WHERE k.kind <> 'booking-update-team' OR NOT EXISTS (
      SELECT 1 FROM outbox o WHERE o.lead_id = c.lead_id AND o.kind = 'booking-update-team' AND o.state = 'pending')
  ), ${countedMails({ sender: "$3", senderCap: "$4", siteCaps: "$5" })}, mail AS (
    INSERT INTO outbox (lead_id, kind, next_attempt_at)
    SELECT lead_id, kind, now() + make_interval(mins => CASE kind WHEN 'booking-update-team' THEN $6 ELSE 0 END)
    FROM allowed WHERE 'site:' || kind IN (SELECT counter FROM site_counted)
  )
  SELECT EXISTS (SELECT 1 FROM changed) AS changed`;

/** The booking as it is now, once a change changed nothing: why not. */
type BookingState = { cancelled: boolean; past: boolean; same: boolean; oldest: Date | string | null; recent: number };

export function createBookingChangeQueries(pool: SqlClient): BookingChangeQueries {
  /** `update` with its mails, $8 onwards being whether it counts and `extra`; a team change with its audit entry. */
  const change = async (update: string, leadId: string, now: Date, by: BookingChanger, extra: unknown[]) => {
    const team = "team" in by;
    const params = [
      asUuid(leadId),
      now,
      team ? "team" : by.sender,
      team ? UNCAPPED : SENDER_MAILS_PER_DAY,
      SITE_CAPS,
      TEAM_NOTICE_DELAY_MINUTES,
      team ? TEAM_CHANGE_MAILS : CHANGE_MAILS,
      !team,
      ...extra,
    ];
    const [sql, values] = team ? audited(withMails(update), params, by.team, "changed") : [withMails(update), params];
    const { rows } = await pool.query<{ changed: boolean }>(sql, values);
    return rows[0].changed;
  };

  /** Read after the statement, so that a change another request made meanwhile is seen ($3: the asked start). */
  const stateOf = async (leadId: string, now: Date, start: Date | null): Promise<BookingState | undefined> => {
    const { rows } = await pool.query<BookingState>(
      `SELECT cancelled_at IS NOT NULL AS cancelled, starts_at <= $2 AS past,
         coalesce(starts_at = $3::timestamptz, false) AS same,
         (SELECT min(t) FROM unnest(${RECENT}) AS t) AS oldest, cardinality(${RECENT}) AS recent
       FROM consultation_bookings WHERE lead_id = $1::uuid`,
      [asUuid(leadId), now, start],
    );
    return rows[0];
  };

  return {
    async cancelBooking(leadId, now, by) {
      const cancelled = await change(
        `UPDATE consultation_bookings SET cancelled_at = now(), sequence = sequence + 1, updated_at = now(),
           recent_changes = ${COUNTED}
         WHERE lead_id = $1::uuid AND cancelled_at IS NULL AND starts_at > $2 RETURNING lead_id`,
        leadId,
        now,
        by,
        [],
      );
      if (cancelled) return "cancelled";
      const state = await stateOf(leadId, now, null);
      if (!state) return "not-found";
      return state.cancelled ? "was-cancelled" : "past";
    },

    async moveBooking(leadId, start, now, by) {
      try {
        const moved = await change(
          `UPDATE consultation_bookings SET starts_at = $9, sequence = sequence + 1, updated_at = now(),
             recent_changes = ${COUNTED}, reminded_at = NULL, time_chosen_at = now()
           WHERE lead_id = $1::uuid AND cancelled_at IS NULL AND starts_at > $2 AND starts_at <> $9
             AND (NOT $8::boolean OR cardinality(${RECENT}) < $10)
           RETURNING lead_id`,
          leadId,
          now,
          by,
          [start, BOOKING_CHANGES_PER_DAY],
        );
        if (moved) return "moved";
      } catch (error) {
        if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) return "taken";
        throw error;
      }
      const state = await stateOf(leadId, now, start);
      if (!state) return "not-found";
      if (state.cancelled) return "was-cancelled";
      if (state.past) return "past";
      if (state.same) return "same";
      const oldest = new Date(state.oldest ?? now);
      return { limited: true, until: new Date(oldest.getTime() + 24 * 60 * 60 * 1000) };
    },
  };
}
