import * as v from "valibot";
import { defineContentType } from "../content-type";
import { objectType, text } from "../schemas";

const option = objectType(
  "Option",
  "A choice in a select, radio group or filter: the value sent or stored, and the label shown.",
  {
    value: v.pipe(text, v.description("Value sent with a form or used in a URL.")),
    label: v.pipe(text, v.description("Text shown to the visitor.")),
  },
);

const options = (description: string) => v.pipe(v.array(option), v.description(description));

export default defineContentType({
  type: "OptionsJson",
  description: "Every enumeration of the site: form option lists and content categories. From data/options.json.",
  fields: v.object({
    blogCategories: options("Categories a post can have (its category field) and the filters of /blog."),
    faqCategories: options("Categories an FAQ can have (its category field) and the filters of /faq."),
    quotePracticeTypes: options("Practice type choices of the quote form (/request-quote)."),
    subscriptionPracticeTypes: options("Practice type choices of the subscription form (/subscription)."),
    serviceRequestPracticeTypes: options("Practice type choices of the service request form (/service-request)."),
    practiceSizes: options("Practice size choices (number of providers) of the forms that ask for it."),
    quoteServices: options("Services a visitor can tick in the quote form."),
    consultationTypes: options("Kinds of consultation of /consultation, e.g. video call."),
    timeSlots: options("Preferred times of day of /consultation."),
    quoteTimelines: options("When-do-you-want-to-start choices of the quote form."),
    serviceRequestTimelines: options("Timeline choices of the service request form."),
    quoteBudgets: options("Budget ranges of the quote form."),
    serviceRequestBudgets: options("Budget ranges of the service request form."),
    quoteHearAboutUs: options("How-did-you-hear-about-us choices of the quote form."),
    hearAboutUs: options("How-did-you-hear-about-us choices of the other forms."),
    contactSubjects: options("Subjects of the contact form (/contact)."),
    contactMethods: options("Preferred contact methods of the contact form."),
  }),
});
