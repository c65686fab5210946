import { css } from "@emotion/react";
import Icon from "../ui/icon";
import clipboardIcon from "../../styles/icons/clipboard";
import { colors, radii, space } from "../../styles/theme";

const notice = css({
  display: "flex",
  alignItems: "flex-start",
  gap: space(3),
  padding: `${space(3)} ${space(4)}`,
  borderRadius: radii.md,
  border: `1px solid ${colors.accent}`,
  background: "#FFF6E8",
  color: colors.ink,
  p: { margin: 0 },
  svg: { flexShrink: 0, marginTop: 3, color: colors.accentText },
});

/** Says plainly that the dashboard is a demonstration, so no one mistakes its figures for their own. */
const DemoNotice = () => (
  <div css={notice}>
    <Icon shape={clipboardIcon} />
    <p>
      <strong>Demo dashboard — sample data.</strong> The practice, figures, reports and messages below are examples for
      a fictional client. Nothing you typed to sign in was sent or stored.
    </p>
  </div>
);

export default DemoNotice;
