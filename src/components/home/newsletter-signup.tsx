import { css } from "@emotion/react";
import { lazyForm } from "../forms/lazy-form";
import { card } from "../../styles/mixins";
import { colors, mq, space } from "../../styles/theme";

const NewsletterForm = lazyForm(() => import(/* webpackPreload: true */ "../forms/newsletter-form"));

type NewsletterSignupProps = {
  heading?: string;
};

const panel = css(card, {
  maxWidth: 760,
  marginInline: "auto",
  h2: { fontSize: "clamp(1.4rem, 1.2rem + 0.8vw, 1.75rem)" },
  [mq.md]: { padding: space(10) },
});

/** The newsletter form in a card, with a word on what subscribers get. */
const NewsletterSignup = ({ heading = "Practical Tips for Your Practice, in Your Inbox" }: NewsletterSignupProps) => (
  <div css={panel}>
    <NewsletterForm heading={heading} />
    <p css={{ margin: `${space(4)} 0 0`, fontSize: "0.95rem", color: colors.muted }}>
      New articles on EHR workflows, billing, coding and staffing, written for physicians and practice managers.
      Unsubscribe at any time.
    </p>
  </div>
);

export default NewsletterSignup;
