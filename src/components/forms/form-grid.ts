/** How fields and cards sit side by side in forms and card rows. */
import { css } from "@emotion/react";
import { mq, space } from "../../styles/theme";

/** Fields stacked with even spacing; two columns from tablet width. Give a field `fullWidth` to span both. */
export const fieldGrid = css({
  display: "grid",
  gap: space(5),
  [mq.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", columnGap: space(6) },
});

export const fullWidth = css({ [mq.md]: { gridColumn: "1 / -1" } });

/** Cards that share the row's full width (auto-fit: no empty columns when there are few cards). */
export const cardRow = (min: string, gap = space(6)) =>
  css({ display: "grid", gap, gridTemplateColumns: `repeat(auto-fit, minmax(min(${min}, 100%), 1fr))` });

/**
 * A card row that, on phones, scrolls sideways (each card most of the width, the next one peeking) rather than
 * stacking, so the form after it starts within the first screens; a grid like cardRow from sm up.
 */
export const swipeRow = (min: string, gap = space(6)) =>
  css(cardRow(min, gap), {
    "@media (max-width: 639.98px)": {
      gridTemplateColumns: "none",
      gridAutoFlow: "column",
      gridAutoColumns: "84%",
      gap: space(4),
      overflowX: "auto",
      overscrollBehaviorX: "contain",
      scrollSnapType: "x mandatory",
      paddingBottom: space(3),
      "& > *": { scrollSnapAlign: "start" },
    },
  });
