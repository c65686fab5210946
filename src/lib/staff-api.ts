/**
 * The staff inbox on the wire, for its pages (src/pages/staff/) and its function (netlify/functions/staff.ts)
 * alike: where each page and endpoint is, and the JSON they exchange. Dates travel as ISO 8601 strings.
 */
import type { LeadSource } from "./lead-source";
import type { LeadQueue } from "./lead-queues";
import type { LeadStatus } from "./lead-status";

/** A path pattern's `:id` filled in with an id. */
const withId = (pattern: string, id: string) => pattern.replace(":id", encodeURIComponent(id));

/** A path pattern as a regular expression: each `:name` is one segment, captured as it is (still encoded). */
export const pathPattern = (pattern: string) => new RegExp(`^${pattern.replace(/:\w+/g, "([^/]+)")}$`);

/** The inbox's name, in its header, and the title of its list and of an address under /staff/ that is no page. */
export const STAFF_TITLE = "Leads inbox";

/**
 * The inbox's pages, one client-only section of the site (src/pages/staff/[...].tsx) under /staff/: each one's path
 * and title (its heading, its link, its tab).
 */
export const STAFF_PAGES = {
  inbox: { path: "/staff/", title: "Leads" },
  lead: { path: "/staff/leads/:id/", title: "Lead" },
  spam: { path: "/staff/spam/", title: "Held as spam" },
  team: { path: "/staff/team/", title: "Team and records" },
  report: { path: "/staff/report/", title: "Reply times" },
  sources: { path: "/staff/sources/", title: "Lead sources" },
  agenda: { path: "/staff/agenda/", title: "Consultations" },
  hours: { path: "/staff/hours/", title: "Consultation hours" },
  enrol: { path: "/staff/enrol/", title: "Create your passkey" },
} as const;

/** A lead's page, which the team's mail links to. */
export const leadPagePath = (leadId: string) => withId(STAFF_PAGES.lead.path, leadId);

/** The staff function's endpoints, every one under STAFF_API. */
export const STAFF_API = "/api/staff";

type StaffEndpoint = {
  readonly method: "GET" | "POST";
  /** After STAFF_API; `:id`, a lead's or a held post's, is one segment. */
  readonly path: string;
  /** Who may call it: anyone (enrolment and sign-in), a signed-in person, or an admin. */
  readonly access: "anyone" | "staff" | "admin";
};

/** Every endpoint of the staff function, by name: the pages' addresses and the function's routes are made from it. */
export const STAFF_ROUTES = {
  enrolOptions: { method: "POST", path: "/enrol/options", access: "anyone" },
  enrol: { method: "POST", path: "/enrol", access: "anyone" },
  signInOptions: { method: "POST", path: "/sign-in/options", access: "anyone" },
  signIn: { method: "POST", path: "/sign-in", access: "anyone" },
  signOut: { method: "POST", path: "/sign-out", access: "staff" },
  signOutEverywhere: { method: "POST", path: "/sign-out/everywhere", access: "staff" },
  me: { method: "GET", path: "/me", access: "staff" },
  setName: { method: "POST", path: "/me/name", access: "staff" },
  leads: { method: "GET", path: "/leads", access: "staff" },
  lead: { method: "GET", path: "/leads/:id", access: "staff" },
  changeLead: { method: "POST", path: "/leads/:id", access: "staff" },
  reply: { method: "POST", path: "/leads/:id/reply", access: "staff" },
  markSpam: { method: "POST", path: "/leads/:id/spam", access: "staff" },
  resume: { method: "GET", path: "/leads/:id/resume", access: "staff" },
  export: { method: "GET", path: "/export", access: "staff" },
  spam: { method: "GET", path: "/spam", access: "staff" },
  spamCount: { method: "GET", path: "/spam/count", access: "staff" },
  notSpam: { method: "POST", path: "/spam/:id/not-spam", access: "staff" },
  agenda: { method: "GET", path: "/agenda", access: "staff" },
  setHost: { method: "POST", path: "/leads/:id/host", access: "staff" },
  changeBooking: { method: "POST", path: "/leads/:id/booking", access: "staff" },
  setBookingOutcome: { method: "POST", path: "/leads/:id/booking/outcome", access: "staff" },
  team: { method: "GET", path: "/team", access: "admin" },
  invite: { method: "POST", path: "/team", access: "admin" },
  setRole: { method: "POST", path: "/team/role", access: "admin" },
  signOutStaff: { method: "POST", path: "/team/sign-out", access: "admin" },
  removeStaff: { method: "POST", path: "/team/remove", access: "admin" },
  audit: { method: "GET", path: "/audit", access: "admin" },
  report: { method: "GET", path: "/report", access: "admin" },
  sources: { method: "GET", path: "/sources", access: "staff" },
  erase: { method: "POST", path: "/erase", access: "admin" },
  hours: { method: "GET", path: "/hours", access: "admin" },
  setHours: { method: "POST", path: "/hours/weekly", access: "admin" },
  closeDay: { method: "POST", path: "/hours/closed", access: "admin" },
  openDay: { method: "POST", path: "/hours/closed/remove", access: "admin" },
} as const satisfies Record<string, StaffEndpoint>;

export type StaffRoutes = typeof STAFF_ROUTES;
export type StaffRouteName = keyof StaffRoutes;

/** Each endpoint's address by its name: a string, or a function of the id its path takes. */
export const staffApi = Object.fromEntries(
  Object.entries(STAFF_ROUTES).map(([name, { path }]) => [
    name,
    path.includes(":id") ? (id: string) => STAFF_API + withId(path, id) : STAFF_API + path,
  ]),
) as {
  readonly [N in StaffRouteName]: StaffRoutes[N]["path"] extends `${string}:id${string}`
    ? (id: string) => string
    : string;
};

export const STAFF_ROLES = ["admin", "staff"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What an invitation (invite), a role's change (setRole) answer: the person's address and role now. */
export type TeamChangeJson = {
  readonly email: string;
  readonly role: StaffRole;
  /** An invitation's: whether its mail went, and if not, why (the link still works). */
  readonly mailed?: boolean;
  readonly error?: string;
};

/** What signing out everywhere (one's own, or an admin's for someone) answers: how many sessions it ended. */
export type SessionsEndedJson = { readonly ended: number };

export type Me = {
  readonly id: string;
  readonly name: string;
  /** False until the person has a name of their own (an invitation may give none): asked before their first reply. */
  readonly named: boolean;
  readonly email: string;
  readonly role: StaffRole;
};

/** The longest name a person on the team may have, as an invitation or the person gives it. */
export const STAFF_NAME_MAX = 100;

export type InboxRowJson = {
  readonly id: string;
  readonly formName: string;
  readonly formTitle: string;
  readonly person: string;
  readonly practice: string;
  readonly email: string;
  readonly phone: string;
  /** What the list shows at a glance for some forms: a service request's priority, a consultation's time. */
  readonly glance: readonly AnswerJson[];
  readonly createdAt: string;
  readonly status: LeadStatus;
  /** Who has it (a name), or null. */
  readonly assignee: string | null;
};

export type InboxPageJson = {
  readonly rows: readonly InboxRowJson[];
  /** How many leads the whole view holds. */
  readonly total: number;
  readonly next: string | null;
  /** The view's forms, for the list's filter. */
  readonly forms: readonly { readonly name: string; readonly title: string }[];
};

/** The list's view and filter as the inbox's address and the list endpoint's query carry them. */
export type InboxQuery = {
  /** A queue (LEAD_QUEUES); sales leads when absent. */
  readonly view: LeadQueue;
  readonly form: string;
  readonly status: string;
  /** "mine", "unassigned", or "" for anyone's. */
  readonly who: "" | "mine" | "unassigned";
  /** "1": only overdue leads. */
  readonly overdue: "" | "1";
  readonly order: "newest" | "oldest";
  readonly q: string;
  /**
   * Where the leads came from, as the sources report links to them: a source's, medium's or campaign's exact (lower
   * case) value, or NOT_SET for leads without one; "" for any.
   */
  readonly source: string;
  readonly medium: string;
  readonly campaign: string;
  /** Received from this office day (YYYY-MM-DD), and before that one; "" for no bound. */
  readonly since: string;
  readonly before: string;
  readonly after: string;
};

/** A source filter's value for the leads without that part (a direct visit has no medium; an unknown one, nothing). */
export const NOT_SET = "(not set)";

export type AnswerJson = {
  readonly label: string;
  readonly value: string;
  /** Free text, shown with its line breaks. */
  readonly long: boolean;
};

export type LeadJson = {
  readonly id: string;
  readonly formName: string;
  readonly formTitle: string;
  readonly createdAt: string;
  readonly status: LeadStatus;
  readonly person: string;
  readonly email: string;
  readonly phone: string;
  readonly answers: readonly AnswerJson[];
  readonly resume: { readonly filename: string; readonly contentType: string; readonly sizeBytes: number } | null;
  readonly consent: { readonly page: string | null; readonly policyVersion: string | null };
  /** Where its sender's visit began (./lead-source.ts). */
  readonly source: LeadSource | null;
  readonly webhook: { readonly state: string; readonly attempts: number; readonly error: string | null };
  readonly mails: readonly {
    readonly kind: string;
    readonly state: string;
    readonly attempts: number;
    readonly sentAt: string | null;
    readonly error: string | null;
  }[];
  readonly newsletter: string | null;
  readonly assignee: { readonly id: string; readonly name: string } | null;
  readonly notes: readonly { readonly author: string; readonly body: string; readonly createdAt: string }[];
  /** The team's replies from the inbox, oldest first, each with how its mail went. */
  readonly replies: readonly ReplyJson[];
  /** When the team first answered, or null. */
  readonly firstResponseAt: string | null;
  /** The reply box's first text: a greeting by first name and the signed-in person's name. */
  readonly replyDraft: string;
  /** Who the lead can be given to: the active staff. */
  readonly team: readonly TeamMemberJson[];
  /** A consultation's booked slot, cancelled or not; null when it booked none. */
  readonly booking: BookingJson | null;
};

/** Someone on the team as a lead's assignee or a consultation's host. */
export type TeamMemberJson = { readonly id: string; readonly name: string };

/** What became of a booked call, as the team records it once it has begun, by its label. */
export const BOOKING_OUTCOMES = {
  held: "Held",
  "no-show": "No-show",
  "moved-by-phone": "Moved by phone",
} as const;
export type BookingOutcome = keyof typeof BOOKING_OUTCOMES;
export const isBookingOutcome = (value: unknown): value is BookingOutcome =>
  typeof value === "string" && Object.hasOwn(BOOKING_OUTCOMES, value);

/**
 * A booked consultation slot: its start, when it was cancelled (null: it stands), who hosts it and what became of
 * the call (null until the team says).
 */
export type BookingJson = {
  readonly start: string;
  readonly cancelledAt: string | null;
  readonly host: string | null;
  readonly outcome: BookingOutcome | null;
};

/**
 * A booking's change from the inbox (changeBooking): a move to a free slot (`start`, ISO 8601, one the slot function
 * offers) or a cancellation; either mails the booker the updated invitation. Answered with the lead (LeadJson).
 */
export type BookingChange = { readonly action: "move"; readonly start: string } | { readonly action: "cancel" };

export type ReplyJson = {
  readonly id: string;
  readonly authorName: string;
  readonly body: string;
  readonly createdAt: string;
  readonly mail: {
    readonly state: string;
    readonly attempts: number;
    readonly sentAt: string | null;
    readonly error: string | null;
  };
};

/** The changes to a lead its page saves together: any of its status, assignee and a new note. */
export type LeadChange = {
  readonly status?: LeadStatus;
  readonly assignee?: string | null;
  readonly note?: string;
};

/**
 * The reply report (admins; `?weeks=` 1 to 52, 12 when absent): sales leads by ISO week of receipt (Monday 00:00
 * on the office's clock), newest first. Durations are milliseconds; a share is from 0 to 1, taken over the leads whose promised reply
 * time has run out ("due"), null when none has.
 */
export type ReplyReportJson = {
  /** Sales leads still new past the promised reply time. */
  readonly overdueNow: number;
  readonly replyWithinHours: number;
  readonly weeks: readonly (ReplyFigures & {
    readonly weekStart: string;
    readonly consultations: ConsultationFigures;
  })[];
};

/** A week's consultations: the calls booked in it (not cancelled), and those the team recorded as held or no-show. */
export type ConsultationFigures = { readonly booked: number; readonly held: number; readonly noShow: number };

/**
 * Sales leads of one source, medium and campaign in a span (each null where the lead has none; all three null: a lead
 * whose source is not known), as the sources report and the digest give them.
 */
export type SourceFiguresJson = {
  readonly source: string | null;
  readonly medium: string | null;
  readonly campaign: string | null;
  readonly leads: number;
  /** Leads whose promised reply time had run out, and of those, the ones first answered within it. */
  readonly due: number;
  readonly answeredInTime: number;
  /** Consultations booked by these leads and not cancelled. */
  readonly consultations: number;
  readonly quotes: number;
  readonly serviceRequests: number;
};

/** A report's span: an ISO week (from Monday) or a calendar month, on the office's clock. */
export const REPORT_UNITS = ["week", "month"] as const;
export type ReportUnit = (typeof REPORT_UNITS)[number];

/**
 * The sources report (`?unit=week|month&start=YYYY-MM-DD`, this week when absent): the sales leads of one office
 * week or month by where they came from, most leads first; `since` and `before` are the span's first day and the
 * day after its last; `periods`, the spans it can give, newest first.
 */
export type SourcesReportJson = {
  readonly unit: ReportUnit;
  readonly since: string;
  readonly before: string;
  readonly replyWithinHours: number;
  readonly rows: readonly SourceFiguresJson[];
  readonly periods: { readonly [U in ReportUnit]: readonly string[] };
};

/** How fast the team answered a span of sales leads, as the store counts it and the report sends it. */
export type ReplyFigures = {
  readonly received: number;
  /** Leads with a first response, over which the median and 90th percentile are taken. */
  readonly answered: number;
  /** Leads received in the span without a first response yet: the median leaves them out, so it says so. */
  readonly unanswered: number;
  /** Time from receipt to first response, in milliseconds; null when none was answered. */
  readonly medianMs: number | null;
  readonly p90Ms: number | null;
  /** Leads whose promised reply time had run out. */
  readonly due: number;
  /** Of those, the ones first answered within REPLY_WITHIN_HOURS. */
  readonly answeredInTime: number;
  /** answeredInTime / due, from 0 to 1; null when none was due. */
  readonly inTimeShare: number | null;
};

/**
 * The agenda's groups, in the office's time zone: today, the rest of this week (weeks start on Monday, as the reply
 * report's do), and later.
 */
export const AGENDA_GROUPS = {
  today: "Today",
  week: "This week",
  later: "Later",
} as const;
export type AgendaGroup = keyof typeof AGENDA_GROUPS;

/** A booked consultation on the agenda: whose (the lead's page), what kind, when and who hosts it. */
export type AgendaEntryJson = {
  readonly leadId: string;
  readonly person: string;
  readonly practice: string;
  /** The consultation type as the form's list names it. */
  readonly consultationType: string;
  readonly start: string;
  readonly host: TeamMemberJson | null;
};

/**
 * The agenda (staff): the upcoming booked, not cancelled consultations, soonest first, by group (every group, an
 * empty one too); the active staff, who can host.
 */
export type AgendaJson = {
  readonly timeZone: string;
  readonly groups: readonly { readonly group: AgendaGroup; readonly entries: readonly AgendaEntryJson[] }[];
  readonly team: readonly TeamMemberJson[];
};

/** A host's change (setHost, POST `{ host: a staff member's id or null }`): the booking's host now. */
export type HostChangeJson = { readonly leadId: string; readonly host: TeamMemberJson | null };

/** The longest note a closed day keeps (the table's CHECK): a few words, "Thanksgiving". */
export const CLOSED_DAY_NOTE_MAX_LENGTH = 200;

/** A day without consultations, with how many booked, not cancelled consultations fall on it (to be moved). */
export type ClosedDayJson = { readonly day: string; readonly note: string; readonly bookings: number };

/**
 * The consultation hours (admins): the office's zone, today there, every slot a day can have, the weekly hours
 * (Sunday 0 to Saturday 6) and the closed days from today on. setHours posts `{ weekly }` as here; closeDay
 * `{ day, note }` and answers a ClosedDayJson; openDay `{ day }`.
 */
export type HoursJson = {
  readonly timeZone: string;
  readonly today: string;
  readonly slotTimes: readonly string[];
  readonly weekly: readonly (readonly string[])[];
  readonly closedDays: readonly ClosedDayJson[];
};

/** How many audit entries the audit endpoint answers at a time (the next page: `?before=` the last one's id). */
export const AUDIT_PAGE_SIZE = 100;

/** An error answer of every staff endpoint. */
export type ErrorJson = { readonly error: string };

/**
 * Why a post is held, as the spam view counts them: the honeypot, the time trap (its sender not mailed, or too long
 * ago to confirm), the time trap with its sender's confirm mail still open (src/lib/held-posts.ts), or the team.
 */
export const HELD_REASONS = ["honeypot", "time-trap", "awaiting-confirmation", "team"] as const;
export type HeldReason = (typeof HELD_REASONS)[number];

/** What spamCount answers: every held post, and how many for each reason. */
export type SpamCountJson = { readonly count: number; readonly byReason: Readonly<Record<HeldReason, number>> };
