/** The quote request of /request-quote/ (QuoteRequestForm), for the services the site offers. */
import { formOptions } from "./options";
import { bySlug, type ServiceChoice } from "./services";
import { defineForm } from "./define-form";
import {
  choiceField,
  choicesField,
  contactMethodField,
  hearAboutUsField,
  longTextField,
  personFields,
  practiceFields,
  textField,
} from "./fields";

export const quoteRequestForm = (services: readonly ServiceChoice[]) =>
  defineForm({
    name: "quote-request",
    title: "quote request",
    page: "/request-quote/",
    fields: {
      ...personFields(),
      ...practiceFields(formOptions.practiceTypes, formOptions.practiceSizes, true),
      services: choicesField(
        "Which services are you interested in?",
        [...bySlug(services), ...formOptions.quoteServicesBesides],
        "Choose services from the list",
        "Choose as many as apply.",
      ),
      // Ours: the pricing option of a service page's Get Quote link, as its words (no content in the form's script).
      tier: textField("Pricing Option", {
        hint: "Filled in when you choose an option on a service page: change or clear it as you like.",
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
