/**
 * The inbox's one session state (src/components/staff/staff-session.tsx) as the inbox's page wires it: a person who
 * enrols or signs in on one view is signed in on every other, without a second sign-in or a second check. The views
 * are stand-ins that say who is signed in, so this tests the session and the routes, not the views.
 */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LocationProvider, createHistory, createMemorySource } from "@gatsbyjs/reach-router";
import StaffApp from "../../../src/pages/staff/[...]";
import { useStaff } from "../../../src/components/staff/staff-session";
import { staffApi, type Me } from "../../../src/lib/staff-api";

jest.mock("@simplewebauthn/browser", () => ({
  browserSupportsWebAuthn: () => true,
  startRegistration: jest.fn(() => Promise.resolve({ id: "new-passkey" })),
  startAuthentication: jest.fn(() => Promise.resolve({ id: "passkey" })),
}));

function MockView({ title }: { title: string }) {
  const { me, call } = useStaff();
  return (
    <>
      <h1>{title}</h1>
      <p>Signed in as {me.name}</p>
      <button type="button" onClick={() => void call(staffApi.leads).catch(() => {})}>
        Load
      </button>
    </>
  );
}

jest.mock("../../../src/components/staff/staff-nav", () => () => null);
jest.mock("../../../src/components/staff/inbox-list", () => () => <MockView title="Leads" />);
jest.mock("../../../src/components/staff/spam-list", () => () => <MockView title="Held as spam" />);
jest.mock("../../../src/components/staff/team-admin", () => () => <MockView title="Team and records" />);
jest.mock("../../../src/components/staff/lead-detail", () => () => <MockView title="Lead" />);

const AVERY: Me = { id: "1", name: "Avery Admin", named: true, email: "avery@example.com", role: "admin" };

/** The part of a fetch Response that staffFetch reads (jsdom has no Response). */
const json = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });

let fetchMock: jest.Mock;
/** What the function answers `me`: nobody, unless a test says otherwise. */
let meAnswer: () => ReturnType<typeof json>;

const asked = (url: string) => fetchMock.mock.calls.filter(([called]) => called === url).length;

let history: ReturnType<typeof createHistory>;

/** The inbox's page at `address`, as Gatsby renders it: under a location its router follows. */
function openInbox(address: string) {
  // Enrolment reads its token from the browser's own address.
  window.history.replaceState(null, "", address);
  history = createHistory(createMemorySource(address.split("#")[0]));
  render(
    <LocationProvider history={history}>
      <StaffApp />
    </LocationProvider>,
  );
}

/**
 * A link inside the inbox followed as Gatsby's Link follows it: the client-side router, no page load. Resolves once
 * the router has rendered the new location (its navigate promise), whatever the page shows meanwhile.
 */
const follow = (to: string) => {
  const arrived = history.navigate(to);
  return waitFor(() => arrived);
};

beforeEach(() => {
  meAnswer = () => json(401, { error: "Your session has ended. Sign in again to continue." });
  fetchMock = jest.fn((url: string) => {
    if (url === staffApi.me) return meAnswer();
    if (url === staffApi.enrolOptions) return json(200, { options: {}, name: AVERY.name });
    if (url === staffApi.enrol || url === staffApi.signIn) return json(200, AVERY);
    if (url === staffApi.signInOptions) return json(200, {});
    return json(200, {});
  });
  global.fetch = fetchMock;
});

it("keeps a person who has just enrolled signed in on every view, without asking the function again", async () => {
  // The function would answer `me` with nobody: a second check would show the sign-in.
  openInbox("/staff/enrol/#invitation-token");
  await userEvent.click(await screen.findByRole("button", { name: "Create my passkey" }));
  await screen.findByText(/Welcome, Avery Admin/);
  // The page says what is done, no longer what to do.
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Your passkey is ready");

  await follow(screen.getByRole("link", { name: "Open the leads inbox" }).getAttribute("href")!);
  await screen.findByRole("heading", { name: "Leads" });
  expect(screen.getByText("Signed in as Avery Admin")).toBeInTheDocument();
  await follow("/staff/spam/");
  await screen.findByRole("heading", { name: "Held as spam" });
  await follow("/staff/leads/abc/");
  await screen.findByRole("heading", { name: "Lead" });

  expect(screen.queryByRole("heading", { name: "Sign in to the inbox" })).not.toBeInTheDocument();
  expect(asked(staffApi.me)).toBe(0);
});

it("signs a person in once: the other views open signed in", async () => {
  openInbox("/staff/spam/");
  await userEvent.click(await screen.findByRole("button", { name: "Sign in with a passkey" }));
  await screen.findByRole("heading", { name: "Held as spam" });

  await follow("/staff/");
  await screen.findByRole("heading", { name: "Leads" });
  await follow("/staff/team/");
  await screen.findByRole("heading", { name: "Team and records" });

  expect(screen.queryByRole("button", { name: "Sign in with a passkey" })).not.toBeInTheDocument();
  expect(asked(staffApi.me)).toBe(1);
  expect(asked(staffApi.signIn)).toBe(1);
});

it("asks the function once, on the first view, for a person signed in before", async () => {
  meAnswer = () => json(200, AVERY);
  openInbox("/staff/");
  await screen.findByRole("heading", { name: "Leads" });
  await follow("/staff/spam/");
  await screen.findByRole("heading", { name: "Held as spam" });
  expect(screen.getByText("Signed in as Avery Admin")).toBeInTheDocument();
  expect(asked(staffApi.me)).toBe(1);
});

it("shows the sign-in on every view once a call finds the session over", async () => {
  meAnswer = () => json(200, AVERY);
  openInbox("/staff/");
  await screen.findByRole("heading", { name: "Leads" });
  fetchMock.mockImplementationOnce(() => json(401, { error: "Your session has ended. Sign in again to continue." }));
  await userEvent.click(screen.getByRole("button", { name: "Load" }));
  await screen.findByText("Your session has ended. Sign in again to continue.");

  await follow("/staff/spam/");
  expect(await screen.findByRole("heading", { name: "Sign in to the inbox" })).toBeInTheDocument();
  expect(screen.queryByRole("heading", { name: "Held as spam" })).not.toBeInTheDocument();
});
