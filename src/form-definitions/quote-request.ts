/** The quote request of /request-quote/ (QuoteRequestForm). */
import { contentOptions, formOptions } from "./options";
import { defineForm } from "./define-form";
import {
  choiceField,
  choicesField,
  contactMethodField,
  hearAboutUsField,
  longTextField,
  personFields,
  practiceFields,
} from "./fields";

export const quoteRequestForm = defineForm({
  name: "quote-request",
  title: "quote request",
  page: "/request-quote/",
  fields: {
    ...personFields(),
    ...practiceFields(formOptions.practiceTypes, formOptions.practiceSizes, true),
    services: choicesField(
      "Which services are you interested in?",
      formOptions.quoteServices,
      "Choose services from the list",
      "Choose as many as apply.",
    ),
    tier: choiceField("Pricing Option", contentOptions.pricingTiers, {
      message: "Choose a pricing option from the list",
      placeholder: "No particular option yet",
    }),
    currentChallenges: longTextField("Current Challenges", {
      placeholder: "What is taking your team's time or costing you revenue?",
    }),
    timeline: choiceField("Timeline", formOptions.quoteTimelines, {
      message: "Choose a timeline from the list",
      placeholder: "When would you like to start?",
    }),
    budget: choiceField("Monthly Budget", formOptions.quoteBudgets, {
      message: "Choose a budget from the list",
      placeholder: "Select a budget range",
    }),
    additionalInfo: longTextField("Additional Comments"),
    preferredContact: contactMethodField(formOptions.contactMethods),
    hearAboutUs: hearAboutUsField(formOptions.quoteHearAboutUs),
  },
});
