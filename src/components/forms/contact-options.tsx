import { css } from "@emotion/react";
import { Link } from "gatsby";
import { cardRow } from "./form-grid";
import { useSiteConfig } from "../../hooks/use-site-config";
import { card, unstyledList } from "../../styles/mixins";
import { colors, space } from "../../styles/theme";

type ContactOption = {
  title: string;
  text: string;
  /** tel:, mailto:, #anchor or a site path. */
  to: string;
  label: string;
};

type ContactOptionsProps = {
  /** The third way to reach us, after calling and emailing (the form on this page, or booking a consultation). */
  third: ContactOption;
};

const grid = css(unstyledList, cardRow("260px"));

const item = css(card, {
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  h3: { marginBottom: space(2) },
  p: { color: colors.body, flexGrow: 1 },
});

// A plain, bold link rather than a pill button: an email address must be free to wrap on a phone.
const action = css({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  fontWeight: 700,
  fontSize: "1.1rem",
  overflowWrap: "anywhere",
});

/** Call, email, and one more way to start: three cards side by side. */
const ContactOptions = ({ third }: ContactOptionsProps) => {
  const { contact, businessHours } = useSiteConfig();
  const weekdays = businessHours[0];
  const options: ContactOption[] = [
    {
      title: "Call Us",
      text: weekdays ? `Talk with our team ${weekdays.days}, ${weekdays.hours}.` : "Talk with our team.",
      to: `tel:${contact.phoneE164}`,
      label: contact.phone,
    },
    {
      title: "Email Us",
      text: "Write to us any time; we reply within 24 hours.",
      to: `mailto:${contact.email}`,
      label: contact.email,
    },
    third,
  ];
  return (
    <ul css={grid}>
      {options.map((option) => (
        <li key={option.title} css={item}>
          <h3>{option.title}</h3>
          <p>{option.text}</p>
          {option.to.startsWith("/") ? (
            <Link to={option.to} css={action}>
              {option.label} <span aria-hidden="true">&rarr;</span>
            </Link>
          ) : (
            <a href={option.to} css={action}>
              {option.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
};

export default ContactOptions;
