/**
 * The team page's per-person buttons (src/components/staff/team-admin.tsx) and the staff nav's "Sign out everywhere"
 * (staff-nav.tsx), with the staff function stood in for: each asks the function for exactly its change, says what
 * came of it, and shows the function's refusal (the last admin kept) in its own words.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import StaffNav from "../../../src/components/staff/staff-nav";
import TeamAdmin from "../../../src/components/staff/team-admin";
import { staffApi } from "../../../src/lib/staff-api";
import { AVERY_ADMIN, json, renderSignedIn } from "./staff-view";

jest.mock("@simplewebauthn/browser", () => ({ browserSupportsWebAuthn: () => true }));

const member = (id: string, name: string, email: string, role: string) => ({
  id,
  name,
  email,
  role,
  active: true,
  passkeys: 1,
  lastSignIn: null,
});
const TEAM = [
  member("s1", AVERY_ADMIN.name, AVERY_ADMIN.email, "admin"),
  member("s2", "Lee Park", "lee@example.com", "staff"),
  member("s3", "Ada Lane", "ada@example.com", "admin"),
];

let answers: Record<string, () => ReturnType<typeof json>>;
let fetchMock: jest.Mock;
/** The bodies POSTed to `url`. */
const posted = (url: string) =>
  fetchMock.mock.calls
    .filter(([called, init]) => called === url && (init as RequestInit).method === "POST")
    .map(([, init]) => JSON.parse((init as RequestInit).body as string) as unknown);

beforeEach(() => {
  answers = {
    [staffApi.me]: () => json(200, AVERY_ADMIN),
    [staffApi.team]: () => json(200, TEAM),
    [staffApi.audit]: () => json(200, []),
    [staffApi.spamCount]: () => json(200, { count: 0 }),
    [staffApi.setRole]: () => json(200, { email: "lee@example.com", role: "admin" }),
    [staffApi.signOutStaff]: () => json(200, { ended: 2 }),
    [staffApi.signOutEverywhere]: () => json(200, { ended: 3 }),
  };
  fetchMock = jest.fn((url: string) => answers[url]?.() ?? json(404, { error: "no such endpoint" }));
  global.fetch = fetchMock;
});

const open = (view: JSX.Element) => renderSignedIn(view, "/staff/team/");

it("changes a person's role and signs them out everywhere from their row, never the admin's own", async () => {
  const user = userEvent.setup();
  open(<TeamAdmin />);
  const lee = (await screen.findByRole("cell", { name: "Lee Park" })).closest("tr")!;
  await user.click(within(lee).getByRole("button", { name: "Make Lee Park an admin" }));
  expect(await screen.findByRole("status")).toHaveTextContent("Lee Park is now admin.");
  expect(posted(staffApi.setRole)).toEqual([{ email: "lee@example.com", role: "admin" }]);

  const ada = screen.getByRole("cell", { name: "Ada Lane" }).closest("tr")!;
  await user.click(within(ada).getByRole("button", { name: "Sign Ada Lane out everywhere" }));
  expect(await screen.findByText("Ada Lane is signed out everywhere (2 sessions ended).")).toBeInTheDocument();
  expect(posted(staffApi.signOutStaff)).toEqual([{ email: "ada@example.com" }]);

  const mine = screen.getByRole("cell", { name: AVERY_ADMIN.name }).closest("tr")!;
  expect(within(mine).queryByRole("button")).toBeNull();
});

it("shows the function's refusal to make the last admin staff", async () => {
  const refusal = "That would leave the inbox without an active admin.";
  answers[staffApi.setRole] = () => json(409, { error: refusal });
  const user = userEvent.setup();
  open(<TeamAdmin />);
  await user.click(await screen.findByRole("button", { name: "Make Ada Lane staff" }));
  expect(await screen.findByText(refusal)).toBeInTheDocument();
  expect(posted(staffApi.setRole)).toEqual([{ email: "ada@example.com", role: "staff" }]);
});

it("signs the person out everywhere from the nav, and says so when that failed", async () => {
  const user = userEvent.setup();
  answers[staffApi.signOutEverywhere] = () => json(503, { error: "The database is not answering." });
  open(<StaffNav />);
  // In the account menu, which its summary opens.
  await user.click(await screen.findByText("Signed in as Avery Admin (admin)"));
  expect(screen.getByText("Signed in as Avery Admin (admin)").closest("details")).toHaveAttribute("open");
  await user.click(screen.getByRole("button", { name: "Sign out everywhere" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("The database is not answering.");
  expect(screen.getByRole("button", { name: "Sign out everywhere" })).toBeInTheDocument();

  answers[staffApi.signOutEverywhere] = () => json(200, { ended: 3 });
  await user.click(screen.getByRole("button", { name: "Sign out everywhere" }));
  expect(await screen.findByRole("heading", { name: "Sign in to the inbox" })).toBeInTheDocument();
  expect(posted(staffApi.signOutEverywhere)).toEqual([{}, {}]);
});
