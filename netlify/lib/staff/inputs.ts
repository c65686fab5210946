/**
 * What each staff endpoint takes, by its name in STAFF_ROUTES: a valibot schema of its query (the address's
 * parameters, an empty one as absent) and of its JSON body. netlify/functions/staff.ts parses a request with them
 * before its handler runs, so a handler gets typed input (`query`, `body`) and anything else answers 400 with the
 * first problem's sentence. An endpoint that reads no input declares none; one that does must (its handler's request
 * type has nothing else to read).
 */
import * as v from "valibot";
import { FORM_NAMES } from "../../../src/form-definitions";
import { isCalendarDay } from "../../../src/form-definitions/dates";
import { isEmailAddress } from "../../../src/form-definitions/fields";
import { SLOT_TIMES, dayIn } from "../../../src/lib/consultation-hours";
import { LEAD_QUEUE_NAMES } from "../../../src/lib/lead-queues";
import { LEAD_STATUSES } from "../../../src/lib/lead-status";
import {
  BOOKING_OUTCOMES,
  CLOSED_DAY_NOTE_MAX_LENGTH,
  REPORT_UNITS,
  STAFF_NAME_MAX,
  STAFF_ROLES,
  type BookingOutcome,
  type StaffRouteName,
} from "../../../src/lib/staff-api";
import { isDay } from "../booking/availability";
import { SOURCE_TEXT_MAX } from "../lead-source";
import { NOTE_MAX_LENGTH } from "../store/inbox";
import { REPLY_MAX_LENGTH } from "../store/replies";

/** An object whose missing field is refused with that field's own sentence (what it says of nothing given). */
function fields<E extends v.ObjectEntries>(entries: E) {
  return v.object(entries, (issue) => {
    const key = issue.expected?.replace(/^"|"$/g, "") ?? "";
    const entry: v.GenericSchema | undefined = entries[key];
    return (entry && v.safeParse(entry, undefined).issues?.[0].message) || "Give every field the request needs.";
  });
}

/** A text that must hold something once trimmed; `message` when it does not. */
const filled = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

/** A trimmed text of at most `max` characters, and something: `empty` when it is empty, `long` when too long. */
const bounded = (max: number, empty: string, long: string) => v.pipe(filled(empty), v.maxLength(max, long));

/** A value the input quotes back, cut short: never a whole pasted text. */
const quoted = (input: unknown) => JSON.stringify(input)?.slice(0, 40) ?? String(input);

const email = v.pipe(
  filled("Give an email address."),
  v.check(isEmailAddress, "Give an email address as the forms accept it."),
);

/** A day (YYYY-MM-DD) today or later in the office's zone. */
const comingDay = v.pipe(
  filled("Give a day, as YYYY-MM-DD."),
  v.check(isDay, (issue) => `${quoted(issue.input)} is not a date: give a day as YYYY-MM-DD.`),
  v.check((day) => day >= dayIn(new Date()), "That day is past: choose today or a later day."),
);

/** A passkey's answer as @simplewebauthn/browser gives it; the library checks the rest. */
const passkeyResponse = v.looseObject({ id: v.string("Give the passkey's response.") }, "Give the passkey's response.");
const invitationToken = filled("Give the enrolment link's token.");

/** A part of where leads came from, as the sources report links to it. */
const sourcePart = (name: string) =>
  v.optional(v.pipe(v.string(), v.maxLength(SOURCE_TEXT_MAX, `A ${name} is at most ${SOURCE_TEXT_MAX} characters.`)));

const calendarDay = v.optional(
  v.pipe(
    v.string(),
    v.check(isCalendarDay, (issue) => `${quoted(issue.input)} is not a day (YYYY-MM-DD).`),
  ),
);

/** A list's or an export's view and filter (InboxQuery), as the inbox's address carries them. */
const inboxQuery = fields({
  view: v.optional(v.picklist(LEAD_QUEUE_NAMES, (issue) => `There is no view ${quoted(issue.input)}.`)),
  form: v.optional(v.picklist(FORM_NAMES, (issue) => `There is no form ${quoted(issue.input)}.`)),
  status: v.optional(v.picklist(LEAD_STATUSES, (issue) => `There is no status ${quoted(issue.input)}.`)),
  who: v.optional(
    v.picklist(
      ["mine", "unassigned"],
      (issue) => `Show "mine", "unassigned" or anyone's leads, not ${quoted(issue.input)}.`,
    ),
  ),
  overdue: v.optional(v.string()),
  order: v.optional(v.string()),
  q: v.optional(v.string()),
  source: sourcePart("source"),
  medium: sourcePart("medium"),
  campaign: sourcePart("campaign"),
  since: calendarDay,
  before: calendarDay,
  after: v.optional(v.string()),
});

/** A year at most: the reply report reads every sales lead of its weeks. */
const MAX_REPORT_WEEKS = 52;
const REPORT_WEEKS_RANGE = `Ask for 1 to ${MAX_REPORT_WEEKS} weeks.`;
const EVERY_DAY = "Give the weekly hours: a list of slots for each day, Sunday to Saturday.";
const MOVE_OR_CANCEL = 'Give "cancel", or "move" with the free time\'s start.';
const BOOKING_OUTCOME_NAMES = Object.keys(BOOKING_OUTCOMES) as BookingOutcome[];

export const ROUTE_INPUTS = {
  enrolOptions: { body: fields({ token: invitationToken }) },
  enrol: { body: fields({ token: invitationToken, response: passkeyResponse }) },
  signIn: { body: fields({ response: passkeyResponse }) },
  setName: {
    body: fields({
      name: v.pipe(
        filled("Give your name."),
        v.check(
          (name) => name.length <= STAFF_NAME_MAX && !/\p{Cc}/u.test(name),
          `Give your name on one line, in at most ${STAFF_NAME_MAX} characters.`,
        ),
      ),
    }),
  },
  leads: { query: inboxQuery },
  export: { query: inboxQuery },
  changeLead: {
    body: v.pipe(
      fields({
        status: v.optional(v.picklist(LEAD_STATUSES, "Choose one of the statuses.")),
        assignee: v.optional(v.nullable(v.string("Choose a person, or nobody."), null)),
        note: v.optional(
          bounded(NOTE_MAX_LENGTH, "Write the note first.", `A note holds at most ${NOTE_MAX_LENGTH} characters.`),
        ),
      }),
      v.check((change) => Object.keys(change).length > 0, "Give a status, an assignee or a note."),
    ),
  },
  reply: {
    body: fields({
      reply: bounded(
        REPLY_MAX_LENGTH,
        "Write the reply first.",
        `A reply holds at most ${REPLY_MAX_LENGTH.toLocaleString("en-US")} characters.`,
      ),
    }),
  },
  setHost: { body: fields({ host: v.nullable(v.string("Choose a host, or no host."), null) }) },
  changeBooking: {
    body: v.variant(
      "action",
      [
        fields({ action: v.literal("cancel") }),
        fields({
          action: v.literal("move"),
          start: v.pipe(
            v.string(MOVE_OR_CANCEL),
            v.check((start) => !Number.isNaN(Date.parse(start)), MOVE_OR_CANCEL),
          ),
        }),
      ],
      MOVE_OR_CANCEL,
    ),
  },
  setBookingOutcome: {
    body: fields({
      outcome: v.nullable(
        v.picklist(BOOKING_OUTCOME_NAMES, `Choose one of: ${Object.values(BOOKING_OUTCOMES).join(", ")}.`),
        null,
      ),
    }),
  },
  invite: {
    body: fields({
      email,
      name: v.optional(
        v.pipe(v.string(), v.trim(), v.maxLength(STAFF_NAME_MAX, `A name holds at most ${STAFF_NAME_MAX} characters.`)),
      ),
      admin: v.optional(v.boolean("Say whether they are an admin: true or false."), false),
    }),
  },
  setRole: {
    body: fields({ email, role: v.picklist(STAFF_ROLES, `Give a role: ${STAFF_ROLES.join(" or ")}.`) }),
  },
  signOutStaff: { body: fields({ email }) },
  removeStaff: { body: fields({ email }) },
  erase: { body: fields({ email }) },
  audit: { query: fields({ before: v.optional(v.string()) }) },
  report: {
    query: fields({
      weeks: v.optional(
        v.pipe(
          v.string(),
          v.transform(Number),
          v.integer(REPORT_WEEKS_RANGE),
          v.minValue(1, REPORT_WEEKS_RANGE),
          v.maxValue(MAX_REPORT_WEEKS, REPORT_WEEKS_RANGE),
        ),
      ),
    }),
  },
  sources: {
    query: fields({
      unit: v.optional(
        v.picklist(REPORT_UNITS, (issue) => `Ask for a "week" or a "month", not ${quoted(issue.input)}.`),
        "week",
      ),
      start: v.optional(v.string()),
    }),
  },
  setHours: {
    body: fields({
      weekly: v.pipe(
        v.array(
          v.array(
            v.picklist(
              SLOT_TIMES,
              (issue) => `${quoted(issue.input)} is not a slot. The slots are ${SLOT_TIMES.join(", ")}.`,
            ),
            EVERY_DAY,
          ),
          EVERY_DAY,
        ),
        v.length(7, EVERY_DAY),
        // Each day's slots in the day's order, once each.
        v.transform((weekly) => weekly.map((slots) => SLOT_TIMES.filter((time) => slots.includes(time)))),
      ),
    }),
  },
  closeDay: {
    body: fields({
      day: comingDay,
      note: v.optional(
        v.nullable(
          v.pipe(
            v.string("Give the note as text."),
            v.trim(),
            v.maxLength(
              CLOSED_DAY_NOTE_MAX_LENGTH,
              `A closed day's note holds at most ${CLOSED_DAY_NOTE_MAX_LENGTH} characters.`,
            ),
          ),
        ),
      ),
    }),
  },
  openDay: { body: fields({ day: comingDay }) },
} satisfies { readonly [N in StaffRouteName]?: RouteInput };

/** What an endpoint may declare: its query's schema and its body's. */
type RouteInput = {
  readonly query?: v.GenericSchema<Record<string, string>, unknown>;
  readonly body?: v.GenericSchema<unknown, unknown>;
};

type Inputs = typeof ROUTE_INPUTS;
type Declared<N, Part extends keyof RouteInput> = N extends keyof Inputs
  ? Inputs[N] extends { readonly [P in Part]: infer S extends v.GenericSchema }
    ? v.InferOutput<S>
    : undefined
  : undefined;

/** The input an endpoint's handler gets, parsed: `undefined` for a part it declares no schema for. */
export type RouteInputOf<N extends StaffRouteName> = {
  readonly query: Declared<N, "query">;
  readonly body: Declared<N, "body">;
};

/** A route's declared schemas (none: it reads no input). */
export const routeInput = (name: StaffRouteName): RouteInput =>
  (ROUTE_INPUTS as Partial<Record<StaffRouteName, RouteInput>>)[name] ?? {};
