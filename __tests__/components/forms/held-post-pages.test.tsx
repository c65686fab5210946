/**
 * The pages of a post the time trap held (src/lib/held-posts.ts): the one its sender lands on, which says to press
 * the mail's button, and the one the mail links to, whose button alone (never opening the link) posts the token
 * after `#` and says what happened, with focus on it. The function is stood in for; its own tests are in
 * __tests__/functions/held-posts.test.ts.
 */
import type { ReactElement } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import { LocationProvider, createHistory, createMemorySource } from "@gatsbyjs/reach-router";
import userEvent from "@testing-library/user-event";
import CheckYourInboxPage from "../../../src/pages/check-your-inbox";
import ConfirmPage from "../../../src/pages/confirm";
import { CONFIRMATIONS } from "../../../src/lib/confirmations";
import { CONFIRM_ANSWERS } from "../../../src/lib/held-post-answers";
import { CHECK_INBOX_PAGE, CONFIRM_ENDPOINT, CONFIRM_PAGE } from "../../../src/lib/held-posts";

const TOKEN = "k".repeat(43);

/** The part of a fetch Response the page reads (jsdom has no Response). */
const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as unknown as Response);

/** A page as Gatsby renders it at an address (the hash in the browser's own, as a mail's link opens it). */
function renderAt(address: string, page: ReactElement) {
  window.history.replaceState(null, "", address);
  render(
    <LocationProvider history={createHistory(createMemorySource(address.split("#")[0]))}>{page}</LocationProvider>,
  );
}

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe("the page a held post's sender lands on", () => {
  it("says a mail was sent and that its button sends the request", () => {
    renderAt(CHECK_INBOX_PAGE, <CheckYourInboxPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Check Your Inbox" })).toBeInTheDocument();
    expect(screen.getByText("We sent you a mail: press its button to send your request.")).toBeInTheDocument();
  });
});

describe("the page a held post's mail links to", () => {
  const open = (hash: string) => renderAt(`${CONFIRM_PAGE}${hash}`, <ConfirmPage />);

  it("sends nothing until the button is pressed, then posts the token and says the request is sent, with focus on it", async () => {
    const { promise } = CONFIRMATIONS.contact;
    fetchMock.mockReturnValue(answer(200, { outcome: "confirmed", form: "contact", promise }));
    const user = userEvent.setup();
    open(`#${TOKEN}`);
    const button = screen.getByRole("button", { name: "Send my request" });
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(CONFIRM_ENDPOINT);
    expect(init?.method).toBe("POST");
    expect(JSON.parse(init?.body as string)).toEqual({ token: TOKEN });
    const status = await screen.findByRole("status");
    await waitFor(() => expect(status).toHaveFocus());
    expect(status).toHaveTextContent(CONFIRM_ANSWERS.confirmed.title);
    expect(status).toHaveTextContent(promise);
    expect(screen.queryByRole("button", { name: "Send my request" })).toBeNull();
    // The token leaves the address bar once used.
    expect(window.location.hash).toBe("");
  });

  it("shows a consultation's time once confirmed, with its calendar file and its page, or why it holds none", async () => {
    const booking = {
      start: "2026-12-07T15:00:00.000Z",
      inWords: "Monday, December 7, 2026 at 10:00 AM Eastern Time",
      manage: "/api/consultation-booking?token=t",
      calendar: "/api/consultation-booking?token=t&format=ics",
    };
    const { promise } = CONFIRMATIONS.consultation;
    fetchMock.mockReturnValue(answer(200, { outcome: "confirmed", form: "consultation", promise, booking }));
    const user = userEvent.setup();
    open(`#${TOKEN}`);
    await user.click(screen.getByRole("button", { name: "Send my request" }));
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent(`Your consultation is booked for ${booking.inWords}.`);
    expect(screen.getByRole("link", { name: "Add to calendar (.ics)" })).toHaveAttribute("href", booking.calendar);
    expect(screen.getByRole("link", { name: "Change or cancel it" })).toHaveAttribute("href", booking.manage);
  });

  it("says why a confirmed consultation holds no time, and what the team does", async () => {
    const { promise } = CONFIRMATIONS.consultation;
    const unbooked = "The time you chose was booked by someone else meanwhile.";
    fetchMock.mockReturnValue(answer(200, { outcome: "confirmed", form: "consultation", promise, unbooked }));
    const user = userEvent.setup();
    open(`#${TOKEN}`);
    await user.click(screen.getByRole("button", { name: "Send my request" }));
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent(unbooked);
    expect(status).toHaveTextContent(promise);
    expect(screen.queryByRole("link", { name: "Add to calendar (.ics)" })).toBeNull();
  });

  it("says a second press changed nothing", async () => {
    fetchMock.mockReturnValue(answer(409, { outcome: "used" }));
    const user = userEvent.setup();
    open(`#${TOKEN}`);
    await user.click(screen.getByRole("button", { name: "Send my request" }));
    expect(await screen.findByText(CONFIRM_ANSWERS.used.message)).toBeInTheDocument();
  });

  it("keeps the button for another try when the server cannot be reached", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const user = userEvent.setup();
    open(`#${TOKEN}`);
    await user.click(screen.getByRole("button", { name: "Send my request" }));
    expect(await screen.findByText(/could not reach our server/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send my request" })).toBeEnabled();
    expect(window.location.hash).toBe(`#${TOKEN}`);
  });

  it("offers no button without the mail's token", () => {
    open("");
    expect(screen.getByText(CONFIRM_ANSWERS.unknown.message)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send my request" })).toBeNull();
  });
});
