/**
 * A booked consultation changed by its sender, from their link (netlify/functions/consultation-booking.ts): cancelled
 * (the slot is free again) or moved to another free slot. Each change is one statement: the booking, its invitation's
 * sequence and the outbox rows of the updated invitation to the sender and to the team (migration 0011), together or
 * not at all. Part of the LeadStore that openLeadStore returns.
 */
import type { BookingMailKind } from "./outbox";
import { asUuid, type SqlClient } from "./sql";

/** Why a booking was not changed: there is none, it was cancelled already, or its slot has begun. */
export type BookingUnchanged = "not-found" | "was-cancelled" | "past";
export type CancelResult = "cancelled" | BookingUnchanged;
/** 'taken': another booking holds that slot (the unique index refused it); 'same': it is the booking's own slot. */
export type MoveResult = "moved" | "taken" | "same" | BookingUnchanged;

/** The mails a change sends: the updated invitation to the sender, and to the team. */
const CHANGE_MAILS: readonly BookingMailKind[] = ["booking-update", "booking-update-team"];

/** Postgres's unique_violation: the partial unique index on a slot's start refused a second booking of it. */
const UNIQUE_VIOLATION = "23505";

export interface BookingChangeQueries {
  /** Cancels a lead's booking whose slot starts after `now`, and queues the cancellation's mails. */
  cancelBooking(leadId: string, now: Date): Promise<CancelResult>;
  /**
   * Moves a lead's booking whose slot starts after `now` to `start`, and queues the updated invitation's mails;
   * 'taken' when another booking holds `start`, and then nothing has changed. Whether `start` is a slot that can
   * be booked at all (hours, lead time) is the caller's check (../booking/availability.ts checkSlot).
   */
  moveBooking(leadId: string, start: Date, now: Date): Promise<MoveResult>;
}

type ChangeRow = { changed: boolean; found: boolean; cancelled: boolean; past: boolean; same: boolean };

/** Why nothing changed, from the booking as it was before the statement. */
function unchanged(row: ChangeRow): BookingUnchanged | "same" {
  if (!row.found) return "not-found";
  if (row.cancelled) return "was-cancelled";
  if (row.past) return "past";
  return "same";
}

/**
 * `change` (an UPDATE of the lead's booking, $1, that RETURNING lead_id) with the change's mails, and the booking
 * as it was before ($2: now; $3: the new start, or null).
 */
const withMails = (change: string) => `
  WITH changed AS (${change}),
  mail AS (INSERT INTO outbox (lead_id, kind) SELECT c.lead_id, k.kind FROM changed c, unnest($4::text[]) AS k (kind))
  SELECT EXISTS (SELECT 1 FROM changed) AS changed, b.lead_id IS NOT NULL AS found,
    coalesce(b.cancelled_at IS NOT NULL, false) AS cancelled, coalesce(b.starts_at <= $2, false) AS past,
    coalesce(b.starts_at = $3::timestamptz, false) AS same
  FROM (SELECT 1) AS one LEFT JOIN consultation_bookings b ON b.lead_id = $1::uuid`;

export function createBookingChangeQueries(pool: SqlClient): BookingChangeQueries {
  return {
    async cancelBooking(leadId, now) {
      const { rows } = await pool.query<ChangeRow>(
        withMails(
          `UPDATE consultation_bookings SET cancelled_at = now(), sequence = sequence + 1, updated_at = now()
           WHERE lead_id = $1::uuid AND cancelled_at IS NULL AND starts_at > $2 RETURNING lead_id`,
        ),
        [asUuid(leadId), now, null, CHANGE_MAILS],
      );
      const [row] = rows;
      if (row.changed) return "cancelled";
      // "same": another request cancelled it between the two reads.
      const why = unchanged(row);
      return why === "same" ? "was-cancelled" : why;
    },

    async moveBooking(leadId, start, now) {
      try {
        const { rows } = await pool.query<ChangeRow>(
          withMails(
            `UPDATE consultation_bookings SET starts_at = $3, sequence = sequence + 1, updated_at = now()
             WHERE lead_id = $1::uuid AND cancelled_at IS NULL AND starts_at > $2 AND starts_at <> $3
             RETURNING lead_id`,
          ),
          [asUuid(leadId), now, start, CHANGE_MAILS],
        );
        const [row] = rows;
        return row.changed ? "moved" : unchanged(row);
      } catch (error) {
        if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) return "taken";
        throw error;
      }
    },
  };
}
