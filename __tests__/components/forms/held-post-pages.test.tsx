/**
 * The page a post the time trap held (src/lib/held-posts.ts) sends its sender to, which says to press the mail's
 * button. The page that button is on is the confirm function's (__tests__/functions/held-posts.test.ts).
 */
import { render, screen } from "@testing-library/react";
import { LocationProvider, createHistory, createMemorySource } from "@gatsbyjs/reach-router";
import CheckYourInboxPage from "../../../src/pages/check-your-inbox";
import { CHECK_INBOX_PAGE } from "../../../src/lib/held-posts";

describe("the page a held post's sender lands on", () => {
  it("says a mail was sent and that its button sends the request", () => {
    render(
      <LocationProvider history={createHistory(createMemorySource(CHECK_INBOX_PAGE))}>
        <CheckYourInboxPage />
      </LocationProvider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Check Your Inbox" })).toBeInTheDocument();
    expect(screen.getByText("We sent you a mail: press its button to send your request.")).toBeInTheDocument();
  });
});
