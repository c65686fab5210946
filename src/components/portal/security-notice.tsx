import { css } from "@emotion/react";
import Icon from "../ui/icon";
import shieldIcon from "../../styles/icons/shield";
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

/** What this demo does with what is typed into it (nothing), and what the real portal will do to protect client data. */
const SecurityNotice = ({ className }: SecurityNoticeProps) => (
  <div css={box} className={className}>
    <Icon shape={shieldIcon} size={22} />
    <div>
      <p css={{ fontWeight: 700 }}>This sign-in is a demo</p>
      <p>
        It stores and sends nothing you type here, so please don't use a real password. When the real portal opens, it
        will encrypt client information in transit and at rest, handle it as HIPAA requires under your practice's
        Business Associate Agreement with us, and show your account only to the people your practice authorises.
      </p>
    </div>
  </div>
);

export default SecurityNotice;
