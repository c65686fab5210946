/** The plan sign-up of /subscription/ (SubscriptionForm). */
import * as v from "valibot";
import addOns from "../../data/add-ons.json";
import options from "../../data/options.json";
import plans from "../../data/plans.json";
import { defineForm } from "./define-form";
import {
  MAX_LENGTH,
  PRACTICE_SIZE_MESSAGE,
  PRACTICE_TYPE_MESSAGE,
  choiceList,
  dateFromToday,
  ids,
  mustBeTicked,
  optionValues,
  optionalChoice,
  optionalEmail,
  optionalLongText,
  optionalText,
  personEntries,
  practiceName,
  requiredChoice,
} from "./fields";

export const subscriptionForm = defineForm({
  name: "subscription",
  title: "subscription",
  page: "/subscription/",
  listFields: ["addOnServices"],
  fileFields: [],
  schema: (context) =>
    v.object({
      selectedPlan: requiredChoice(ids(plans), "Choose a plan"),
      addOnServices: choiceList(ids(addOns), "Choose add-on services from the list"),
      ...personEntries(),
      practiceName: practiceName(),
      practiceType: optionalChoice(optionValues(options.subscriptionPracticeTypes), PRACTICE_TYPE_MESSAGE),
      practiceSize: optionalChoice(optionValues(options.practiceSizes), PRACTICE_SIZE_MESSAGE),
      currentEHR: optionalText("Current EHR system", MAX_LENGTH.line),
      currentChallenges: optionalLongText("Current challenges"),
      startDate: dateFromToday(context, "Start date"),
      billingContact: optionalText("Billing contact", MAX_LENGTH.name),
      billingEmail: optionalEmail("Billing email"),
      specialRequests: optionalLongText("Special requests"),
      agreedToTerms: mustBeTicked("Agree to the Terms of Service and Privacy Policy to continue"),
    }),
});
