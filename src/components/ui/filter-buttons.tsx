import { useId } from "react";
import { css } from "@emotion/react";
import { labelStyle } from "../forms/form-styles";
import { colors, mq, radii, space } from "../../styles/theme";

type FilterOption = { readonly value: string; readonly label: string };

type FilterButtonsProps = {
  /** The visible name of the group, e.g. Category. */
  label: string;
  /** Every choice, in order (an "All" choice included). */
  options: ReadonlyArray<FilterOption>;
  /** The value of the pressed choice. */
  value: string;
  onChange: (value: string) => void;
};

export const filterRow = css({ display: "flex", flexWrap: "wrap", gap: space(2) });

/** One choice of a filter: a toggle button here, a link to a filtered page elsewhere (the chosen one current). */
export const filterChip = css({
  minHeight: 44,
  padding: `${space(2)} ${space(3)}`,
  borderRadius: radii.pill,
  // A 3:1 outline, so each choice reads as a control and not as plain text.
  border: `1px solid ${colors.muted}`,
  background: colors.surface,
  color: colors.ink,
  fontSize: "0.9rem",
  fontWeight: 600,
  [mq.sm]: { paddingInline: space(4), fontSize: "0.95rem" },
  cursor: "pointer",
  transition: "background-color 150ms, color 150ms, border-color 150ms",
  "&:hover": { borderColor: colors.primary, color: colors.primary },
  '&[aria-pressed="true"], &[aria-current="page"]': {
    background: colors.primary,
    borderColor: colors.primary,
    color: colors.onPrimary,
  },
});

/** A labelled group of toggle buttons; the pressed one is the active filter. */
const FilterButtons = ({ label, options, value, onChange }: FilterButtonsProps) => {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} css={labelStyle}>
        {label}
      </p>
      <div css={filterRow}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
            css={filterChip}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
};

export default FilterButtons;
