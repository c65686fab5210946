/** An application for a job of /careers/ (CareerApplicationForm), multipart/form-data with the resume. */
import { contentOptions } from "./options";
import { defineForm } from "./define-form";
import { MAX_LENGTH, emailField, hiddenChoiceField, longTextField, phoneField, textField } from "./fields";
import { resumeField } from "./resume";

export const careerApplicationForm = defineForm({
  name: "career-application",
  title: "job application",
  page: "/careers/",
  fields: {
    jobId: hiddenChoiceField("Job", contentOptions.jobs, "This job is no longer open: choose one on the careers page"),
    fullName: textField("Full Name", { required: "Enter your full name", max: MAX_LENGTH.name, autoComplete: "name" }),
    email: emailField("Email", { required: "Enter your email address" }),
    phone: phoneField("Phone", { required: "Enter your phone number" }),
    resume: resumeField("Resume/CV"),
    coverLetter: longTextField("Cover Letter", { hint: "Optional: tell us why this role suits you." }),
  },
});
