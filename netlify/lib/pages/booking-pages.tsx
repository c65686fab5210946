/** @jsxRuntime automatic @jsxImportSource react */
/** The pages of a booked consultation's link (netlify/functions/consultation-booking.ts). */
import { forms } from "../../../src/form-definitions";
import {
  CONSULTATION_MINUTES,
  OFFICE_TIME_ZONE,
  dayInWords,
  slotInWords,
  slotRange,
  zoneName,
  type FreeSlot,
} from "../../../src/lib/consultation-hours";
import { earliestDay, freeSlots, latestDay, nextFreeSlots, type Calendar } from "../booking/availability";
import { CALENDAR_QUERY } from "../mail/links";
import { MANAGE_BOOKING_TEXT } from "../mail/messages";
import { BOOKING_CHANGES_PER_DAY } from "../store/booking-changes";
import type { Booking } from "../store/lead-records";
import { Contact, linkPages, type Page } from "./site-page";

/** Where the booking's buttons post and its date form asks: the link's path, and the path with its token. */
export type BookingLinks = { readonly action: string; readonly path: string; readonly token: string };

const TITLE = "Your free consultation";

const BookAgain = () => (
  <p>
    <a href={forms.consultation.page}>Book a consultation</a>
  </p>
);

const minutes = (seconds: number) => {
  const count = Math.ceil(seconds / 60);
  return `${count} minute${count === 1 ? "" : "s"}`;
};

/** A slot as its button posts it: "2026-12-01 9:00 AM" (the day in the office's zone, the form's time). */
const slotValue = (slot: FreeSlot) => `${slot.date} ${slot.time}`;

/** Free slots as buttons, each labelled by `label`, that move the consultation there in one press; nothing when there are none. */
function MoveForm(props: {
  readonly action: string;
  readonly legend: string;
  readonly slots: readonly FreeSlot[];
  readonly label: (slot: FreeSlot) => string;
}) {
  if (props.slots.length === 0) return null;
  return (
    <form method="post" action={props.action}>
      <input type="hidden" name="action" value="move" />
      <fieldset>
        <legend>{props.legend}</legend>
        <p className="choices">
          {props.slots.map((slot) => (
            <button key={slotValue(slot)} type="submit" name="slot" value={slotValue(slot)}>
              {props.label(slot)}
            </button>
          ))}
        </p>
      </fieldset>
    </form>
  );
}

/** The next free times after a day with none (or a refused one), each in words; `otherwise` when there are none. */
function NextTimes(props: {
  readonly action: string;
  readonly from: string;
  readonly calendar: Calendar;
  readonly otherwise?: string;
}) {
  const slots = nextFreeSlots(props.from, props.calendar);
  if (slots.length === 0) return props.otherwise ? <p>{props.otherwise}</p> : null;
  return (
    <MoveForm
      action={props.action}
      legend="The next free times"
      slots={slots}
      label={(slot) => slotInWords(slot.start)}
    />
  );
}

/** A chosen day's free times as buttons (their times in `zone`), or the next free times after it. */
function DayTimes(props: { day: string; zone: string; calendar: Calendar; action: string }) {
  const { day, calendar, action } = props;
  const slots = freeSlots(day, calendar);
  if (slots.length === 0) {
    return (
      <>
        <p>There are no free times on {dayInWords(day)}.</p>
        <NextTimes action={action} from={day} calendar={calendar} />
      </>
    );
  }
  return (
    <MoveForm
      action={action}
      legend={`Free times on ${dayInWords(day)} (${props.zone}): press one to move your consultation there`}
      slots={slots}
      label={(slot) => slotRange(slot.time)}
    />
  );
}

type BookingView = {
  readonly booking: Booking;
  readonly calendar: Calendar;
  readonly links: BookingLinks;
};

/**
 * The booking's page: its time, Cancel, and picking another time (that day's free times once a date is chosen);
 * `note` first, when what was sent changed nothing (a date it cannot read, a time it has already).
 */
export function bookingPage(
  { booking, calendar, links }: BookingView,
  options: { readonly status?: number; readonly day?: string; readonly note?: string } = {},
): Page {
  const { day, note } = options;
  return {
    status: options.status ?? 200,
    title: TITLE,
    body: (
      <>
        {note ? <p>{note}</p> : null}
        <p>
          Your free {CONSULTATION_MINUTES}-minute consultation is booked for {slotInWords(booking.start)}.
        </p>
        <p>
          <a href={`${links.action}&${CALENDAR_QUERY}`}>Add it to your calendar (.ics)</a>
        </p>
        <h2>Pick another time</h2>
        <form method="get" action={links.path}>
          <input type="hidden" name="token" value={links.token} />
          <p>
            <label htmlFor="date">Date</label>{" "}
            <input
              type="date"
              id="date"
              name="date"
              min={earliestDay(calendar)}
              max={latestDay(calendar)}
              defaultValue={day ?? ""}
              required
            />
          </p>
          <p>
            <button type="submit">Show free times</button>
          </p>
        </form>
        {day ? (
          <DayTimes
            day={day}
            zone={zoneName(booking.start, OFFICE_TIME_ZONE)}
            calendar={calendar}
            action={links.action}
          />
        ) : null}
        <h2>Cancel it</h2>
        <p>Its time becomes free for someone else, and we send you a mail that takes it out of your calendar.</p>
        <p>
          <a href={`${links.action}&cancel=ask`}>Cancel my consultation</a>
        </p>
        <Contact />
      </>
    ),
  };
}

/** The cancellation, asked to be confirmed: its button posts it; keeping the consultation goes back to its page. */
export const cancelQuestion = (booking: Booking, links: BookingLinks): Page => ({
  status: 200,
  title: "Cancel your consultation?",
  body: (
    <>
      <p>
        Your free consultation on {slotInWords(booking.start)} will be cancelled, and its time becomes free for someone
        else.
      </p>
      <form method="post" action={links.action}>
        <input type="hidden" name="action" value="cancel" />
        <button type="submit">Yes, cancel my consultation</button>
      </form>
      <p>
        <a href={links.action}>No, keep it</a>
      </p>
      <Contact />
    </>
  ),
});

export const cancelledPage = (booking: Booking, status: number, lead: string): Page => ({
  status,
  title: "Your consultation is cancelled",
  body: (
    <>
      <p>Your free consultation on {slotInWords(booking.start)} is cancelled, and its time is free again.</p>
      <p>{lead}</p>
      <BookAgain />
      <Contact />
    </>
  ),
});

/** A refused time: it is not free (taken meanwhile, or not offered), and the next free times from that day. */
export const notFree = (day: string, calendar: Calendar, action: string): Page => ({
  status: 409,
  title: "That time is not free",
  body: (
    <>
      <p>
        Someone else has that time, or it is not one we offer. Nothing has changed: your consultation keeps its time.
      </p>
      <NextTimes
        action={action}
        from={day}
        calendar={calendar}
        otherwise="There are no free times in the coming weeks. Please call or email us."
      />
      <Contact />
    </>
  ),
});

/** Moved: its new time, and the link for it (the old link lasts only until the old time). */
export const movedPage = (start: Date, manageHref: string): Page => ({
  status: 200,
  title: "Your consultation is moved",
  body: (
    <>
      <p>It is now booked for {slotInWords(start)}.</p>
      <p>We have sent you a mail with the updated invitation for your calendar.</p>
      <p>
        <a href={manageHref}>{MANAGE_BOOKING_TEXT}</a>
      </p>
      <Contact />
    </>
  ),
});

/** The booking's moves for the day used up: when it can move again. */
export const changeLimitPage = (booking: Booking, until: Date, links: BookingLinks): Page => ({
  status: 429,
  title: "This consultation was moved too often today",
  body: (
    <>
      <p>
        A consultation can be moved {BOOKING_CHANGES_PER_DAY} times a day, so nothing has changed: it is still booked
        for {slotInWords(booking.start)}.
      </p>
      <p>
        You can pick another time here again after {slotInWords(until)}. You can still cancel it now, or call or email
        us to change it.
      </p>
      <p>
        <a href={links.action}>Back to your consultation</a>
      </p>
      <Contact />
    </>
  ),
});

/** Too many posts from the sender's network: when to try again. */
export const rateLimitedPage = (wait: number): Page => ({
  status: 429,
  title: "Too many changes from your network",
  body: (
    <>
      <p>Nothing has changed. Please try again in {minutes(wait)}, or call or email us to change your consultation.</p>
      <Contact />
    </>
  ),
});

export const {
  invalid: INVALID,
  methodNotAllowed: METHOD_NOT_ALLOWED,
  fail: FAIL,
} = linkPages(<Contact />, { only: "the link in your mail", from: "our mail about your consultation" });

export const PAST: Page = {
  status: 410,
  title: "This consultation has passed",
  body: (
    <>
      <p>Its time has come, so it can no longer be cancelled or moved here. To talk to us again, book a new one.</p>
      <BookAgain />
      <Contact />
    </>
  ),
};

export const NOT_FOUND: Page = {
  status: 410,
  title: "We no longer hold this booking",
  body: (
    <>
      <p>There is no consultation booked with this link any more. To talk to us, book a new one.</p>
      <BookAgain />
    </>
  ),
};

/** A post that is not one of the page's buttons: another type (415) or too large (413). */
export const buttonsOnly = (status: 413 | 415): Page => ({
  status,
  title: "Please use the buttons on the page",
  body: (
    <>
      <p>This address takes the page&apos;s own buttons only. Open the link from our mail again.</p>
      <Contact />
    </>
  ),
});
