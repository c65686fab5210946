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
