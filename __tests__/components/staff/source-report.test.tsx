/**
 * The sources report's page (src/components/staff/source-report.tsx) with the staff function stood in for: each row
 * says its source in words, each figure opens the inbox on those leads of that span (one form's for the consultations,
 * quotes and service requests), and another period is asked for as soon as it is chosen.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import SourceReport from "../../../src/components/staff/source-report";
import { NOT_SET, staffApi, type Me, type SourcesReportJson } from "../../../src/lib/staff-api";
import { json, renderSignedIn } from "./staff-view";

const ME: Me = { id: "s1", name: "Kim Lee", named: true, email: "kim@example.com", role: "staff" };

const REPORT: SourcesReportJson = {
  unit: "week",
  since: "2026-11-23",
  before: "2026-11-30",
  replyWithinHours: 24,
  rows: [
    {
      source: "newsletter",
      medium: "email",
      campaign: "winter-2027",
      leads: 3,
      due: 2,
      answeredInTime: 1,
      consultations: 1,
      quotes: 1,
      serviceRequests: 0,
    },
    {
      source: null,
      medium: null,
      campaign: null,
      leads: 1,
      due: 0,
      answeredInTime: 0,
      consultations: 0,
      quotes: 0,
      serviceRequests: 0,
    },
  ],
  periods: { week: ["2026-11-23", "2026-11-16"], month: ["2026-11-01", "2026-10-01"] },
};

let asked: string[];

beforeEach(() => {
  asked = [];
  window.history.replaceState(null, "", "/staff/sources/");
  global.fetch = jest.fn((url: string) => {
    if (url === staffApi.me) return json(200, ME);
    if (url.startsWith(staffApi.sources)) {
      asked.push(url);
      return json(200, REPORT);
    }
    return json(404, { error: "no such endpoint" });
  }) as unknown as typeof fetch;
});

const renderReport = () => renderSignedIn(<SourceReport />);

it("links each figure to the inbox's view of those leads in the span, of one form where the figure is one form's", async () => {
  renderReport();
  const row = (await screen.findByRole("rowheader", { name: /^Newsletter · winter-2027/ })).closest("tr")!;
  const links = within(row)
    .getAllByRole("link")
    .map((link) => new URL(link.getAttribute("href")!, "http://localhost"));
  const view = "source=newsletter&medium=email&campaign=winter-2027&since=2026-11-23&before=2026-11-30";
  expect(links.map((link) => `${link.pathname}${link.search}`)).toEqual([
    `/staff/?${view}`,
    `/staff/?${view}`,
    `/staff/?${view}&form=consultation`,
    `/staff/?${view}&form=quote-request`,
    `/staff/?${view}&form=service-request`,
  ]);
  expect(within(row).getByRole("link", { name: "1 of 2 due" })).toBeInTheDocument();
  // Leads whose source is not known: found by NOT_SET.
  const unknown = screen.getByRole("rowheader", { name: /^Not known/ }).closest("tr")!;
  expect(
    new URL(within(unknown).getAllByRole("link")[0].getAttribute("href")!, "http://localhost").searchParams.get(
      "source",
    ),
  ).toBe(NOT_SET);
});

it("asks for another period as soon as it is chosen", async () => {
  const user = userEvent.setup();
  renderReport();
  await user.selectOptions(await screen.findByLabelText("Period"), "month:2026-10-01");
  expect(asked.at(-1)).toBe(`${staffApi.sources}?unit=month&start=2026-10-01`);
});
