import { render, screen, waitFor, within } from "@testing-library/react";
import { forms, offeredServices, officeZoneName } from "../../../src/form-definitions";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import ConsultationForm from "../../../src/components/forms/consultation-form";
import { formOptions as options } from "../../../src/form-definitions/options";
import {
  addDays,
  dayIn,
  NEXT_FREE_COUNT,
  OFFICE_TIME_ZONE,
  SLOTS_API,
  SLOT_TIMES,
  slotInWords,
  slotRange,
  zoneGenericName,
  type FreeSlot,
  type SlotDay,
} from "../../../src/lib/consultation-hours";
import { FORM_ACTION, thankYouPath } from "../../../src/lib/form-action";
import { slotStart } from "../../../netlify/lib/booking/availability";
import { staticHtml } from "./form-helpers";
import { visitorIn } from "../../support/visitor-zone";

// The consultation's Preferred Date and Time with the slot function (src/lib/consultation-hours.ts): the free times
// of the chosen day, the visitor's own time beside them, and the submit function's answers for a booking. Both
// functions are mocked; their own behaviour is tested in __tests__/functions.

type User = ReturnType<typeof userEvent.setup>;

/** Days in winter (the office's zone and the visitors' below keep their standard offsets), far from any today. */
const TUESDAY = "2099-12-01";
const WEDNESDAY = addDays(TUESDAY, 1);
const EARLIEST = "2099-11-27";

const slot = (date: string, time: string): FreeSlot => ({
  date,
  time,
  start: slotStart(date, time, OFFICE_TIME_ZONE).toISOString(),
});

/** What the slot function has free, by day; a day not listed has none. */
let freeTimes: Record<string, readonly string[]> = {};
const slotsOf = (date: string) => (freeTimes[date] ?? []).map((time) => slot(date, time));
const slotDay = (date: string): SlotDay => ({
  date,
  timeZone: OFFICE_TIME_ZONE,
  earliest: EARLIEST,
  slots: slotsOf(date),
  // As the function does: a day without free slots names the first ones after it.
  next: freeTimes[date]?.length
    ? []
    : Object.keys(freeTimes)
        .filter((day) => day > date)
        .sort()
        .flatMap(slotsOf)
        .slice(0, NEXT_FREE_COUNT),
});

/** A Response-like answer (jsdom has no Response). */
const answer = (status: number, body: unknown) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    headers: { get: () => null },
    json: () => Promise.resolve(body),
  }) as unknown as Response;

const slotsMock = jest.fn<Promise<Response>, [string]>();
const postMock = jest.fn<Promise<Response>, [RequestInit?]>();
const navigateMock = navigate as unknown as jest.Mock;

beforeEach(() => {
  freeTimes = {};
  slotsMock.mockReset();
  slotsMock.mockImplementation((url) =>
    Promise.resolve(
      answer(200, slotDay(new URL(url, "http://localhost/").searchParams.get("date") ?? dayIn(new Date()))),
    ),
  );
  postMock.mockReset();
  navigateMock.mockClear();
  global.fetch = (input, init) => ((input as string) === FORM_ACTION ? postMock(init) : slotsMock(input as string));
  // A visitor in the office's zone, unless a test says otherwise.
  visitorIn(OFFICE_TIME_ZONE);
});
afterEach(() => jest.restoreAllMocks());

const timeSelect = () => screen.getByLabelText<HTMLSelectElement>(/^Preferred Time/);
const offered = () =>
  Array.from(timeSelect().options)
    .map((option) => option.value)
    .filter(Boolean);
const labelOf = (time: string) => options.timeSlots.find((option) => option.value === time)!.label;

async function chooseDay(user: User, date: string) {
  const input = screen.getByLabelText(/^Preferred Date/);
  await user.clear(input);
  await user.type(input, date);
}

/** Every required answer but the time. */
async function fillRequired(user: User) {
  await user.type(screen.getByLabelText(/^First Name/), "Ana");
  await user.type(screen.getByLabelText(/^Last Name/), "Diaz");
  await user.type(screen.getByLabelText(/^Email Address/), "ana@example.com");
  await user.type(screen.getByLabelText(/^Phone Number/), "(555) 123-4567");
  await user.type(screen.getByLabelText(/^Practice Name/), "Riverside Family Practice");
  await user.selectOptions(screen.getByLabelText(/^Practice Type/), options.practiceTypes[0].label);
  await user.selectOptions(screen.getByLabelText(/^Practice Size/), options.practiceSizes[0].value);
  await user.selectOptions(
    screen.getByLabelText(/^Consultation Type/),
    forms.consultation.fields.consultationType.options[0].value,
  );
}

describe("the consultation's free times", () => {
  it("offers every time of the specification in the static HTML, and names the office's zone", () => {
    const html = staticHtml(<ConsultationForm services={offeredServices} officeZone={officeZoneName} />);
    const select = html.querySelector<HTMLSelectElement>('select[name="preferredTime"]')!;
    const values = Array.from(select.options)
      .map((option) => option.value)
      .filter(Boolean);
    expect(values).toEqual(SLOT_TIMES);
    expect(forms.consultation.fields.preferredTime.hint).toContain(zoneGenericName(OFFICE_TIME_ZONE));
    expect(html.textContent).toContain(zoneGenericName(OFFICE_TIME_ZONE));
  });

  it("offers only the chosen day's free times, says how many in a live region, and starts the date at the earliest day", async () => {
    freeTimes = { [TUESDAY]: [SLOT_TIMES[1], SLOT_TIMES[4]] };
    const user = userEvent.setup();
    render(<ConsultationForm services={offeredServices} officeZone={officeZoneName} />);
    await waitFor(() => expect(screen.getByLabelText(/^Preferred Date/)).toHaveAttribute("min", EARLIEST));
    await chooseDay(user, TUESDAY);
    await waitFor(() => expect(offered()).toEqual([SLOT_TIMES[1], SLOT_TIMES[4]]));
    expect(slotsMock).toHaveBeenLastCalledWith(`${SLOTS_API}?date=${TUESDAY}`);
    // Same zone: the specification's labels, as they were.
    expect(within(timeSelect()).getByRole("option", { name: labelOf(SLOT_TIMES[1]) })).toBeInTheDocument();
    const status = within(timeSelect().parentElement!).getByRole("status");
    expect(status).toHaveTextContent(/^2 free times on Tuesday, December 1\.$/);
    // The select keeps its label and reads the status as its description; focus stayed where the visitor was.
    expect(timeSelect()).toHaveAccessibleDescription(expect.stringContaining("2 free times"));
    expect(screen.getByLabelText(/^Preferred Date/)).toHaveFocus();
  });

  it("gives each time in the visitor's own zone beside the office's when their clock differs", async () => {
    visitorIn("America/Los_Angeles");
    freeTimes = { [TUESDAY]: ["9:00 AM"] };
    const user = userEvent.setup();
    render(<ConsultationForm services={offeredServices} officeZone={officeZoneName} />);
    await chooseDay(user, TUESDAY);
    const zone = zoneGenericName(OFFICE_TIME_ZONE).replace(/ Time$/, "");
    expect(
      await within(timeSelect()).findByRole("option", { name: `${labelOf("9:00 AM")} ${zone} (6:00 AM your time)` }),
    ).toHaveValue("9:00 AM");
  });

  it("says the day of the visitor's time when it is another day there", async () => {
    visitorIn("Asia/Tokyo");
    freeTimes = { [TUESDAY]: ["11:00 AM"] };
    const user = userEvent.setup();
    render(<ConsultationForm services={offeredServices} officeZone={officeZoneName} />);
    await chooseDay(user, TUESDAY);
    // 11:00 AM on the US East coast in December is 1:00 AM the next day in Tokyo.
    expect(await within(timeSelect()).findByRole("option", { name: /\(Wed 1:00 AM your time\)$/ })).toBeInTheDocument();
  });

  it("takes out a chosen time the new day does not have, and says so beside the field", async () => {
    freeTimes = { [TUESDAY]: ["9:00 AM", "10:00 AM"], [WEDNESDAY]: ["1:00 PM"] };
    const user = userEvent.setup();
    render(<ConsultationForm services={offeredServices} officeZone={officeZoneName} />);
    await chooseDay(user, TUESDAY);
    await waitFor(() => expect(offered()).toEqual(["9:00 AM", "10:00 AM"]));
    await user.selectOptions(timeSelect(), "10:00 AM");
    await chooseDay(user, WEDNESDAY);
    await waitFor(() => expect(offered()).toEqual(["1:00 PM"]));
    expect(timeSelect()).toHaveValue("");
    expect(within(timeSelect().parentElement!).getByRole("status")).toHaveTextContent(
      "10:00 AM is not free on Wednesday, December 2. 1 free time on Wednesday, December 2.",
    );
  });

  it("on a day without free times, says so and offers the next ones, which fill in day and time in one press", async () => {
    const friday = addDays(TUESDAY, 3);
    const monday = addDays(TUESDAY, 6);
    freeTimes = { [monday]: SLOT_TIMES };
    const user = userEvent.setup();
    render(<ConsultationForm services={offeredServices} officeZone={officeZoneName} />);
    await chooseDay(user, friday);
    const status = within(timeSelect().parentElement!).getByRole("status");
    await waitFor(() =>
      expect(status).toHaveTextContent(
        `No free times on Friday, December 4. The next is Monday, December 7 at ${slotRange(SLOT_TIMES[0])}.`,
      ),
    );
    expect(offered()).toEqual([]);
    const choices = screen.getByRole("group", { name: "Free times you can book:" });
    const buttons = within(choices).getAllByRole("button");
    expect(buttons).toHaveLength(NEXT_FREE_COUNT);
    await user.click(buttons[1]);
    expect(screen.getByLabelText(/^Preferred Date/)).toHaveValue(monday);
    await waitFor(() => expect(offered()).toEqual(SLOT_TIMES));
    expect(timeSelect()).toHaveValue(SLOT_TIMES[1]);
    expect(timeSelect()).toHaveFocus();
    expect(screen.queryByRole("group", { name: "Free times you can book:" })).toBeNull();
  });

  it("keeps every time when the slot function does not answer: the server decides", async () => {
    slotsMock.mockResolvedValue(answer(404, {}));
    const user = userEvent.setup();
    render(<ConsultationForm services={offeredServices} officeZone={officeZoneName} />);
    await chooseDay(user, TUESDAY);
    await user.selectOptions(timeSelect(), SLOT_TIMES[2]);
    await waitFor(() => expect(slotsMock).toHaveBeenCalledWith(`${SLOTS_API}?date=${TUESDAY}`));
    expect(offered()).toEqual(SLOT_TIMES);
    expect(timeSelect()).toHaveValue(SLOT_TIMES[2]);
  });
});

describe("the submit function's answers to a booking", () => {
  it("shows a refused time's message under Preferred Time and the next free times, one press filling day and time", async () => {
    freeTimes = { [TUESDAY]: ["9:00 AM", "10:00 AM"] };
    const user = userEvent.setup();
    render(<ConsultationForm services={offeredServices} officeZone={officeZoneName} />);
    await fillRequired(user);
    await chooseDay(user, TUESDAY);
    await waitFor(() => expect(offered()).toEqual(["9:00 AM", "10:00 AM"]));
    await user.selectOptions(timeSelect(), "9:00 AM");

    // Booked by someone else meanwhile.
    freeTimes = { [TUESDAY]: ["10:00 AM"], [WEDNESDAY]: ["2:00 PM"] };
    const message = "That time has just been booked. Please choose another.";
    const nextFree = [slot(TUESDAY, "10:00 AM"), slot(WEDNESDAY, "2:00 PM")];
    postMock.mockResolvedValueOnce(answer(409, { error: message, fields: { preferredTime: message }, nextFree }));
    await user.click(screen.getByRole("button", { name: "Schedule Consultation" }));

    await waitFor(() => expect(timeSelect()).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(timeSelect()).toHaveAttribute("aria-invalid", "true");
    const choices = screen.getByRole("group", { name: "Free times you can book:" });
    const buttons = within(choices).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual([
      // A half hour, as every time the form offers.
      `Tuesday, December 1 at ${slotRange("10:00 AM")}`,
      `Wednesday, December 2 at ${slotRange("2:00 PM")}`,
    ]);
    await user.click(buttons[1]);
    expect(screen.getByLabelText(/^Preferred Date/)).toHaveValue(WEDNESDAY);
    await waitFor(() => expect(offered()).toEqual(["2:00 PM"]));
    expect(timeSelect()).toHaveValue("2:00 PM");
    expect(timeSelect()).not.toHaveAttribute("aria-invalid");

    postMock.mockResolvedValueOnce(answer(201, { ok: true, id: "lead-1" }));
    await user.click(screen.getByRole("button", { name: "Schedule Consultation" }));
    await waitFor(() => expect(postMock).toHaveBeenCalledTimes(2));
    const posted = postMock.mock.calls[1][0]!.body as URLSearchParams;
    expect([posted.get("preferredDate"), posted.get("preferredTime")]).toEqual([WEDNESDAY, "2:00 PM"]);
  });

  it("opens the thank-you page with the booked time in words, in place of the date and time asked for", async () => {
    freeTimes = { [TUESDAY]: ["9:00 AM"] };
    const user = userEvent.setup();
    render(<ConsultationForm services={offeredServices} officeZone={officeZoneName} />);
    await fillRequired(user);
    await chooseDay(user, TUESDAY);
    await waitFor(() => expect(offered()).toEqual(["9:00 AM"]));
    await user.selectOptions(timeSelect(), "9:00 AM");
    const booked = slot(TUESDAY, "9:00 AM");
    const manage = "/api/consultation-booking?token=t";
    const booking = {
      start: booked.start,
      inWords: slotInWords(booked.start),
      manage,
      calendar: `${manage}&format=ics`,
    };
    postMock.mockResolvedValueOnce(answer(201, { ok: true, id: "lead-1", booking }));
    await user.click(screen.getByRole("button", { name: "Schedule Consultation" }));
    await waitFor(() =>
      expect(navigateMock).toHaveBeenCalledWith(thankYouPath("consultation"), {
        state: {
          summary: [["Consultation Type", forms.consultation.fields.consultationType.options[0].label]],
          booking,
        },
      }),
    );
  });
});
