/**
 * A sender's email address and phone number as links to mail or call them with one tap: plain links in a list's row,
 * buttons a thumb finds on a lead's page.
 */
import { css } from "@emotion/react";
import { space } from "../../styles/theme";
import { quietButton } from "./staff-styles";

/** A phone number as a tel: address: its digits, and a leading + for an international one. */
export const telHref = (phone: string) => `tel:${phone.trim().startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;

const list = css({
  display: "flex",
  flexWrap: "wrap",
  gap: `${space(1)} ${space(4)}`,
  listStyle: "none",
  margin: 0,
  padding: 0,
  a: { display: "inline-block", minHeight: 24, overflowWrap: "anywhere" },
});

type ContactLinksProps = {
  readonly email: string;
  readonly phone: string;
  readonly buttons?: boolean;
  readonly className?: string;
};

export default function ContactLinks({ email, phone, buttons = false, className }: ContactLinksProps) {
  if (!email && !phone) return null;
  const look = buttons ? quietButton : undefined;
  return (
    <ul css={[list, buttons && { gap: space(3), margin: `${space(3)} 0 ${space(5)}` }]} className={className}>
      {email && (
        <li>
          <a css={look} href={`mailto:${email}`}>
            {buttons ? `Email ${email}` : email}
          </a>
        </li>
      )}
      {phone && (
        <li>
          <a css={look} href={telHref(phone)}>
            {buttons ? `Call ${phone}` : phone}
          </a>
        </li>
      )}
    </ul>
  );
}
