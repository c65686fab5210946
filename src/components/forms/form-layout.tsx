import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { card } from "../../styles/mixins";
import { headerHeight, mq, space } from "../../styles/theme";

type FormLayoutProps = {
  /** The form. */
  children: ReactNode;
  /** What to expect …: read before the form, so first on narrow screens; beside it on wide ones. */
  aside?: ReactNode;
  /**
   * After the form on narrow screens: reference (addresses, hours), or the steps after sending where cards to
   * choose from already come before the form.
   */
  asideLast?: boolean;
};

const grid = css({
  display: "grid",
  gap: space(8),
  alignItems: "start",
  [mq.lg]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)" },
});

const formCard = css(card, { padding: space(5), [mq.sm]: { padding: space(8) }, [mq.lg]: { padding: space(10) } });

const asideStyle = css({
  [mq.lg]: { gridColumn: 2, gridRow: 1, position: "sticky", top: `calc(${headerHeight} + ${space(6)})` },
});

/** A long form in a card, with an optional column of reassurance before it (beside it on wide screens). */
const FormLayout = ({ children, aside, asideLast = false }: FormLayoutProps) => {
  const side = aside && <aside css={asideStyle}>{aside}</aside>;
  return (
    <div css={grid}>
      {!asideLast && side}
      <div css={[formCard, { [mq.lg]: { gridColumn: 1, gridRow: 1 } }]}>{children}</div>
      {asideLast && side}
    </div>
  );
};

export default FormLayout;
