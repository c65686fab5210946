import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { card } from "../../styles/mixins";
import { headerHeight, mq, space } from "../../styles/theme";

type FormLayoutProps = {
  /** The form. */
  children: ReactNode;
  /** What to expect, contact details … beside the form on wide screens, under it on narrow ones. */
  aside?: ReactNode;
};

const grid = css({
  display: "grid",
  gap: space(8),
  alignItems: "start",
  [mq.lg]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)" },
});

const formCard = css(card, { padding: space(5), [mq.sm]: { padding: space(8) }, [mq.lg]: { padding: space(10) } });

/** A long form in a card, with an optional column of reassurance beside it. */
const FormLayout = ({ children, aside }: FormLayoutProps) => (
  <div css={grid}>
    <div css={formCard}>{children}</div>
    {aside && (
      <aside css={{ [mq.lg]: { position: "sticky", top: `calc(${headerHeight} + ${space(6)})` } }}>{aside}</aside>
    )}
  </div>
);

export default FormLayout;
