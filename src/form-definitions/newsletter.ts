/** The newsletter sign-up (NewsletterForm), on several pages. */
import { defineForm } from "./define-form";
import { emailField } from "./fields";

export const newsletterForm = defineForm({
  name: "newsletter",
  title: "newsletter sign-up",
  page: "/",
  fields: { email: emailField("Email address", { required: "Enter your email address" }) },
});
