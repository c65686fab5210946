import { useId, type ReactNode } from "react";
import { css } from "@emotion/react";
import ButtonLink from "../ui/button-link";
import { colors, radii, space } from "../../styles/theme";

const box = css({
  margin: `${space(10)} 0`,
  padding: `${space(6)} ${space(6)} ${space(7)}`,
  borderRadius: radii.lg,
  background: colors.primary,
  // The post's prose (PostBody) styles text, links, bold and headings for a white page; on this band all of it
  // is white (8.2:1). Doubled classes (&&) outrank the prose's element selectors.
  "&&, && p, && strong, && p a, && p a:hover": { color: colors.onPrimary },
  "&& p": { margin: `0 0 ${space(5)}` },
});

const heading = css({
  "&&": { margin: `0 0 ${space(2)}`, color: colors.onPrimary, fontSize: "1.35rem", lineHeight: 1.3 },
});

type CallToActionProps = {
  /** A short invitation, e.g. "Want help putting this into practice?" */
  heading: string;
  /** A page of the site, usually one of its forms: /consultation/, /request-quote/, /contact/, /service-request/. */
  to: string;
  /** The button's words, e.g. "Book a free consultation". */
  label: string;
  /** One or two sentences under the heading. */
  children?: ReactNode;
};

/** In a post (MDX): a band that invites the reader to one of the site's forms, with its own heading for screen readers. */
const CallToAction = ({ heading: title, to, label, children }: CallToActionProps) => {
  const headingId = useId();
  return (
    <aside aria-labelledby={headingId} css={box}>
      <h2 id={headingId} css={heading}>
        {title}
      </h2>
      {children}
      <ButtonLink to={to} variant="light">
        {label}
      </ButtonLink>
    </aside>
  );
};

export default CallToAction;
