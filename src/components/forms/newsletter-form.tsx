import { css } from "@emotion/react";
import { Link } from "gatsby";
import Field from "./field";
import FormShell from "./form-shell";
import SubmitButton from "./submit-button";
import { hintStyle } from "./form-styles";
import { newsletterForm } from "../../form-definitions/newsletter";
import { mq, space } from "../../styles/theme";

type NewsletterFormProps = {
  /** Shown as an h2 above the field and used as the form's name; without it the form is named "Newsletter". */
  heading?: string;
};

const row = css({
  display: "flex",
  flexDirection: "column",
  gap: space(3),
  [mq.sm]: { flexDirection: "row", alignItems: "flex-end" },
  "& > div": { flex: 1 },
});

/** A sign-up counts once confirmed: the mail it sends has the link (double opt-in). */
export const SENT =
  "Almost done: check your inbox and press the link in the mail we just sent you to confirm your subscription. Until you confirm, you are not subscribed.";

/** Email sign-up for the newsletter. */
const NewsletterForm = ({ heading }: NewsletterFormProps) => (
  <FormShell
    form={newsletterForm}
    requiredNote={false}
    title={heading}
    aria-label={heading ? undefined : "Newsletter"}
    sentMessage={SENT}
  >
    <div css={row}>
      <Field name="email" />
      <SubmitButton label="Subscribe" />
    </div>
    {/* The consent a sign-up records (with the page and this policy's version): said where it is given. */}
    <p css={hintStyle}>
      We use your address only to send you the newsletter. See our <Link to="/privacy-policy/">Privacy Policy</Link>.
    </p>
  </FormShell>
);

export default NewsletterForm;
