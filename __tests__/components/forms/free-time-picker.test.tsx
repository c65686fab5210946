import { render, screen, waitFor, within } from "@testing-library/react";
import { offeredServices, officeZoneName } from "../../../src/form-definitions";
import userEvent from "@testing-library/user-event";
import ConsultationForm from "../../../src/components/forms/consultation-form";
import { dayInWords, visitorTime } from "../../../src/components/forms/free-times";
import {
  NEXT_FREE_COUNT,
  OFFICE_TIME_ZONE,
  SLOTS_API,
  SLOT_TIMES,
  addDays,
  dayIn,
  slotRange,
  type FreeSlot,
  type SlotDay,
} from "../../../src/lib/consultation-hours";
import { slotStart } from "../../../netlify/lib/booking/availability";
import { staticHtml } from "./form-helpers";
import { visitorIn } from "../../support/visitor-zone";

// The free-time picker at the top of the consultation form: the next days' free times from the slot function
// (mocked here as it answers; its own behaviour is tested in __tests__/functions), each a button that fills in
// Preferred Date and Preferred Time. Expectations are read from what the mock answers, not from the page's words.

/** The office's today, as the picker asks from; the free days follow it, with a gap the picker must jump. */
const today = dayIn(new Date());
const freeTimes: Record<string, readonly string[]> = {
  [addDays(today, 2)]: [SLOT_TIMES[0], SLOT_TIMES[3]],
  [addDays(today, 3)]: [SLOT_TIMES[1]],
  [addDays(today, 6)]: SLOT_TIMES,
  [addDays(today, 7)]: [SLOT_TIMES[2]],
};
const freeDays = Object.keys(freeTimes).sort();

const slotsOf = (date: string): FreeSlot[] =>
  (freeTimes[date] ?? []).map((time) => ({ date, time, start: slotStart(date, time, OFFICE_TIME_ZONE).toISOString() }));
/** As the function answers: a day without free slots names the first ones after it. */
const slotDay = (date: string): SlotDay => ({
  date,
  timeZone: OFFICE_TIME_ZONE,
  earliest: addDays(today, 1),
  slots: slotsOf(date),
  next: freeTimes[date]
    ? []
    : freeDays
        .filter((day) => day > date)
        .flatMap(slotsOf)
        .slice(0, NEXT_FREE_COUNT),
});

/** A Response-like answer (jsdom has no Response). */
const answer = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) }) as unknown as Response;

const slotsMock = jest.fn<Promise<Response>, [string]>();
/** The day a request asks for: without one, the office's today, as the function answers. */
const askedDay = (url: string) => new URL(url, "http://localhost/").searchParams.get("date") ?? today;
const askedDays = () => slotsMock.mock.calls.map(([url]) => askedDay(url));

beforeEach(() => {
  slotsMock.mockReset();
  slotsMock.mockImplementation((url) => Promise.resolve(answer(200, slotDay(askedDay(url)))));
  global.fetch = (input) =>
    (input as string).startsWith(SLOTS_API) ? slotsMock(input as string) : Promise.reject(new Error("no post here"));
  visitorIn(OFFICE_TIME_ZONE);
});
afterEach(() => jest.restoreAllMocks());

const picker = () => screen.findByRole("group", { name: "Pick a free time" });
const dateField = () => screen.getByLabelText<HTMLInputElement>(/^Preferred Date/);
const timeField = () => screen.getByLabelText<HTMLSelectElement>(/^Preferred Time/);

describe("the free-time picker", () => {
  it("offers the first three free days' times, as half hours, before the form's first field, asking only up to them", async () => {
    render(<ConsultationForm services={offeredServices} officeZone={officeZoneName} />);
    const group = await picker();
    const shown = freeDays.slice(0, 3);
    const days = within(group).getAllByRole("group");
    expect(days.map((day) => within(day).getByRole("heading").textContent)).toEqual(shown.map(dayInWords));
    expect(
      days.map((day) =>
        within(day)
          .getAllByRole("button")
          .map((button) => button.textContent),
      ),
    ).toEqual(shown.map((date) => freeTimes[date].map(slotRange)));
    for (const button of within(group).getAllByRole("button")) {
      expect(button).toHaveAttribute("type", "button");
      expect(button).toHaveAttribute("aria-pressed", "false");
    }
    // Before every field of the form.
    const first = screen.getByLabelText(/^First Name/);
    expect(group.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // No day after the third free one is asked for: today, each free day, and the day after the second, which
    // names the third; with the form's own ask for the earliest day, six at most.
    expect(askedDays().every((date) => date <= shown[2])).toBe(true);
    expect(askedDays().length).toBeLessThanOrEqual(6);
  });

  it("fills in Preferred Date and Preferred Time with a press, shows it pressed and says so, keeping focus", async () => {
    const user = userEvent.setup();
    render(<ConsultationForm services={offeredServices} officeZone={officeZoneName} />);
    const group = await picker();
    const [date] = freeDays;
    const [time] = freeTimes[date];
    const day = within(group).getByRole("group", { name: dayInWords(date) });
    const button = within(day).getByRole("button", { name: slotRange(time) });
    await user.click(button);
    expect(dateField()).toHaveValue(date);
    await waitFor(() => expect(timeField()).toHaveValue(time));
    expect(button).toHaveAttribute("aria-pressed", "true");
    expect(within(group).getAllByRole("button", { pressed: true })).toHaveLength(1);
    expect(button).toHaveFocus();
    const said = within(group.parentElement!).getByRole("status");
    expect(said).toHaveTextContent(dayInWords(date));
    expect(said).toHaveTextContent(slotRange(time));

    // Another time chosen in the fields below: the picker shows that one pressed, and says nothing of the first.
    const other = freeTimes[date][1];
    await waitFor(() => expect(Array.from(timeField().options).map((option) => option.value)).toContain(other));
    await user.selectOptions(timeField(), other);
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(within(day).getByRole("button", { name: slotRange(other) })).toHaveAttribute("aria-pressed", "true");
    expect(said).toBeEmptyDOMElement();
  });

  it("gives the visitor's own time beside the office's where their clock differs", async () => {
    visitorIn("America/Los_Angeles");
    render(<ConsultationForm services={offeredServices} officeZone={officeZoneName} />);
    const group = await picker();
    const [date] = freeDays;
    const slot = slotsOf(date)[0];
    const own = visitorTime(slot)!;
    expect(own).toBeTruthy();
    const [button] = within(group).getAllByRole("button");
    expect(button).toHaveAccessibleName(expect.stringContaining(slotRange(slot.time)));
    expect(button).toHaveAccessibleName(expect.stringContaining(`${own} your time`));
  });

  it("names each day as Intl's US English weekday, month and day would", () => {
    const intl = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      expect(dayInWords(new Date(day).toISOString().slice(0, 10))).toBe(intl.format(new Date(day)));
    }
  });

  it("leads to Preferred Date for a later day", async () => {
    const user = userEvent.setup();
    render(<ConsultationForm services={offeredServices} officeZone={officeZoneName} />);
    await picker();
    const later = screen.getByRole("link", { name: "Choose another day" });
    expect(later).toHaveAttribute("href", `#${dateField().id}`);
    await user.click(later);
    expect(dateField()).toHaveFocus();
  });

  it("is a line leading to Preferred Date in the static HTML, with no buttons", () => {
    for (const scripting of [true, false]) {
      const html = staticHtml(<ConsultationForm services={offeredServices} officeZone={officeZoneName} />, {
        scripting,
      });
      const date = html.querySelector<HTMLInputElement>('input[name="preferredDate"]')!;
      const links = Array.from(html.querySelectorAll("a")).filter(
        (link) => link.getAttribute("href") === `#${date.id}`,
      );
      expect(links).toHaveLength(1);
      const start = links[0].closest("[id]")!;
      expect(start.querySelectorAll("button")).toHaveLength(0);
      // Before the form's first field.
      expect(start.compareDocumentPosition(html.querySelector('input[name="firstName"]')!)).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    }
  });

  it.each([
    ["answers with an error", () => Promise.resolve(answer(500, { error: "x" }))],
    ["cannot be reached", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("shows no times when the slot function %s, and the form's date and time still work", async (_, failing) => {
    slotsMock.mockImplementation(failing);
    const user = userEvent.setup();
    render(<ConsultationForm services={offeredServices} officeZone={officeZoneName} />);
    await waitFor(() => expect(slotsMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("group", { name: "Pick a free time" })).toBeNull();
    expect(screen.getByRole("link", { name: /^Choose your day and time/ })).toHaveAttribute(
      "href",
      `#${dateField().id}`,
    );
    await user.type(dateField(), freeDays[0]);
    await user.selectOptions(timeField(), SLOT_TIMES[2]);
    expect(timeField()).toHaveValue(SLOT_TIMES[2]);
  });
});
