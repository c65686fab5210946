/**
 * The spam view (src/components/staff/spam-list.tsx) with the staff function stood in for: how many posts are held
 * for each reason, a post the time trap held among them, and "Not spam" saying whom it told.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import SpamList from "../../../src/components/staff/spam-list";
import { staffApi, type Me, type SpamCountJson } from "../../../src/lib/staff-api";
import { json, renderSignedIn } from "./staff-view";

const ME: Me = { id: "s1", name: "Avery Admin", named: true, email: "avery@example.com", role: "staff" };

const HELD = [
  {
    id: "held-1",
    formTitle: "contact message",
    createdAt: "2026-11-27T09:00:00.000Z",
    reason: "time-trap",
    person: "Ana Silva",
    practice: "",
  },
];

const COUNTS: SpamCountJson = {
  count: 9,
  byReason: { honeypot: 5, "time-trap": 1, "awaiting-confirmation": 2, team: 1 },
};

beforeEach(() => {
  global.fetch = jest.fn((url: string) => {
    if (url === staffApi.me) return json(200, ME);
    if (url === staffApi.spam) return json(200, HELD);
    if (url === staffApi.spamCount) return json(200, COUNTS);
    if (url === staffApi.notSpam("held-1")) return json(200, { id: "held-1", delivered: true });
    return json(404, { error: "no such endpoint" });
  }) as unknown as typeof fetch;
});

const open = () => renderSignedIn(<SpamList />);

it("counts the held posts by reason", async () => {
  open();
  const counts = within((await screen.findByRole("heading", { name: "Held, by reason" })).parentElement!);
  const rows = counts.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  expect(rows).toEqual([
    ["Honeypot", "5"],
    ["Too quick, not confirmed", "1"],
    ["Too quick, awaiting the sender’s confirmation", "2"],
    ["Marked by the team", "1"],
  ]);
});

it("makes a post the time trap held a lead, and says the team and its sender were told", async () => {
  const user = userEvent.setup();
  open();
  await user.click(await screen.findByRole("button", { name: "Not spam: make it a lead" }));
  expect(await screen.findByText("Ana Silva is now a lead; the team and its sender have been told.")).toBeVisible();
});
