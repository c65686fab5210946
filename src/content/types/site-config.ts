import * as v from "valibot";
import { defineContentType } from "../content-type";
import { built, image, objectType, oneOf, slug, text, url, wholeNumber } from "../schemas";
import { SHOWN_CLAIMS } from "../../lib/claims";

const logo = objectType("SiteLogo", "The company logo and what to show if it cannot load.", {
  image: v.pipe(image, v.description("Logo image, relative to data/.")),
  altText: v.pipe(text, v.description("Alternative text of the logo, usually the company name.")),
  width: v.pipe(wholeNumber, v.description("Width in CSS pixels at which the logo is drawn.")),
  height: v.pipe(wholeNumber, v.description("Height in CSS pixels at which the logo is drawn.")),
  fallbackIcon: v.pipe(
    text,
    v.description("Name of the icon shown if the image fails to load (a file of src/styles/icons/, e.g. stethoscope)."),
  ),
  fallbackIconPath: v.pipe(
    built(v.string()),
    v.description("The fallback icon's SVG path data, resolved from fallbackIcon when the site is built."),
  ),
});

const address = objectType("PostalAddress", "A postal address.", {
  street: v.pipe(text, v.description("Street and number, e.g. 2000 Town Center, Suite 1900.")),
  city: v.pipe(text, v.description("City, e.g. Southfield.")),
  region: v.pipe(text, v.description("State or region code, e.g. MI.")),
  postalCode: v.pipe(text, v.description("ZIP or postal code, e.g. 48075.")),
  country: v.pipe(text, v.description("Country code, e.g. US.")),
});

const claim = objectType("SiteClaim", "A figure the company states of itself, with its caption.", {
  id: v.pipe(
    slug,
    v.description(
      `Stable id: pages pick a claim by it (${SHOWN_CLAIMS.join(", ")}), so its label and figure may change freely.`,
    ),
  ),
  number: v.pipe(text, v.description("The figure as shown, e.g. '98%'.")),
  label: v.pipe(text, v.description("What the figure measures.")),
});

/** The ids the pages pick that `claims` lacks. */
const missingClaims = (claims: readonly { id: string }[]) =>
  SHOWN_CLAIMS.filter((id) => !claims.some((claim) => claim.id === id));

const contact = objectType("SiteContact", "How to reach the company.", {
  phone: v.pipe(text, v.description("Phone as shown, e.g. (248) 555-0142.")),
  phoneE164: v.pipe(text, v.description("Phone in E.164 form for tel: links, e.g. +12485550142.")),
  email: v.pipe(text, v.description("General enquiries address, shown on /contact and in the footer.")),
  supportEmail: v.pipe(
    text,
    v.description("Address for existing clients' support requests (client portal, /contact)."),
  ),
  careersEmail: v.pipe(text, v.description("Address for job applications, shown on /careers.")),
  timeZone: v.pipe(
    oneOf(Intl.supportedValuesOf("timeZone")),
    v.description(
      "The office's IANA time zone, e.g. America/Detroit: consultation hours are in it, and every time the site, its mails and its calendar invitations give.",
    ),
  ),
  timeZoneName: v.pipe(
    built(v.string()),
    v.description(
      "The office's zone in words whatever the season, e.g. Eastern Time, made from timeZone by the build.",
    ),
  ),
  consultationCall: v.pipe(
    text,
    v.check(
      (sentence) => /\{phone\}/.test(sentence) && !/\{(?!phone\})/.test(sentence),
      "must name {phone}, which stands for the number the booker gave, and no other {…}",
    ),
    v.description(
      "How a booked consultation happens, as its invitation and mails say it, e.g. We will call you at {phone}. {phone} stands for the number the booker gave.",
    ),
  ),
  address: v.pipe(address, v.description("The office, shown on /contact and in structured data.")),
});

const social = objectType("SiteSocial", "The company's social profiles: full https URLs, linked from the footer.", {
  facebook: v.pipe(url, v.description("Facebook page URL.")),
  twitter: v.pipe(url, v.description("X (Twitter) profile URL.")),
  linkedin: v.pipe(url, v.description("LinkedIn company page URL.")),
  instagram: v.pipe(url, v.description("Instagram profile URL.")),
});

const hero = objectType("SiteHero", "The home page's first screen.", {
  title: v.pipe(text, v.description("Main heading (h1) of the home page.")),
  subtitle: v.pipe(text, v.description("Sentence under the heading.")),
  ctaText: v.pipe(text, v.description("Label of the hero's main button.")),
});

const businessHours = objectType(
  "BusinessHours",
  "Opening hours for a range of days, shown on /contact and in the footer.",
  {
    days: v.pipe(text, v.description("e.g. Monday - Friday")),
    hours: v.pipe(text, v.description("e.g. 8:00 AM - 6:00 PM EST, or Closed")),
  },
);

export default defineContentType({
  type: "SiteConfigJson",
  description: "Site-wide settings: name, contact details, social links, hero copy. From data/site-config.json.",
  fields: v.object({
    siteTitle: v.pipe(text, v.description("Company name, used in titles and the header.")),
    siteDescription: v.pipe(text, v.description("Default meta description.")),
    siteUrl: v.pipe(url, v.description("Canonical origin without a trailing slash, e.g. https://www.example.com.")),
    logo: v.pipe(logo, v.description("The logo in the header and footer.")),
    contact: v.pipe(
      contact,
      v.description("Phone, emails and address, shown in the footer, on /contact and in structured data."),
    ),
    social: v.pipe(social, v.description("Social profile links in the footer.")),
    hero: v.pipe(hero, v.description("Heading, subheading and button text of the home page hero.")),
    claims: v.pipe(
      v.array(claim),
      v.check(
        (claims) => new Set(claims.map((claim) => claim.id)).size === claims.length,
        "must give each claim an id of its own",
      ),
      v.check(
        (claims) => missingClaims(claims).length === 0,
        (issue) =>
          `must keep a claim of each id the pages show (${SHOWN_CLAIMS.join(", ")}); missing: ${missingClaims(
            issue.input as { id: string }[],
          ).join(", ")}`,
      ),
      v.description("Marketing claims shown in stats strips (500+ practices, 98% satisfaction …)."),
    ),
    businessHours: v.pipe(v.array(businessHours), v.description("Business hours, one line each.")),
    mapEmbedUrl: v.pipe(url, v.description("Embeddable map of the office (iframe src).")),
  }),
});
