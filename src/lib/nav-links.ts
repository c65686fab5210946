/** The site's link lists, for its header, footer and mobile menu, and for the functions' pages. */

/** A link of a menu or list: its text and its path on this site. */
export type MenuLink = { label: string; to: string };

/** The Get Started menu, in the header and the mobile menu. */
export const getStartedLinks: MenuLink[] = [
  { label: "Book Consultation", to: "/consultation/" },
  { label: "View Plans", to: "/subscription/" },
  { label: "Request Service", to: "/service-request/" },
  { label: "Get Quote", to: "/request-quote/" },
];

export const companyLinks: MenuLink[] = [
  { label: "About Us", to: "/about/" },
  { label: "Careers", to: "/careers/" },
  { label: "Blog", to: "/blog/" },
  { label: "Testimonials", to: "/testimonials/" },
  { label: "FAQ", to: "/faq/" },
];

export const supportLinks: MenuLink[] = [
  { label: "Contact Us", to: "/contact/" },
  { label: "Client Portal", to: "/client-portal/" },
  { label: "Request Quote", to: "/request-quote/" },
  { label: "Privacy Policy", to: "/privacy-policy/" },
  { label: "Terms of Service", to: "/terms-of-service/" },
];
