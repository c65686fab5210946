import { useId, useMemo, useState } from "react";
import { flushSync } from "react-dom";
import { css } from "@emotion/react";
import { useFormContext, useWatch } from "react-hook-form";
import { timeButton } from "./choice-styles";
import Field from "./field";
import { useFormDeclaration, useNextFree } from "./form-shell";
import { fullWidth } from "./form-grid";
import { dayInWords, slotChoice, slotLabel } from "./free-times";
import { useFreeSlots } from "./use-free-slots";
import type { FreeSlot, SlotDay } from "../../lib/consultation-hours";
import { space } from "../../styles/theme";

export const DATE = "preferredDate";
export const TIME = "preferredTime";
/** The Preferred Date's id: the free-time picker's link to another day leads to it. */
export const DATE_ID = "preferred-date";

const choices = css(fullWidth, {
  p: { margin: `0 0 ${space(2)}`, fontWeight: 600 },
  ul: { display: "flex", flexWrap: "wrap", gap: space(2), listStyle: "none", margin: 0, padding: 0 },
  button: timeButton,
});

/** "7 free times" */
const count = (n: number) => `${n} free ${n === 1 ? "time" : "times"}`;

/** What the live region says of the chosen day: a time it took out, then how many are free, or the next free one. */
function dayStatus(day: SlotDay, officeZone: string, displaced?: { date: string; time: string }): string {
  const words = dayInWords(day.date);
  const lost = displaced?.date === day.date ? `${displaced.time} is not free on ${words}. ` : "";
  if (day.slots.length > 0) return `${lost}${count(day.slots.length)} on ${words}.`;
  if (day.next.length > 0) {
    return `${lost}No free times on ${words}. The next is ${slotChoice(day.next[0], officeZone)}.`;
  }
  return `${lost}No free times on ${words}. Choose another day, or leave day and time empty and we agree a time with you.`;
}

/**
 * The consultation's Preferred Date and Preferred Time. The static HTML offers the specification's every time and
 * the server decides; once React runs, the chosen day's free times are asked of the slot function
 * (useFreeSlots) and the list offers only those, each with the visitor's own time where their clock differs. A
 * time chosen that is not free that day (picked before the script ran, or before the day changed) is taken out and
 * said so beside the field, in a polite live region: nothing moves focus. A day without free times, or a booking
 * the function refused, offers the next free ones as buttons that fill in day and time in one press.
 */
const ConsultationTime = ({ officeZone }: { /** The office's zone in words, the build's. */ officeZone: string }) => {
  const { form } = useFormDeclaration();
  const declared = form.fields[TIME];
  const { setValue, getValues, clearErrors, setFocus } = useFormContext();
  // A date typed before the script ran is among the values the form starts from (choicesOnPage).
  const date = useWatch({ name: DATE }) as string | undefined;

  // A time the visitor chose that the day's answer does not offer (picked before the script ran, or for another
  // day) is taken out, and said.
  const [displaced, setDisplaced] = useState<{ date: string; time: string }>();
  const takeOutTaken = (day: SlotDay) => {
    const time = getValues(TIME) as unknown;
    if (typeof time !== "string" || time === "" || day.slots.some((slot) => slot.time === time)) return;
    setDisplaced({ date: day.date, time });
    setValue(TIME, "", { shouldDirty: true });
  };
  // A refused booking means the day changed since it was asked: ask again.
  const refused = useNextFree();
  const { free, earliest } = useFreeSlots(date, { refresh: refused, onFree: takeOutTaken });

  const options = useMemo(
    () =>
      free?.slots.map((slot) => {
        const label = declared.options?.find((option) => option.value === slot.time)?.label ?? slot.time;
        return { value: slot.time, label: slotLabel(slot, label, officeZone) };
      }),
    [free, officeZone, declared],
  );

  const [pressed, setPressed] = useState<readonly FreeSlot[]>();
  const offers = refused.length > 0 && pressed !== refused ? refused : free?.slots.length === 0 ? free.next : [];
  const choose = (slot: FreeSlot) => {
    setPressed(refused);
    setDisplaced(undefined);
    clearErrors(TIME);
    // The day first, drawn at once: another day's list (the whole one until its answer) then offers the time.
    flushSync(() => setValue(DATE, slot.date, { shouldDirty: true }));
    setValue(TIME, slot.time, { shouldDirty: true });
    // The pressed button is gone: focus goes to the field it filled in.
    setFocus(TIME);
  };
  const offersId = useId();

  return (
    <>
      <Field name={DATE} id={DATE_ID} min={earliest} />
      <Field
        name={TIME}
        options={options}
        // In the page from the start (empty), so screen readers announce what is written in.
        hint={
          <>
            {declared.hint} <span role="status">{free ? dayStatus(free, officeZone, displaced) : ""}</span>
          </>
        }
      />
      {offers.length > 0 && (
        <div css={choices} role="group" aria-labelledby={offersId}>
          <p id={offersId}>Free times you can book:</p>
          <ul>
            {offers.map((slot) => (
              <li key={slot.start}>
                <button type="button" onClick={() => choose(slot)}>
                  {slotChoice(slot, officeZone)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
};

export default ConsultationTime;
