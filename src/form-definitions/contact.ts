/** The message form of /contact/ (ContactForm). */
import { formOptions } from "./options";
import { defineForm } from "./define-form";
import {
  MAX_LENGTH,
  choiceField,
  contactMethodField,
  emailField,
  longTextField,
  phoneField,
  textField,
} from "./fields";

export const contactForm = defineForm({
  name: "contact",
  title: "contact message",
  page: "/contact/",
  fields: {
    name: textField("Full Name", { required: "Enter your full name", max: MAX_LENGTH.name, autoComplete: "name" }),
    email: emailField("Email Address", { required: "Enter your email address" }),
    phone: phoneField(),
    company: textField("Company / Practice", { max: MAX_LENGTH.name, autoComplete: "organization" }),
    subject: choiceField("Subject", formOptions.contactSubjects, {
      message: "Choose a subject",
      required: true,
      placeholder: "Select a subject",
    }),
    message: longTextField("Message", { required: "Enter your message" }),
    contactMethod: contactMethodField(formOptions.contactMethods),
  },
});
