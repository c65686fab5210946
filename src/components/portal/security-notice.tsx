import { css } from "@emotion/react";
import Icon from "../ui/icon";
import shieldIcon from "../ui/icons/shield";
import { colors, radii, space } from "../../styles/theme";

type SecurityNoticeProps = { className?: string };

const box = css({
  display: "flex",
  gap: space(3),
  padding: space(4),
  borderRadius: radii.md,
  border: `1px solid ${colors.line}`,
  background: colors.primaryTint,
  color: colors.ink,
  fontSize: "0.95rem",
  p: { margin: 0 },
  svg: { flexShrink: 0, color: colors.primary, marginTop: 2 },
});

/** How the real portal protects client data. */
const SecurityNotice = ({ className }: SecurityNoticeProps) => (
  <div css={box} className={className}>
    <Icon shape={shieldIcon} size={22} />
    <div>
      <p css={{ fontWeight: 700 }}>Your data is protected</p>
      <p>
        Client information in the portal is encrypted in transit and at rest, and our systems and processes are HIPAA
        compliant. Only the people your practice authorises can see your account.
      </p>
    </div>
  </div>
);

export default SecurityNotice;
