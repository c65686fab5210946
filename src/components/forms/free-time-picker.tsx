import { useId, useState, type MouseEvent } from "react";
import { flushSync } from "react-dom";
import { css } from "@emotion/react";
import { useFormContext, useWatch } from "react-hook-form";
import { DATE, DATE_ID, TIME } from "./consultation-time";
import { useNextFree } from "./form-shell";
import { dayInWords, ownTimeNote, slotChoice } from "./free-times";
import { timeButton } from "./choice-styles";
import { useFreeDays } from "./use-free-slots";
import { slotRange, type FreeSlot } from "../../lib/consultation-hours";
import { colors, radii, space } from "../../styles/theme";

/** The picker's id: the page hero's "Choose a time" leads to it. */
export const FREE_TIMES_ID = "free-times";

/** How many days of free times the picker offers; a later day is the Preferred Date's. */
const DAYS = 3;

const picker = css({
  marginBottom: space(6),
  paddingBottom: space(6),
  borderBottom: `1px solid ${colors.line}`,
  h3: { fontSize: "1.2rem", margin: `0 0 ${space(1)}` },
  // Two lines whether or not the day's name wraps, so the days' times start level.
  h4: { fontSize: "1rem", minHeight: "2.4em", margin: `0 0 ${space(2)}` },
  ul: {
    margin: 0,
    display: "grid",
    gridTemplateColumns: "repeat(auto-fill, minmax(10rem, 1fr))",
    gap: space(2),
    listStyle: "none",
    padding: 0,
  },
  button: css(timeButton, {
    display: "flex",
    flexDirection: "column",
    justifyContent: "center",
    width: "100%",
    paddingInline: space(2),
    lineHeight: 1.3,
    span: { whiteSpace: "nowrap" },
    small: { fontSize: "0.8rem", fontWeight: 400 },
  }),
});

/**
 * The days side by side, as a week's columns: all of them on a wide screen; on a phone as many as fit, the next one
 * peeking, the row scrolling sideways (each day its own snap point). Its content does not widen the form (inline-size
 * containment: the row takes the width it is given).
 */
const row = css({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "minmax(11.5rem, 1fr)",
  gap: space(3),
  contain: "inline-size",
  overflowX: "auto",
  overscrollBehaviorX: "contain",
  scrollSnapType: "x mandatory",
  "& > *": { scrollSnapAlign: "start" },
});

const day = css({ background: colors.surfaceAlt, borderRadius: radii.md, padding: space(3) });

const said = css({ margin: 0, color: colors.success, fontWeight: 600, "&:not(:empty)": { marginTop: space(4) } });

/**
 * The consultation form's first part: the next DAYS days' free times as buttons, in the office's zone with the
 * visitor's own time beside them where their clock differs. A press fills in Preferred Date and Preferred Time below
 * and says so; a later day is the Preferred Date's. In the static HTML, and when the slot function does not answer,
 * it is a line leading to the Preferred Date (the form works as before): the buttons exist only once React runs.
 */
const FreeTimePicker = ({ officeZone }: { /** The office's zone in words, the build's. */ officeZone: string }) => {
  const { setValue, clearErrors, setFocus } = useFormContext();
  const [date, time] = useWatch({ name: [DATE, TIME] }) as [string | undefined, string | undefined];
  // A refused booking means the days changed since they were asked: ask again.
  const days = useFreeDays(DAYS, useNextFree());
  const [chosen, setChosen] = useState<FreeSlot>();
  const id = useId();

  const isChosen = (slot: FreeSlot) => slot.date === date && slot.time === time;
  const choose = (slot: FreeSlot) => {
    clearErrors([DATE, TIME]);
    // The day first, drawn at once, as ConsultationTime's own buttons do: its list then offers the time.
    flushSync(() => setValue(DATE, slot.date, { shouldDirty: true }));
    setValue(TIME, slot.time, { shouldDirty: true });
    setChosen(slot);
    // Focus stays on the pressed button, which stays in place showing it is pressed: the live region says what was
    // chosen and that the details follow (the next Tab leads to them), and the visitor can still compare or change
    // times. Moving focus to First Name would open a phone's keyboard and scroll the choice away before it is seen.
  };
  const toDate = (event: MouseEvent<HTMLAnchorElement>) => {
    // Without the script the link scrolls to the field; with it, the field also takes focus.
    event.preventDefault();
    setFocus(DATE);
  };

  const shown = days !== undefined && days.length > 0;
  return (
    <div id={FREE_TIMES_ID} css={picker}>
      {shown && (
        <div role="group" aria-labelledby={`${id}title`}>
          <h3 id={`${id}title`}>Pick a free time</h3>
          <p css={{ color: colors.muted, margin: `0 0 ${space(3)}` }}>Times are in {officeZone}.</p>
          <div css={row}>
            {days.map((free) => (
              <div key={free.date} css={day} role="group" aria-labelledby={`${id}${free.date}`}>
                <h4 id={`${id}${free.date}`}>{dayInWords(free.date)}</h4>
                <ul>
                  {free.slots.map((slot) => {
                    const note = ownTimeNote(slot, officeZone);
                    return (
                      <li key={slot.start}>
                        <button type="button" aria-pressed={isChosen(slot)} onClick={() => choose(slot)}>
                          <span>{slotRange(slot.time)}</span>
                          {note && <small> {note}</small>}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </div>
        </div>
      )}
      {/* In the page from the start (empty), so screen readers announce what is written in; cleared when the day or
          time is changed in the fields below. */}
      <p role="status" css={said}>
        {chosen && isChosen(chosen) ? `${slotChoice(chosen, officeZone)} chosen. Fill in your details below.` : ""}
      </p>
      <p css={{ margin: `${shown ? space(4) : 0} 0 0` }}>
        <a href={`#${DATE_ID}`} onClick={toDate}>
          {shown ? "Choose another day" : "Choose your day and time"}
        </a>
        {shown ? "" : " under Consultation Details below."}
      </p>
    </div>
  );
};

export default FreeTimePicker;
