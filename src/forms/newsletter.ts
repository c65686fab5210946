/** The newsletter sign-up (NewsletterForm), on several pages. */
import * as v from "valibot";
import { defineForm } from "./define-form";
import { requiredEmail } from "./fields";

export const newsletterForm = defineForm({
  name: "newsletter",
  title: "newsletter sign-up",
  page: "/",
  listFields: [],
  fileFields: [],
  schema: () => v.object({ email: requiredEmail() }),
});
