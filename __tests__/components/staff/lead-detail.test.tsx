/**
 * A lead's page (src/components/staff/lead-detail.tsx) with the staff function stood in for: a reply that answers
 * the lead while the person has unsaved edits keeps those edits, and moves only what they had not touched; a reply
 * that fails keeps its text and says why; a consultation's booking shows its time in the office's zone, its host, and
 * whether it was cancelled, and is moved to a free time, cancelled (after asking) or given its outcome from here.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import LeadDetail from "../../../src/components/staff/lead-detail";
import { OFFICE_TIME_ZONE, SLOTS_API, slotInWords, slotRange } from "../../../src/lib/consultation-hours";
import { BOOKING_OUTCOMES, staffApi, type BookingJson, type LeadJson, type Me } from "../../../src/lib/staff-api";
import { AVERY_ADMIN, json, renderSignedIn } from "./staff-view";

const LEAD: LeadJson = {
  id: "lead-1",
  formName: "contact",
  formTitle: "contact message",
  createdAt: "2026-11-27T09:00:00.000Z",
  status: "new",
  person: "Ana Silva",
  email: "ana@example.org",
  phone: "(555) 201-7788",
  answers: [{ label: "Message", value: "Call me", long: true }],
  resume: null,
  consent: { page: "/contact/", policyVersion: "2025-06-28" },
  source: null,
  webhook: { state: "none", attempts: 0, error: null },
  mails: [],
  newsletter: null,
  assignee: null,
  notes: [],
  replies: [],
  firstResponseAt: null,
  replyDraft: "Hello Ana,\n\n\n\nBest regards,\nAvery Admin",
  booking: null,
  team: [
    { id: "s1", name: "Avery Admin" },
    { id: "s2", name: "Lee Park" },
  ],
};

const ANSWERED: LeadJson = {
  ...LEAD,
  status: "answered",
  firstResponseAt: "2026-11-27T10:00:00.000Z",
  replies: [
    {
      id: "r1",
      authorName: "Avery Admin",
      body: "Hello Ana, Thursday?",
      createdAt: "2026-11-27T10:00:00.000Z",
      mail: { state: "sent", attempts: 1, sentAt: "2026-11-27T10:00:01.000Z", error: null },
    },
  ],
};

let replyAnswer: () => ReturnType<typeof json>;
/** Who is signed in: the function's answer to `me`, and the name the lead's reply draft is signed with. */
let me: Me;
let booking: BookingJson | null;
let source: LeadJson["source"];
/** What the staff function was sent, by address. */
let posted: Record<string, unknown>;
/** The slot function's answer for any day: one free time, `FREE`. */
const FREE = { date: "2027-01-06", time: "10:00 AM", start: "2027-01-06T15:00:00.000Z" };

/** An instant `hours` from the test's clock, on the hour, as the function gives a booking's start. */
const hoursFromNow = (hours: number) =>
  new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + hours * 3_600_000).toISOString();

beforeEach(() => {
  replyAnswer = () => json(200, ANSWERED);
  me = AVERY_ADMIN;
  booking = null;
  source = null;
  posted = {};
  global.fetch = jest.fn((url: string, init?: RequestInit) => {
    if (init?.method === "POST") posted[url] = JSON.parse(init.body as string);
    if (url === staffApi.me) return json(200, me);
    if (url === staffApi.setName) {
      me = { ...me, name: (posted[url] as { name: string }).name, named: true };
      return json(200, me);
    }
    // The lead's address: read with GET, changed with POST.
    if (url === staffApi.changeLead(LEAD.id) && init?.method === "POST") {
      const { assignee } = posted[url] as { assignee?: string };
      return json(200, { ...LEAD, assignee: LEAD.team.find((member) => member.id === assignee) ?? null });
    }
    if (url === staffApi.lead(LEAD.id)) {
      return json(200, { ...LEAD, booking, source, replyDraft: LEAD.replyDraft.replace(AVERY_ADMIN.name, me.name) });
    }
    if (url === staffApi.reply(LEAD.id)) return replyAnswer();

    if (url.startsWith(`${SLOTS_API}?date=`)) {
      const date = new URL(url, "http://localhost").searchParams.get("date");
      return json(200, { date, timeZone: OFFICE_TIME_ZONE, earliest: date, slots: [{ ...FREE, date }], next: [] });
    }
    if (url === staffApi.changeBooking(LEAD.id)) {
      const change = posted[url] as { action: string; start?: string };
      const changed = change.action === "move" ? { start: change.start } : { cancelledAt: hoursFromNow(0) };
      return json(200, { ...LEAD, booking: { ...booking, ...changed } });
    }
    if (url === staffApi.setBookingOutcome(LEAD.id))
      return json(200, { ...LEAD, booking: { ...booking, ...(posted[url] as object) } });
    return json(404, { error: "no such endpoint" });
  }) as unknown as typeof fetch;
});

async function openLead() {
  renderSignedIn(<LeadDetail id={LEAD.id} />);
  await screen.findByRole("heading", { name: "Contact message from Ana Silva" });
}

it("keeps the person's unsaved edits when a reply answers the lead, and moves what they had not touched", async () => {
  const user = userEvent.setup();
  await openLead();
  await user.selectOptions(screen.getByLabelText("Assigned to"), "s2");
  await user.type(screen.getByLabelText("Add a note"), "Prefers mornings");
  await user.click(screen.getByRole("button", { name: "Send reply" }));
  await screen.findByText(/Avery Admin, .*: Sent/);
  // The status they left alone follows the reply; the assignee and note they changed stay theirs, still unsaved.
  expect(screen.getByLabelText("Status")).toHaveValue("answered");
  expect(screen.getByLabelText("Assigned to")).toHaveValue("s2");
  expect(screen.getByLabelText("Add a note")).toHaveValue("Prefers mornings");
  expect(screen.getByText("Not saved yet.")).toBeInTheDocument();
});

it("assigns the lead to the person signed in with one tap, from the top, keeping their unsaved note", async () => {
  const user = userEvent.setup();
  await openLead();
  await user.type(screen.getByLabelText("Add a note"), "Prefers mornings");
  await user.click(screen.getByRole("button", { name: "Assign to me" }));
  await screen.findByText("Assigned to you.");
  // Theirs now: nothing left to assign to them.
  await waitFor(() => expect(screen.queryByRole("button", { name: "Assign to me" })).not.toBeInTheDocument());
  expect(posted[staffApi.changeLead(LEAD.id)]).toEqual({ assignee: AVERY_ADMIN.id });
  expect(screen.getByLabelText("Assigned to")).toHaveValue(AVERY_ADMIN.id);
  expect(screen.getByLabelText("Add a note")).toHaveValue("Prefers mornings");
});

it("takes the person from the top of the lead to the reply box", async () => {
  const user = userEvent.setup();
  await openLead();
  await user.click(screen.getByRole("link", { name: "Reply" }));
  expect(screen.getByLabelText(`Your reply to ${LEAD.email}`)).toHaveFocus();
});

it("asks a person invited without a name for one before their first reply, then signs the draft with it", async () => {
  me = { ...AVERY_ADMIN, name: "avery", named: false };
  const user = userEvent.setup();
  await openLead();
  expect(screen.queryByRole("button", { name: "Send reply" })).not.toBeInTheDocument();
  // The top's Reply link leads to the name first.
  await user.click(screen.getByRole("link", { name: "Reply" }));
  expect(screen.getByLabelText("Your name")).toHaveFocus();
  await user.type(screen.getByLabelText("Your name"), "Avery Stone");
  await user.click(screen.getByRole("button", { name: "Save my name" }));
  const box = await screen.findByLabelText(`Your reply to ${LEAD.email}`);
  await waitFor(() => expect(box).toHaveValue("Hello Ana,\n\n\n\nBest regards,\nAvery Stone"));
  expect(box).toHaveFocus();
  expect(posted[staffApi.setName]).toEqual({ name: "Avery Stone" });
});

it("says where the sender's visit came from and the page it began on", async () => {
  source = {
    source: "newsletter",
    medium: "email",
    campaign: "winter-2027",
    term: null,
    content: null,
    referrer: null,
    landing: "/services/",
    firstSeenAt: "2026-11-27T08:50:00.000Z",
  };
  await openLead();
  expect(screen.getByText(/^Source: Newsletter · winter-2027/)).toHaveTextContent(/Landed on \/services\/, /);
});

it("keeps a reply's text and says why when it could not be sent", async () => {
  replyAnswer = () => json(400, { error: "Write the reply first." });
  const user = userEvent.setup();
  await openLead();
  const box = screen.getByLabelText("Your reply to ana@example.org");
  await user.clear(box);
  await user.type(box, "Thursday at 10?");
  await user.click(screen.getByRole("button", { name: "Send reply" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Not sent: Write the reply first.");
  expect(box).toHaveValue("Thursday at 10?");
  expect(within(screen.getByRole("region", { name: "Reply" })).queryByRole("list")).toBeNull();
});

it("shows a booked consultation's time in the office's zone and its host", async () => {
  const start = hoursFromNow(72);
  booking = { start, cancelledAt: null, host: "Lee Park", outcome: null };
  await openLead();
  const booked = screen.getByRole("region", { name: "The booked consultation" });
  expect(booked).toHaveTextContent(slotInWords(start));
  expect(booked).toHaveTextContent("Host: Lee Park.");
  expect(within(booked).getByRole("link", { name: "Set the host on the agenda" })).toBeInTheDocument();
});

it("shows a cancelled booking as cancelled, its slot free again", async () => {
  booking = { start: hoursFromNow(72), cancelledAt: hoursFromNow(-24), host: null, outcome: null };
  await openLead();
  const booked = screen.getByRole("region", { name: "The booked consultation" });
  expect(booked).toHaveTextContent(/Cancelled .*: the slot is free again\./);
  expect(within(booked).queryByRole("link")).toBeNull();
});

it("moves a booking to one of a day's free times, and says the booker is mailed", async () => {
  booking = { start: hoursFromNow(72), cancelledAt: null, host: null, outcome: null };
  const user = userEvent.setup();
  await openLead();
  const booked = screen.getByRole("region", { name: "The booked consultation" });
  fireEvent.change(within(booked).getByLabelText("Day"), { target: { value: FREE.date } });
  await user.click(await within(booked).findByRole("button", { name: `Move to ${slotRange(FREE.time)}` }));
  expect(await screen.findByRole("status")).toHaveTextContent("Moved: the booker is mailed the new time.");
  expect(posted[staffApi.changeBooking(LEAD.id)]).toEqual({ action: "move", start: FREE.start });
  expect(booked).toHaveTextContent(slotInWords(FREE.start));
});

it("asks before cancelling a booking, and keeps it when told to", async () => {
  booking = { start: hoursFromNow(72), cancelledAt: null, host: null, outcome: null };
  const user = userEvent.setup();
  await openLead();
  const booked = screen.getByRole("region", { name: "The booked consultation" });
  await user.click(within(booked).getByRole("button", { name: "Cancel the consultation…" }));
  await user.click(within(booked).getByRole("button", { name: "Keep it" }));
  expect(posted).not.toHaveProperty(staffApi.changeBooking(LEAD.id));
  await user.click(within(booked).getByRole("button", { name: "Cancel the consultation…" }));
  await user.click(within(booked).getByRole("button", { name: "Cancel the consultation" }));
  expect(await screen.findByRole("status")).toHaveTextContent("Cancelled: the booker is mailed.");
  expect(posted[staffApi.changeBooking(LEAD.id)]).toEqual({ action: "cancel" });
  expect(booked).toHaveTextContent(/Cancelled .*: the slot is free again\./);
});

it("records what became of a call once it has begun, and offers no move then", async () => {
  booking = { start: hoursFromNow(-1), cancelledAt: null, host: null, outcome: null };
  const user = userEvent.setup();
  await openLead();
  const booked = screen.getByRole("region", { name: "The booked consultation" });
  expect(within(booked).queryByLabelText("Day")).toBeNull();
  await user.selectOptions(within(booked).getByLabelText("What became of the call"), BOOKING_OUTCOMES["no-show"]);
  await user.click(within(booked).getByRole("button", { name: "Save the outcome" }));
  expect(await screen.findByRole("status")).toHaveTextContent("Outcome saved.");
  expect(posted[staffApi.setBookingOutcome(LEAD.id)]).toEqual({ outcome: "no-show" });
});
