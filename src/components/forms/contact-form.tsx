import Field from "./field";
import FormActions from "./form-actions";
import FormShell from "./form-shell";
import { fieldGrid, fullWidth } from "./form-grid";
import { contactForm } from "../../form-definitions/contact";

/** The message form of the contact page. */
const ContactForm = () => (
  <FormShell form={contactForm} id="contact-form" aria-label="Send us a message">
    <div css={fieldGrid}>
      <Field name="name" />
      <Field name="email" />
      <Field name="phone" />
      <Field name="company" />
      <Field name="subject" css={fullWidth} />
      <Field name="message" css={fullWidth} />
      <Field name="contactMethod" minChoiceWidth="96px" css={fullWidth} />
    </div>
    <FormActions submitLabel="Send Message" />
  </FormShell>
);

export default ContactForm;
