/** An application for a job of /careers/ (CareerApplicationForm), multipart/form-data with the resume. */
import * as v from "valibot";
import jobs from "../../data/jobs.json";
import { defineForm } from "./define-form";
import {
  MAX_LENGTH,
  ids,
  optionalLongText,
  requiredChoice,
  requiredEmail,
  requiredPhone,
  requiredText,
} from "./fields";
import { resumeFile } from "./resume";

export const careerApplicationForm = defineForm({
  name: "career-application",
  title: "job application",
  page: "/careers/",
  listFields: [],
  fileFields: ["resume"],
  schema: () =>
    v.object({
      jobId: requiredChoice(ids(jobs), "This job is no longer open: choose one on the careers page"),
      fullName: requiredText("Full name", "Enter your full name", MAX_LENGTH.name),
      email: requiredEmail("Email"),
      phone: requiredPhone(),
      resume: resumeFile(),
      coverLetter: optionalLongText("Cover letter"),
    }),
});
