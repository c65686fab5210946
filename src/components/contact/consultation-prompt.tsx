import { Link } from "gatsby";
import { css } from "@emotion/react";
import Icon from "../ui/icon";
import arrowRightIcon from "../../styles/icons/arrow-right";
import calendarIcon from "../../styles/icons/calendar";
import { card } from "../../styles/mixins";
import { colors, space } from "../../styles/theme";

const box = css(card, {
  background: colors.primaryTint,
  borderColor: "transparent",
  boxShadow: "none",
  p: { color: colors.ink },
});

/** For visitors who would rather talk than write: the free consultation. */
const ConsultationPrompt = () => (
  <div css={box}>
    <h2 css={{ fontSize: "1.25rem", display: "flex", alignItems: "center", gap: space(2) }}>
      <Icon shape={calendarIcon} />
      Prefer a call?
    </h2>
    <p>Book a free 30-minute consultation with a specialist, at a time that suits you.</p>
    <Link
      to="/consultation/"
      css={{ display: "inline-flex", alignItems: "center", gap: space(2), minHeight: 44, fontWeight: 700 }}
    >
      Book a free consultation <Icon shape={arrowRightIcon} size={18} />
    </Link>
  </div>
);

export default ConsultationPrompt;
