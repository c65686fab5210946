/** A sender's email address and phone number as links to mail or call them with one tap. */
import { css } from "@emotion/react";
import { space } from "../../styles/theme";

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
  readonly className?: string;
};

export default function ContactLinks({ email, phone, className }: ContactLinksProps) {
  if (!email && !phone) return null;
  return (
    <ul css={list} className={className}>
      {email && (
        <li>
          <a href={`mailto:${email}`}>{email}</a>
        </li>
      )}
      {phone && (
        <li>
          <a href={telHref(phone)}>{phone}</a>
        </li>
      )}
    </ul>
  );
}
