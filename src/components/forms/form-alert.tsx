import { css } from "@emotion/react";
import { colors, radii, space } from "../../styles/theme";

const box = css({
  marginTop: space(5),
  padding: `${space(3)} ${space(4)}`,
  borderRadius: radii.sm,
  border: `1px solid ${colors.danger}`,
  borderLeftWidth: 6,
  background: colors.surface,
  color: colors.ink,
  fontWeight: 600,
  p: { margin: 0 },
});

/**
 * Where a form says its submission failed. The role="alert" region is always in the page (empty until
 * needed), so screen readers announce the message the moment it is written into it.
 */
const FormAlert = ({ message }: { message?: string }) => (
  <div role="alert" css={message ? box : undefined}>
    {message && <p>{message}</p>}
  </div>
);

export default FormAlert;
