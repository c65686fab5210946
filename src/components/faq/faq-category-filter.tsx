import { useId } from "react";
import { css } from "@emotion/react";
import { colors, radii, space } from "../../styles/theme";
import type { FaqCategory } from "./types";

type FaqCategoryFilterProps = {
  /** Every choice, All first. */
  categories: ReadonlyArray<FaqCategory>;
  value: string;
  onChange: (category: string) => void;
  disabled?: boolean;
};

const list = css({ display: "flex", flexWrap: "wrap", gap: space(2) });

const chip = css({
  minHeight: 40,
  padding: `${space(1.5)} ${space(3.5)}`,
  // A 3:1 outline, so each choice reads as a control and not as plain text.
  border: `1px solid ${colors.muted}`,
  borderRadius: radii.pill,
  background: colors.surface,
  color: colors.ink,
  fontSize: "0.95rem",
  fontWeight: 600,
  cursor: "pointer",
  "&:hover:not(:disabled)": { borderColor: colors.primary, color: colors.primary },
  '&[aria-pressed="true"]': { background: colors.primary, borderColor: colors.primary, color: colors.onPrimary },
  "&:disabled": { cursor: "default" },
});

/** Toggle buttons for the FAQ categories; the chosen one is pressed. */
const FaqCategoryFilter = ({ categories, value, onChange, disabled = false }: FaqCategoryFilterProps) => {
  const labelId = useId();
  return (
    <div>
      <p id={labelId} css={{ margin: `0 0 ${space(1.5)}`, fontWeight: 600, color: colors.ink }}>
        Category
      </p>
      <div role="group" aria-labelledby={labelId} css={list}>
        {categories.map((category) => (
          <button
            key={category.value}
            type="button"
            css={chip}
            aria-pressed={category.value === value}
            disabled={disabled}
            onClick={() => onChange(category.value)}
          >
            {category.label}
          </button>
        ))}
      </div>
    </div>
  );
};

export default FaqCategoryFilter;
