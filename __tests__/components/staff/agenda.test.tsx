/**
 * The agenda (src/components/staff/agenda.tsx) and the consultation hours (hours-admin.tsx) with the staff function
 * stood in for: the agenda shows each group under its heading, soonest first, each consultation's time in words in
 * the office's zone, its lead's page, type and host, and sets a host with exactly that change; the hours page says
 * how many bookings fall on a day it closes, and saves the weekly hours as checked.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Agenda from "../../../src/components/staff/agenda";
import HoursAdmin from "../../../src/components/staff/hours-admin";
import { DEFAULT_WEEKLY_HOURS, OFFICE_TIME_ZONE, SLOT_TIMES, slotInWords } from "../../../src/lib/consultation-hours";
import { AGENDA_GROUPS, leadPagePath, staffApi, type AgendaJson, type HoursJson } from "../../../src/lib/staff-api";
import { AVERY_ADMIN, json, renderSignedIn } from "./staff-view";

jest.mock("@simplewebauthn/browser", () => ({ browserSupportsWebAuthn: () => true }));

const TEAM = [
  { id: "s1", name: "Avery Admin" },
  { id: "s2", name: "Lee Park" },
];

const entry = (leadId: string, person: string, start: string, host: (typeof TEAM)[number] | null = null) => ({
  leadId,
  person,
  practice: `${person} Clinic`,
  consultationType: "Clinical Staffing",
  start,
  host,
});

const AGENDA: AgendaJson = {
  timeZone: OFFICE_TIME_ZONE,
  groups: [
    { group: "today", entries: [entry("lead-1", "Ana Silva", "2026-11-27T14:00:00.000Z", TEAM[1])] },
    { group: "week", entries: [] },
    {
      group: "later",
      entries: [
        entry("lead-2", "Bo Chen", "2026-12-02T15:00:00.000Z"),
        entry("lead-3", "Cy Diaz", "2026-12-09T20:00:00.000Z"),
      ],
    },
  ],
  team: TEAM,
};

const HOURS: HoursJson = {
  timeZone: OFFICE_TIME_ZONE,
  today: "2026-11-25",
  slotTimes: SLOT_TIMES,
  weekly: DEFAULT_WEEKLY_HOURS,
  closedDays: [],
};

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
    [staffApi.agenda]: () => json(200, AGENDA),
    [staffApi.hours]: () => json(200, HOURS),
  };
  fetchMock = jest.fn((url: string) => answers[url]?.() ?? json(404, { error: "no such endpoint" }));
  global.fetch = fetchMock;
});

const open = (view: JSX.Element) => renderSignedIn(view, "/staff/agenda/");

/** A group's section, by its heading. */
const group = (name: string) => screen.getByRole("region", { name });

it("shows each group under its heading, soonest first, with the time in the office's zone, the lead and its host", async () => {
  open(<Agenda />);
  await screen.findByRole("heading", { level: 2, name: AGENDA_GROUPS.today });
  expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(
    Object.values(AGENDA_GROUPS),
  );
  const today = group(AGENDA_GROUPS.today);
  expect(within(today).getByText(slotInWords("2026-11-27T14:00:00.000Z"))).toBeInTheDocument();
  expect(within(today).getByRole("link", { name: "Ana Silva, Ana Silva Clinic" })).toHaveAttribute(
    "href",
    leadPagePath("lead-1"),
  );
  expect(within(today).getByText(/Clinical Staffing/)).toBeInTheDocument();
  expect(within(today).getByRole("combobox", { name: "Host" })).toHaveDisplayValue("Lee Park");
  expect(within(group(AGENDA_GROUPS.week)).getByText("None booked.")).toBeInTheDocument();
  expect(
    within(group(AGENDA_GROUPS.later))
      .getAllByRole("link")
      .map((link) => link.textContent),
  ).toEqual(["Bo Chen, Bo Chen Clinic", "Cy Diaz, Cy Diaz Clinic"]);
  expect(screen.getByText(new RegExp(`Times are the office's \\(${OFFICE_TIME_ZONE}\\)`))).toBeInTheDocument();
});

it("sets a host with exactly that change, and says so", async () => {
  answers[staffApi.setHost("lead-2")] = () => json(200, { leadId: "lead-2", host: TEAM[0] });
  const user = userEvent.setup();
  open(<Agenda />);
  const later = (await screen.findByRole("region", { name: AGENDA_GROUPS.later })).querySelector("li")!;
  await user.selectOptions(within(later).getByRole("combobox", { name: "Host" }), "Avery Admin");
  await user.click(within(later).getByRole("button", { name: "Set host" }));
  expect(await screen.findByRole("status")).toHaveTextContent(
    "Avery Admin hosts the consultation with Bo Chen, Bo Chen Clinic.",
  );
  expect(posted(staffApi.setHost("lead-2"))).toEqual([{ host: "s1" }]);
});

it("closes a day and says how many bookings fall on it, for the team to move them", async () => {
  answers[staffApi.closeDay] = () => json(200, { day: "2026-11-26", note: "Thanksgiving", bookings: 2 });
  const user = userEvent.setup();
  open(<HoursAdmin />);
  await user.type(await screen.findByLabelText("Day"), "2026-11-26");
  await user.type(screen.getByLabelText(/Note/), "Thanksgiving");
  await user.click(screen.getByRole("button", { name: "Close the day" }));
  expect(await screen.findByRole("status")).toHaveTextContent(
    "Thursday, November 26, 2026 is closed. 2 booked consultations fall on it: move them to another day.",
  );
  expect(posted(staffApi.closeDay)).toEqual([{ day: "2026-11-26", note: "Thanksgiving" }]);
});

it("saves the weekly hours as checked, each weekday's slots in the day's order", async () => {
  answers[staffApi.setHours] = () => json(200, {});
  const user = userEvent.setup();
  open(<HoursAdmin />);
  const saturday = await screen.findByRole("group", { name: "Saturday" });
  const monday = screen.getByRole("group", { name: "Monday" });
  await user.click(within(saturday).getByRole("checkbox", { name: SLOT_TIMES[1] }));
  await user.click(within(saturday).getByRole("checkbox", { name: SLOT_TIMES[0] }));
  await user.click(within(monday).getByRole("checkbox", { name: SLOT_TIMES[0] }));
  await user.click(screen.getByRole("button", { name: "Save the weekly hours" }));
  expect(await screen.findByRole("status")).toHaveTextContent("The weekly hours are saved.");
  const weekly = DEFAULT_WEEKLY_HOURS.map((slots) => [...slots]);
  weekly[6] = [SLOT_TIMES[0], SLOT_TIMES[1]];
  weekly[1] = SLOT_TIMES.slice(1);
  expect(posted(staffApi.setHours)).toEqual([{ weekly }]);
});
