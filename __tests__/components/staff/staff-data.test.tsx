/**
 * The inbox's reads (src/components/staff/staff-data.ts, configured by the session): an answer for an address a view
 * has left is never shown, and a session's answers are never shown to the next person signed in on the page.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import InboxList from "../../../src/components/staff/inbox-list";
import { useStaffData } from "../../../src/components/staff/staff-data";
import { useStaff } from "../../../src/components/staff/staff-session";
import { staffApi } from "../../../src/lib/staff-api";
import { AVERY_ADMIN, inboxPage, json, renderSignedIn } from "./staff-view";

jest.mock("@simplewebauthn/browser", () => ({
  browserSupportsWebAuthn: () => true,
  startAuthentication: jest.fn(() => Promise.resolve({ id: "passkey" })),
}));

/** An answer the test sends when it chooses. */
function deferred() {
  let send!: (body: unknown) => void;
  const answer = new Promise<unknown>((resolve) => (send = resolve)).then((body) => json(200, body));
  return { answer, send };
}

beforeEach(() => {
  window.history.replaceState(null, "", "/staff/");
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({ matches: true, media: query }));
});

it("never shows an answer for a list the person has left, however late it comes", async () => {
  const answers = new Map<string, ReturnType<typeof deferred>>();
  global.fetch = jest.fn((url: string) => {
    if (url === staffApi.me) return json(200, AVERY_ADMIN);
    const query = new URLSearchParams(url.slice(url.indexOf("?") + 1)).toString();
    answers.set(query, answers.get(query) ?? deferred());
    return answers.get(query)!.answer;
  }) as unknown as typeof fetch;
  const user = userEvent.setup();
  renderSignedIn(<InboxList />);
  await waitFor(() => expect(answers.has("")).toBe(true));
  answers.get("")!.send(inboxPage("First"));
  await screen.findByRole("link", { name: "First" });

  await user.selectOptions(screen.getByLabelText("Status"), "new");
  await user.selectOptions(screen.getByLabelText("Order"), "oldest");
  answers.get("status=new&order=oldest")!.send(inboxPage("Oldest new"));
  await screen.findByRole("link", { name: "Oldest new" });
  // The list of the filter chosen in between answers last.
  answers.get("status=new")!.send(inboxPage("Newest new"));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByRole("link", { name: "Oldest new" })).toBeInTheDocument();
  expect(screen.queryByRole("link", { name: "Newest new" })).toBeNull();
});

/** A view that shows what the function answers about a lead, and can sign out. */
function LeadName() {
  const { data } = useStaffData<{ person: string }>(staffApi.lead("lead-1"));
  const { signOut } = useStaff();
  return (
    <>
      <p>{data ? `From ${data.person}` : "Loading the lead…"}</p>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
    </>
  );
}

it("keeps no answer past a sign-out: the next person signed in sees only what the function answers them", async () => {
  let leadAnswer = () => json(200, { person: "Ana Silva" });
  let signedIn = true;
  global.fetch = jest.fn((url: string) => {
    if (url === staffApi.me) return signedIn ? json(200, AVERY_ADMIN) : json(401, { error: "Sign in." });
    if (url === staffApi.signOut) {
      signedIn = false;
      return json(200, {});
    }
    if (url === staffApi.signInOptions) return json(200, {});
    if (url === staffApi.signIn) return json(200, { ...AVERY_ADMIN, id: "s2", name: "Lee Park" });
    if (url === staffApi.lead("lead-1")) return leadAnswer();
    return json(404, { error: "no such endpoint" });
  }) as unknown as typeof fetch;
  const user = userEvent.setup();
  renderSignedIn(<LeadName />);
  await screen.findByText("From Ana Silva");

  await user.click(screen.getByRole("button", { name: "Sign out" }));
  // The next person's answer has not come yet: nothing of the last session shows meanwhile.
  const next = deferred();
  leadAnswer = () => next.answer;
  await user.click(await screen.findByRole("button", { name: "Sign in with a passkey" }));
  await screen.findByText("Loading the lead…");
  expect(screen.queryByText("From Ana Silva")).toBeNull();
  next.send({ person: "Bo Chen" });
  await screen.findByText("From Bo Chen");
});
