/**
 * The consultation hours, for admins: the weekly hours (for each weekday, the slots the form offers) and the closed
 * days (a holiday, a team day out), which decide what the consultation form can book. Closing a day that already
 * has bookings is allowed; the page says how many, for the team to move them from the agenda. The function checks
 * every change and refuses it to anyone but an admin.
 */
import { useState, type FormEvent } from "react";
import { css } from "@emotion/react";
import { Link } from "gatsby";
import {
  CLOSED_DAY_NOTE_MAX_LENGTH,
  STAFF_PAGES,
  staffApi,
  type ClosedDayJson,
  type HoursJson,
} from "../../lib/staff-api";
import { dayInWords } from "../../lib/consultation-hours";
import { colors, space } from "../../styles/theme";
import { formText } from "./staff-client";
import { useStaffAction, useStaffData } from "./staff-data";
import { alert, button, control, field, muted, panel, quietButton } from "./staff-styles";
import ViewStatus from "./view-status";

/** Sunday (0) to Saturday (6) by name: 4 January 2026 was a Sunday. */
const WEEKDAY_NAMES = Array.from({ length: 7 }, (_, weekday) =>
  new Date(Date.UTC(2026, 0, 4 + weekday)).toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" }),
);

/** What closing a day answers in words: how many booked consultations fall on it, to be moved. */
export function bookingsOnDay({ bookings }: Pick<ClosedDayJson, "bookings">): string {
  if (bookings === 0) return "No consultation is booked on it.";
  return `${bookings} booked consultation${bookings === 1 ? " falls" : "s fall"} on it: move ${
    bookings === 1 ? "it" : "them"
  } to another day.`;
}

const days = css({ display: "grid", gap: space(4), margin: 0, padding: 0, border: 0 });
const weekday = css({
  border: `1px solid ${colors.line}`,
  padding: space(3),
  margin: 0,
  legend: { fontWeight: 700, padding: `0 ${space(1)}` },
});
const slots = css({ display: "flex", flexWrap: "wrap", gap: `${space(2)} ${space(4)}` });
const check = css({ display: "flex", gap: space(2), alignItems: "center", minHeight: 44 });
const list = css({
  listStyle: "none",
  margin: 0,
  padding: 0,
  li: { padding: `${space(3)} 0`, borderBottom: `1px solid ${colors.line}` },
});
const stack = css({ display: "grid", gap: space(3), maxWidth: "32rem" });

export default function HoursAdmin() {
  const { data: hours, error, mutate } = useStaffData<HoursJson>(staffApi.hours);
  const action = useStaffAction();
  /** The weekly hours as the person has checked them, until they are saved (null: as stored). */
  const [edited, setEdited] = useState<readonly (readonly string[])[] | null>(null);
  const weekly = edited ?? hours?.weekly ?? [];

  const toggle = (day: number, time: string, on: boolean) =>
    setEdited(
      weekly.map((times, index) =>
        index !== day ? times : hours!.slotTimes.filter((slot) => (slot === time ? on : times.includes(slot))),
      ),
    );

  const onSaveHours = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void action.run(staffApi.setHours, { weekly }, "The weekly hours are saved.").then((answer) => {
      if (!answer) return;
      setEdited(null);
      void mutate();
    });
  };
  const onClose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void action
      .run<ClosedDayJson>(
        staffApi.closeDay,
        { day: formText(form, "day"), note: formText(form, "note") },
        (closed) => `${dayInWords(closed.day)} is closed. ${bookingsOnDay(closed)}`,
      )
      .then((answer) => {
        if (!answer) return;
        form.reset();
        void mutate();
      });
  };
  const onOpen = (closed: ClosedDayJson) =>
    void action
      .run(staffApi.openDay, { day: closed.day }, `${dayInWords(closed.day)} is open again.`)
      .then((answer) => answer && mutate());

  return (
    <>
      <h1>{STAFF_PAGES.hours.title}</h1>
      <ViewStatus loading={!hours && "Loading the hours…"} errors={[error, action.error]} done={action.done} />
      {hours && (
        <div css={{ display: "grid", gap: space(6) }}>
          <p css={[muted, { margin: 0 }]}>
            The consultation form offers these slots, {hours.timeZone} time, except on closed days. Booked consultations
            are on the <Link to={STAFF_PAGES.agenda.path}>agenda</Link>.
          </p>
          <section css={panel} aria-labelledby="closed-title">
            <h2 id="closed-title">Closed days</h2>
            {hours.closedDays.length === 0 ? (
              <p css={muted}>No day ahead is closed.</p>
            ) : (
              <ul css={list}>
                {hours.closedDays.map((closed) => (
                  <li key={closed.day}>
                    <p css={{ margin: 0, fontWeight: 700 }}>
                      {dayInWords(closed.day)}
                      {closed.note && <span css={{ fontWeight: 400 }}> · {closed.note}</span>}
                    </p>
                    <p css={[closed.bookings > 0 ? alert : muted, { margin: `${space(1)} 0` }]}>
                      {bookingsOnDay(closed)}
                    </p>
                    <button type="button" css={quietButton} onClick={() => onOpen(closed)}>
                      Open {dayInWords(closed.day)} again
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <h3>Close a day</h3>
            <form css={stack} onSubmit={onClose}>
              <label css={field}>
                Day
                <input css={control} name="day" type="date" min={hours.today} required />
              </label>
              <label css={field}>
                Note (optional, e.g. Thanksgiving)
                <input
                  css={control}
                  name="note"
                  type="text"
                  maxLength={CLOSED_DAY_NOTE_MAX_LENGTH}
                  autoComplete="off"
                />
              </label>
              <button type="submit" css={button}>
                Close the day
              </button>
            </form>
          </section>
          <section css={panel} aria-labelledby="weekly-title">
            <h2 id="weekly-title">Weekly hours</h2>
            <p css={muted}>The slots each weekday offers. A day without any is closed every week.</p>
            <form css={stack} onSubmit={onSaveHours}>
              <div css={days}>
                {WEEKDAY_NAMES.map((name, day) => (
                  <fieldset key={name} css={weekday}>
                    <legend>{name}</legend>
                    <div css={slots}>
                      {hours.slotTimes.map((time) => (
                        <label key={time} css={check}>
                          <input
                            type="checkbox"
                            css={{ width: 20, height: 20 }}
                            checked={weekly[day]?.includes(time) ?? false}
                            onChange={(event) => toggle(day, time, event.target.checked)}
                          />
                          {time}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                ))}
              </div>
              <button type="submit" css={button}>
                Save the weekly hours
              </button>
            </form>
          </section>
        </div>
      )}
    </>
  );
}
