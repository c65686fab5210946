/**
 * The reply report's page (src/components/staff/reply-report.tsx) with the staff function stood in for: a median is
 * shown with how many it was taken over, and the leads not answered yet are counted beside it, so a week where one
 * lead of 48 was answered in two minutes cannot read as a week answered in two minutes.
 */
import { screen, within } from "@testing-library/react";
import ReplyReport from "../../../src/components/staff/reply-report";
import { staffApi, type ReplyReportJson } from "../../../src/lib/staff-api";
import { AVERY_ADMIN, json, renderSignedIn } from "./staff-view";

const REPORT: ReplyReportJson = {
  overdueNow: 40,
  replyWithinHours: 24,
  weeks: [
    {
      // Monday 00:00 in Detroit.
      weekStart: "2026-11-23T05:00:00.000Z",
      received: 48,
      answered: 1,
      unanswered: 47,
      medianMs: 2 * 60_000,
      p90Ms: 2 * 60_000,
      due: 40,
      answeredInTime: 1,
      inTimeShare: 1 / 40,
      consultations: { booked: 0, held: 0, noShow: 0 },
    },
  ],
};

beforeEach(() => {
  global.fetch = jest.fn((url: string) => {
    if (url === staffApi.me) return json(200, AVERY_ADMIN);
    if (url === staffApi.report) return json(200, REPORT);
    return json(404, { error: "no such endpoint" });
  }) as unknown as typeof fetch;
});

it("gives each week's median with its base and the leads not answered yet, in the office's weeks", async () => {
  renderSignedIn(<ReplyReport />);
  const table = await screen.findByRole("table", { name: /First responses to sales leads/ });
  const [, week] = within(table).getAllByRole("row");
  const cell = (column: string) => {
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    const cells = [within(week).getByRole("rowheader"), ...within(week).getAllByRole("cell")];
    return cells[headers.indexOf(column)].textContent;
  };
  expect(cell("Week of")).toBe("Nov 23, 2026");
  expect(cell("Leads received")).toBe("48");
  expect(cell("Not answered yet")).toBe("47");
  expect(cell("Median first response")).toBe("2 min, of 1 answered");
  expect(cell("Answered within 24 h")).toBe("3% (1 of 40)");
});
