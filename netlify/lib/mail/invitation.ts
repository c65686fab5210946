/**
 * A booked consultation as an iCalendar invitation (RFC 5545, with RFC 5546's methods), for nodemailer's `icalEvent`,
 * which adds it to the mail as a text/calendar alternative with its method, so mail programs offer it for the
 * calendar. One event per lead (its UID), whose SEQUENCE is the booking's: a change (a new time, a cancellation)
 * sent later replaces it. Its times are the office's wall time with that zone's VTIMEZONE, as the slot was chosen;
 * nothing the visitor typed is in it but their first name.
 */
import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import siteConfig from "../../../data/site-config.json";
import { CONSULTATION_MINUTES, OFFICE_TIME_ZONE } from "../../../src/lib/consultation-hours";
import { text } from "../../../src/form-definitions/sender";
import type { Booking, LeadRecord } from "../store/lead-records";
import { siteOrigin } from "./links";

export type InvitationMethod = "REQUEST" | "CANCEL";

/** nodemailer's icalEvent: the calendar and its method (the alternative's `method=` parameter). */
export type Invitation = { readonly method: InvitationMethod; readonly filename: string; readonly content: string };

/**
 * How the call happens, as the site's content says it (`contact.consultationCall`), with the number the booker gave;
 * "the number you gave us" where the post has none.
 */
export const howWeCall = (lead: LeadRecord) =>
  siteConfig.contact.consultationCall.replace(/\{phone\}/g, text(lead.fields.phone) || "the number you gave us");

/** What the event is called, in the attendee's calendar and the team's. */
export const consultationSummary = () => `Free consultation with ${siteConfig.siteTitle}`;

/** The event's UID: one per lead, the same in every mail about its booking. */
export const invitationUid = (leadId: string) => `${leadId}@${new URL(siteOrigin()).hostname}`;

/**
 * The invitation to a lead's booking: a REQUEST while it stands (sent again with a new time when it moves), a CANCEL
 * once it is cancelled. `firstName`: the attendee's name as the mails greet it, or "" to give none.
 */
export function invitation(lead: LeadRecord & { readonly booking: Booking }, firstName: string): Invitation {
  const { booking } = lead;
  const cancelled = booking.cancelledAt !== null;
  const method = cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({
    prodId: { company: siteConfig.siteTitle, product: "consultation booking", language: "EN" },
    method,
    // A generator for the event's zone, without naming a zone for the calendar itself: ical-generator then writes
    // the calendar's own times (DTSTAMP) in UTC, as RFC 5545 requires, and the event's in its zone with TZID.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  // ical-generator writes a TZDate's wall time in the event's zone (a plain Date's would be the server's).
  const end = new Date(booking.start.getTime() + CONSULTATION_MINUTES * 60_000);
  calendar.createEvent({
    id: invitationUid(lead.id),
    sequence: booking.sequence,
    start: new TZDate(booking.start, OFFICE_TIME_ZONE),
    end: new TZDate(end, OFFICE_TIME_ZONE),
    timezone: OFFICE_TIME_ZONE,
    summary: consultationSummary(),
    description: `A free ${CONSULTATION_MINUTES}-minute consultation. ${howWeCall(lead)} Questions: ${siteConfig.contact.phone}, ${siteConfig.contact.email}.`,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: siteConfig.siteTitle, email: siteConfig.contact.email },
    attendees: [
      {
        email: text(lead.fields.email),
        ...(firstName ? { name: firstName } : {}),
        role: ICalAttendeeRole.REQ,
        // They chose the slot themselves: nothing left to accept.
        status: ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
  return { method, filename: "invite.ics", content: calendar.toString() };
}
