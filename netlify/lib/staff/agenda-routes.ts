/**
 * The booked consultations in the inbox: the agenda for any signed-in person (upcoming bookings by day, in the
 * office's time zone, each with its host) and a host's change; for admins, the consultation hours (the weekly
 * slots and the closed days), which decide the slots the form offers (../booking/availability.ts). Reading the
 * agenda and every change is audited, a change in the same statement as its audit entry. Closing a day that has
 * bookings is allowed, and the answer says how many, for the team to move them: nothing is cancelled by it.
 */
import { forms } from "../../../src/form-definitions";
import { personOf, practiceOf } from "../../../src/form-definitions/sender";
import {
  addDays,
  dayIn,
  CONSULTATION_MINUTES,
  OFFICE_TIME_ZONE,
  SLOT_TIMES,
  type WeeklyHours,
} from "../../../src/lib/consultation-hours";
import {
  AGENDA_GROUPS,
  type AgendaGroup,
  type AgendaJson,
  type ClosedDayJson,
  type HostChangeJson,
  type HoursJson,
} from "../../../src/lib/staff-api";
import { shown } from "../mail/messages";
import type { AgendaQueries } from "../store/agenda";
import type { AuditQueries } from "../store/audit";
import type { StaffQueries } from "../store/staff";
import { fail, ok, type Handlers, type StaffRequest } from "./api";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/**
 * Which group of the agenda a consultation starting at `start` is in, as of `now`, by the office's days: today, the
 * rest of this week (to Sunday: weeks start on Monday), or later.
 */
export function agendaGroup(start: Date, now: Date, timeZone = OFFICE_TIME_ZONE): AgendaGroup {
  const today = dayIn(now, timeZone);
  const day = dayIn(start, timeZone);
  if (day <= today) return "today";
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return day <= addDays(today, (7 - weekday) % 7) ? "week" : "later";
}

const consultationType = forms.consultation.fields.consultationType;

/** The active staff, who can host, by name. */
async function hosts(store: StaffQueries) {
  const team = await store.listStaff();
  return team
    .filter((member) => member.active)
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The weekly hours as the audit log records them: each day's number of slots. */
const hoursDetail = (weekly: WeeklyHours) => weekly.map((slots, day) => `${WEEKDAYS[day]} ${slots.length}`).join(", ");

export const agendaHandlers = {
  async agenda({ store, me }: StaffRequest<AgendaQueries & StaffQueries & AuditQueries>) {
    const now = new Date();
    // A consultation under way stays on the agenda until it ends.
    const [bookings, team] = await Promise.all([
      store.agenda(new Date(now.getTime() - CONSULTATION_MINUTES * 60_000)),
      hosts(store),
    ]);
    await store.audit({ actor: me.email, action: "list-agenda", detail: `${bookings.length} booked` });
    const groups = (Object.keys(AGENDA_GROUPS) as AgendaGroup[]).map((group) => ({
      group,
      entries: bookings
        .filter((booking) => agendaGroup(booking.start, now) === group)
        .map((booking) => ({
          leadId: booking.leadId,
          person: personOf(booking.fields),
          practice: practiceOf(booking.fields),
          consultationType:
            booking.fields.consultationType === undefined
              ? ""
              : shown(consultationType, booking.fields.consultationType),
          start: booking.start.toISOString(),
          host: booking.host,
        })),
    }));
    const body: AgendaJson = { timeZone: OFFICE_TIME_ZONE, groups, team };
    return ok(body);
  },
  async setHost({ body: { host }, store, me, params: [id] }: StaffRequest<AgendaQueries, "setHost">) {
    const changed = await store.setHost(id, host, {
      actor: me.email,
      action: "set-host",
      leadId: id,
      detail: host ?? "nobody",
    });
    if (!changed) return fail(404, "There is no such booked consultation, or that person is no longer on the team.");
    const answer: HostChangeJson = { leadId: id, host: changed.host };
    return ok(answer);
  },
  async hours({ store }: StaffRequest<AgendaQueries>) {
    const today = dayIn(new Date());
    const { weekly, closedDays } = await store.consultationHours(today);
    const body: HoursJson = {
      timeZone: OFFICE_TIME_ZONE,
      today,
      slotTimes: SLOT_TIMES,
      weekly,
      closedDays,
    };
    return ok(body);
  },
  async setHours({ body: { weekly }, store, me }: StaffRequest<AgendaQueries, "setHours">) {
    await store.setWeeklyHours(weekly, { actor: me.email, action: "set-hours", detail: hoursDetail(weekly) });
    return ok({ weekly });
  },
  async closeDay({ body: { day, note }, store, me }: StaffRequest<AgendaQueries, "closeDay">) {
    const closed = await store.closeDay(day, note ?? "", { actor: me.email, action: "close-day", detail: day });
    const answer: ClosedDayJson = closed;
    return ok(answer);
  },
  async openDay({ body: { day }, store, me }: StaffRequest<AgendaQueries, "openDay">) {
    if (!(await store.openDay(day, { actor: me.email, action: "open-day", detail: day })))
      return fail(404, "That day is not closed.");
    return ok({ day });
  },
} satisfies Partial<Handlers>;
