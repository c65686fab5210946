/** The quote request of /request-quote/ (QuoteRequestForm). */
import * as v from "valibot";
import options from "../../data/options.json";
import { defineForm } from "./define-form";
import {
  CONTACT_METHOD_MESSAGE,
  HEAR_ABOUT_US_MESSAGE,
  PRACTICE_SIZE_MESSAGE,
  PRACTICE_TYPE_MESSAGE,
  choiceList,
  choiceWithDefault,
  optionValues,
  optionalChoice,
  optionalLongText,
  personEntries,
  practiceName,
  requiredChoice,
} from "./fields";

export const quoteRequestForm = defineForm({
  name: "quote-request",
  title: "quote request",
  page: "/request-quote/",
  listFields: ["services"],
  fileFields: [],
  schema: () =>
    v.object({
      ...personEntries(),
      practiceName: practiceName(),
      practiceType: requiredChoice(optionValues(options.quotePracticeTypes), PRACTICE_TYPE_MESSAGE),
      practiceSize: requiredChoice(optionValues(options.practiceSizes), PRACTICE_SIZE_MESSAGE),
      services: choiceList(optionValues(options.quoteServices), "Choose services from the list"),
      currentChallenges: optionalLongText("Current challenges"),
      timeline: optionalChoice(optionValues(options.quoteTimelines), "Choose a timeline from the list"),
      budget: optionalChoice(optionValues(options.quoteBudgets), "Choose a budget from the list"),
      additionalInfo: optionalLongText("Additional comments"),
      preferredContact: choiceWithDefault(optionValues(options.contactMethods), "email", CONTACT_METHOD_MESSAGE),
      hearAboutUs: optionalChoice(optionValues(options.quoteHearAboutUs), HEAR_ABOUT_US_MESSAGE),
    }),
});
