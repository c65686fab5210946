import { useId } from "react";
import { css } from "@emotion/react";
import { labelStyle } from "../forms/form-styles";
import { ALL_CATEGORIES } from "../../lib/filter-posts";
import { colors, mq, radii, space } from "../../styles/theme";

type CategoryFilterProps = {
  /** The blog's categories, without All (it is always offered first). */
  categories: readonly string[];
  value: string;
  onChange: (category: string) => void;
  disabled?: boolean;
};

const row = css({ display: "flex", flexWrap: "wrap", gap: space(2) });

const chip = css({
  minHeight: 44,
  padding: `${space(2)} ${space(3)}`,
  borderRadius: radii.pill,
  border: `1px solid ${colors.muted}`,
  background: colors.surface,
  color: colors.ink,
  fontSize: "0.9rem",
  fontWeight: 600,
  [mq.sm]: { paddingInline: space(4), fontSize: "0.95rem" },
  cursor: "pointer",
  transition: "background-color 150ms, color 150ms, border-color 150ms",
  "&:hover": { borderColor: colors.primary, color: colors.primary },
  '&[aria-pressed="true"]': { background: colors.primary, borderColor: colors.primary, color: colors.onPrimary },
  "&:disabled": { cursor: "not-allowed", opacity: 0.7 },
});

/** A group of toggle buttons, one per category plus All; the pressed one is the active filter. */
const CategoryFilter = ({ categories, value, onChange, disabled = false }: CategoryFilterProps) => {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} css={labelStyle}>
        Category
      </p>
      <div css={row}>
        {[ALL_CATEGORIES, ...categories].map((category) => (
          <button key={category} type="button" aria-pressed={category === value} onClick={() => onChange(category)} disabled={disabled} css={chip}>
            {category}
          </button>
        ))}
      </div>
    </div>
  );
};

export default CategoryFilter;
