/**
 * A lead's booked consultation on its page in the inbox: its time in the office's zone and its host; until it
 * begins, a move to one of a day's free times (as the slot function offers them to the form) or a cancellation,
 * which asks first; once it has begun, what became of the call. The function mails the booker the updated invitation
 * and answers with the lead as it now stands, which `onChange` shows.
 */
import { useId, useState, type FormEvent } from "react";
import { css } from "@emotion/react";
import { Link } from "gatsby";
import { localIsoDate } from "../../lib/dates";
import { slotInWords, slotRange } from "../../lib/consultation-hours";
import { BOOKING_OUTCOMES, STAFF_PAGES, staffApi, type BookingChange, type BookingJson } from "../../lib/staff-api";
import { space } from "../../styles/theme";
import { useFreeSlots } from "../forms/use-free-slots";
import { formText } from "./staff-client";
import { button, control, dangerButton, field, muted, panel, quietButton } from "./staff-styles";
import { when } from "./when";

const row = css({ display: "flex", flexWrap: "wrap", alignItems: "end", gap: space(2), margin: `${space(2)} 0` });
const times = css(row, { listStyle: "none", padding: 0 });

type Props = {
  readonly leadId: string;
  readonly booking: BookingJson;
  /** The page's clock: whether the call has begun. */
  readonly now: Date;
  /** Posts `body` to the change's `url`, saying `done` once it is saved (or the error); the lead answers it. */
  readonly onChange: (url: string, body: unknown, done: string) => void;
};

/** A day's free times as buttons that move the booking there. */
function MoveBooking({ start, onMove }: { readonly start: string; readonly onMove: (start: string) => void }) {
  const dayId = useId();
  const [day, setDay] = useState("");
  // Asked again once the booking moved: its old time is free, its new one is not.
  const { free, earliest } = useFreeSlots(day, { refresh: start });
  return (
    <>
      <h3 css={{ fontSize: "1rem" }}>Move it</h3>
      <label css={field} htmlFor={dayId}>
        Day
        <input
          id={dayId}
          type="date"
          css={[control, { maxWidth: "14rem" }]}
          min={earliest ?? localIsoDate()}
          value={day}
          onChange={(event) => setDay(event.target.value)}
        />
      </label>
      {day && free && (
        <div role="group" aria-label={`Free times on ${day}`}>
          {free.slots.length === 0 ? (
            <p css={muted}>No free times that day.</p>
          ) : (
            <ul css={times}>
              {free.slots.map((slot) => (
                <li key={slot.start}>
                  <button type="button" css={quietButton} onClick={() => onMove(slot.start)}>
                    Move to {slotRange(slot.time)}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}

export default function BookingPanel({ leadId, booking, now, onChange }: Props) {
  const [askingToCancel, setAskingToCancel] = useState(false);
  const change = (body: BookingChange, done: string) => onChange(staffApi.changeBooking(leadId), body, done);
  const begun = Date.parse(booking.start) <= now.getTime();
  const time = slotInWords(booking.start);

  const recordOutcome = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = formText(event.currentTarget, "outcome") || null;
    onChange(staffApi.setBookingOutcome(leadId), { outcome }, "Outcome saved.");
  };

  return (
    <section css={panel} aria-labelledby="booking-title">
      <h2 id="booking-title">The booked consultation</h2>
      <p css={{ fontWeight: 700 }}>{booking.cancelledAt ? <s>{time}</s> : time}</p>
      <p>
        {booking.cancelledAt
          ? `Cancelled ${when(booking.cancelledAt)}: the slot is free again.`
          : `Host: ${booking.host ?? "no host yet"}.`}
      </p>
      {!booking.cancelledAt && !begun && (
        <>
          <p>
            <Link to={STAFF_PAGES.agenda.path}>Set the host on the agenda</Link>
          </p>
          <MoveBooking
            start={booking.start}
            onMove={(start) => change({ action: "move", start }, "Moved: the booker is mailed the new time.")}
          />
          <h3 css={{ fontSize: "1rem" }}>Cancel it</h3>
          {askingToCancel ? (
            <div role="group" aria-label="Cancel the consultation?">
              <p>Cancel the consultation on {time}? The booker is mailed that it is cancelled.</p>
              <p css={row}>
                <button
                  type="button"
                  css={dangerButton}
                  onClick={() => change({ action: "cancel" }, "Cancelled: the booker is mailed.")}
                >
                  Cancel the consultation
                </button>
                <button type="button" css={quietButton} onClick={() => setAskingToCancel(false)}>
                  Keep it
                </button>
              </p>
            </div>
          ) : (
            <button type="button" css={quietButton} onClick={() => setAskingToCancel(true)}>
              Cancel the consultation…
            </button>
          )}
        </>
      )}
      {!booking.cancelledAt && begun && (
        <form css={row} onSubmit={recordOutcome}>
          <label css={field}>
            What became of the call
            <select name="outcome" css={[control, { width: "auto" }]} defaultValue={booking.outcome ?? ""}>
              <option value="">Not recorded</option>
              {Object.entries(BOOKING_OUTCOMES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" css={button}>
            Save the outcome
          </button>
        </form>
      )}
    </section>
  );
}
