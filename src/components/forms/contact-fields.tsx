import TextField from "./text-field";

/** First and last name, email, phone and job title: the opening fields of every lead form. */
const ContactFields = () => (
  <>
    <TextField label="First Name" name="firstName" autoComplete="given-name" required />
    <TextField label="Last Name" name="lastName" autoComplete="family-name" required />
    <TextField label="Email Address" name="email" type="email" autoComplete="email" required />
    <TextField label="Phone Number" name="phone" type="tel" autoComplete="tel" required />
    <TextField
      label="Job Title"
      name="title"
      autoComplete="organization-title"
      hint="For example Practice Manager or Physician."
    />
  </>
);

export default ContactFields;
