import FormActions from "./form-actions";
import FormShell from "./form-shell";
import RadioGroup from "./radio-group";
import SelectField from "./select-field";
import TextareaField from "./textarea-field";
import TextField from "./text-field";
import { fieldGrid, fullWidth } from "./form-grid";
import { useFormOptions } from "../../hooks/use-form-options";

/** The message form of the contact page. */
const ContactForm = () => {
  const { options } = useFormOptions();
  return (
    <FormShell formName="contact" id="contact-form" aria-label="Send us a message">
      <div css={fieldGrid}>
        <TextField label="Full Name" name="name" autoComplete="name" required />
        <TextField label="Email Address" name="email" type="email" autoComplete="email" required />
        <TextField label="Phone Number" name="phone" type="tel" autoComplete="tel" />
        <TextField label="Company / Practice" name="company" autoComplete="organization" />
        <SelectField
          label="Subject"
          name="subject"
          options={options.contactSubjects}
          placeholder="Select a subject"
          required
          css={fullWidth}
        />
        <TextareaField label="Message" name="message" rows={4} required css={fullWidth} />
        <RadioGroup
          legend="Preferred Contact Method"
          name="contactMethod"
          options={options.contactMethods}
          defaultValue="email"
          minChoiceWidth="96px"
          css={fullWidth}
        />
      </div>
      <FormActions submitLabel="Send Message" />
    </FormShell>
  );
};

export default ContactForm;
