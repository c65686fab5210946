/**
 * The inbox's list (src/components/staff/inbox-list.tsx) with the staff function stood in for: a filter applies as
 * it is chosen and the search when it is sent, each asking the function for that view from its first page; on a
 * phone the filters are folded under "Filters", which says how many are on.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import InboxList from "../../../src/components/staff/inbox-list";
import { staffApi } from "../../../src/lib/staff-api";
import { AVERY_ADMIN, inboxPage, json, renderSignedIn } from "./staff-view";

const PAGE = inboxPage("Ana Silva", {
  id: "lead-1",
  practice: "Lakeside Family Practice",
  email: "ana@example.org",
  phone: "(555) 201-7788",
});

/** The list queries the function was asked, each as its parameters. */
let listed: Record<string, string>[];

/** A screen at least as wide as the md breakpoint, or a phone's. */
function screenIsWide(wide: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({ matches: wide, media: query }));
}

beforeEach(() => {
  window.history.replaceState(null, "", "/staff/");
  listed = [];
  global.fetch = jest.fn((url: string) => {
    if (url === staffApi.me) return json(200, AVERY_ADMIN);
    if (url.startsWith(`${staffApi.leads}?`)) {
      listed.push(Object.fromEntries(new URLSearchParams(url.slice(url.indexOf("?") + 1))));
      return json(200, PAGE);
    }
    return json(404, { error: "no such endpoint" });
  }) as unknown as typeof fetch;
});

async function openList() {
  renderSignedIn(<InboxList />);
  await screen.findByRole("link", { name: "Ana Silva" });
}

it("applies a filter as soon as it is chosen, and the search when it is sent", async () => {
  screenIsWide(true);
  const user = userEvent.setup();
  await openList();
  await user.selectOptions(screen.getByLabelText("Status"), "new");
  await waitFor(() => expect(listed.at(-1)).toEqual({ status: "new" }));
  await user.click(screen.getByLabelText("Only overdue"));
  await waitFor(() => expect(listed.at(-1)).toEqual({ status: "new", overdue: "1" }));
  await user.type(screen.getByLabelText("Name, email or practice"), "lakeside");
  expect(listed.at(-1)).toEqual({ status: "new", overdue: "1" });
  await user.click(screen.getByRole("button", { name: "Search" }));
  await waitFor(() => expect(listed.at(-1)).toEqual({ status: "new", overdue: "1", q: "lakeside" }));
  expect(window.location.search).toBe("?status=new&overdue=1&q=lakeside");
  expect(screen.getByText("Filters (3 on)")).toBeInTheDocument();
});

it("folds the filters under Filters on a phone, and unfolds them there on request", async () => {
  screenIsWide(false);
  const user = userEvent.setup();
  await openList();
  const filters = screen.getByText("Filters").closest("details")!;
  expect(filters).not.toHaveAttribute("open");
  await user.click(screen.getByText("Filters"));
  expect(filters).toHaveAttribute("open");
});

it("shows the filters unfolded on a wider screen", async () => {
  screenIsWide(true);
  await openList();
  expect(screen.getByText("Filters").closest("details")).toHaveAttribute("open");
});
