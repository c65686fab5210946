/**
 * A lead's page (src/components/staff/lead-detail.tsx) with the staff function stood in for: a reply that answers
 * the lead while the person has unsaved edits keeps those edits, and moves only what they had not touched; a reply
 * that fails keeps its text and says why; a consultation's booking shows its time in the office's zone, its host, and
 * whether it was cancelled.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import LeadDetail from "../../../src/components/staff/lead-detail";
import StaffSession, { StaffSessionProvider } from "../../../src/components/staff/staff-session";
import { slotInWords } from "../../../src/lib/consultation-hours";
import { staffApi, type BookingJson, type LeadJson, type Me } from "../../../src/lib/staff-api";

const ME: Me = { id: "s1", name: "Avery Admin", email: "avery@example.com", role: "admin" };

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

/** The part of a fetch Response that staffFetch reads (jsdom has no Response). */
const json = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });

let replyAnswer: () => ReturnType<typeof json>;
let booking: BookingJson | null;

beforeEach(() => {
  replyAnswer = () => json(200, ANSWERED);
  booking = null;
  global.fetch = jest.fn((url: string) => {
    if (url === staffApi.me) return json(200, ME);
    if (url === staffApi.lead(LEAD.id)) return json(200, { ...LEAD, booking });
    if (url === staffApi.reply(LEAD.id)) return replyAnswer();
    return json(404, { error: "no such endpoint" });
  }) as unknown as typeof fetch;
});

async function openLead() {
  render(
    <StaffSessionProvider>
      <StaffSession>
        <LeadDetail id={LEAD.id} />
      </StaffSession>
    </StaffSessionProvider>,
  );
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
  const start = "2026-12-02T15:00:00.000Z";
  booking = { start, cancelledAt: null, host: "Lee Park", outcome: null };
  await openLead();
  const booked = screen.getByRole("region", { name: "The booked consultation" });
  expect(booked).toHaveTextContent(slotInWords(start));
  expect(booked).toHaveTextContent("Host: Lee Park.");
  expect(within(booked).getByRole("link", { name: "Set the host on the agenda" })).toBeInTheDocument();
});

it("shows a cancelled booking as cancelled, its slot free again", async () => {
  booking = { start: "2026-12-02T15:00:00.000Z", cancelledAt: "2026-11-28T10:00:00.000Z", host: null, outcome: null };
  await openLead();
  const booked = screen.getByRole("region", { name: "The booked consultation" });
  expect(booked).toHaveTextContent(/Cancelled .*: the slot is free again\./);
  expect(within(booked).queryByRole("link")).toBeNull();
});
