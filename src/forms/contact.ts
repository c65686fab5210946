/** The message form of /contact/ (ContactForm). */
import * as v from "valibot";
import options from "../../data/options.json";
import { defineForm } from "./define-form";
import {
  CONTACT_METHOD_MESSAGE,
  MAX_LENGTH,
  choiceWithDefault,
  optionValues,
  optionalPhone,
  optionalText,
  requiredChoice,
  requiredEmail,
  requiredLongText,
  requiredText,
} from "./fields";

export const contactForm = defineForm({
  name: "contact",
  title: "contact message",
  page: "/contact/",
  listFields: [],
  fileFields: [],
  schema: () =>
    v.object({
      name: requiredText("Full name", "Enter your full name", MAX_LENGTH.name),
      email: requiredEmail(),
      phone: optionalPhone(),
      company: optionalText("Company or practice", MAX_LENGTH.name),
      subject: requiredChoice(optionValues(options.contactSubjects), "Choose a subject"),
      message: requiredLongText("Message", "Enter your message"),
      contactMethod: choiceWithDefault(optionValues(options.contactMethods), "email", CONTACT_METHOD_MESSAGE),
    }),
});
