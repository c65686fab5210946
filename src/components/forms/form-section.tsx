import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { fieldGrid } from "./form-grid";
import { colors, space } from "../../styles/theme";

type FormSectionProps = {
  /** Names the group for assistive technology and shows as a heading. */
  legend: string;
  /** Heading level inside the legend: 3 under a form titled with an h2. */
  level?: 3 | 4;
  intro?: ReactNode;
  children: ReactNode;
  /** Lay the fields out in the two-column grid (default) or stack them. */
  grid?: boolean;
};

const fieldsetStyle = css({
  border: 0,
  borderTop: `1px solid ${colors.line}`,
  margin: 0,
  padding: `${space(6)} 0 0`,
  minWidth: 0,
  "&:first-of-type": { borderTop: 0, paddingTop: 0 },
  "& + &": { marginTop: space(8) },
});

/** One titled part of a long form: a fieldset whose legend is also a heading. */
const FormSection = ({ legend, level = 3, intro, children, grid = true }: FormSectionProps) => {
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <fieldset css={fieldsetStyle}>
      <legend css={{ padding: 0, float: "left", width: "100%", marginBottom: space(4) }}>
        <Heading css={{ fontSize: "1.2rem", margin: 0 }}>{legend}</Heading>
      </legend>
      {intro && <p css={{ clear: "both", color: colors.muted, marginTop: 0 }}>{intro}</p>}
      <div css={[{ clear: "both" }, grid ? fieldGrid : { display: "grid", gap: space(5) }]}>{children}</div>
    </fieldset>
  );
};

export default FormSection;
