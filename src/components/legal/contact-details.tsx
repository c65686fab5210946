import { useSiteConfig } from "../../hooks/use-site-config";

type ContactDetailsProps = {
  /** What to write about, e.g. "privacy" becomes the email subject "Privacy question". */
  topic: string;
};

/** The company's postal address, email and phone, from data/site-config.json. */
const ContactDetails = ({ topic }: ContactDetailsProps) => {
  const { siteTitle, contact } = useSiteConfig();
  const { address } = contact;
  const subject = encodeURIComponent(`${topic} question`);
  return (
    <address>
      <strong>{siteTitle}</strong>
      <br />
      {address.street}
      <br />
      {address.city}, {address.region} {address.postalCode}
      <br />
      {address.country === "US" ? "United States" : address.country}
      <br />
      Email: <a href={`mailto:${contact.email}?subject=${subject}`}>{contact.email}</a>
      <br />
      Phone: <a href={`tel:${contact.phoneE164}`}>{contact.phone}</a>
    </address>
  );
};

export default ContactDetails;
