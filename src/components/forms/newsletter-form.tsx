import { css } from "@emotion/react";
import Field from "./field";
import FormShell from "./form-shell";
import SubmitButton from "./submit-button";
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

/** Email sign-up for the newsletter. */
const NewsletterForm = ({ heading }: NewsletterFormProps) => (
  <FormShell form={newsletterForm} requiredNote={false} title={heading} aria-label={heading ? undefined : "Newsletter"}>
    <div css={row}>
      <Field name="email" />
      <SubmitButton label="Subscribe" />
    </div>
  </FormShell>
);

export default NewsletterForm;
