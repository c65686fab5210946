/** The plan sign-up of /subscription/ (SubscriptionForm). */
import { contentOptions, formOptions } from "./options";
import { defineForm } from "./define-form";
import {
  MAX_LENGTH,
  agreementField,
  choiceField,
  choicesField,
  dateField,
  emailField,
  longTextField,
  personFields,
  practiceFields,
  textField,
} from "./fields";

export const subscriptionForm = defineForm({
  name: "subscription",
  title: "subscription",
  page: "/subscription/",
  fields: {
    selectedPlan: choiceField("Subscription Plan", contentOptions.plans, {
      message: "Choose a plan",
      required: true,
      control: "radio",
    }),
    addOnServices: choicesField(
      "Add services to your plan (optional)",
      contentOptions.addOns,
      "Choose add-on services from the list",
    ),
    ...personFields(),
    ...practiceFields(formOptions.subscriptionPracticeTypes, formOptions.practiceSizes, false),
    currentEHR: textField("Current EHR System", { hint: "For example Epic, athenahealth or eClinicalWorks." }),
    currentChallenges: longTextField("Current Challenges"),
    startDate: dateField("Preferred Start Date", "Today or later."),
    billingContact: textField("Billing Contact", { max: MAX_LENGTH.name, hint: "Who receives invoices, if not you." }),
    billingEmail: emailField("Billing Email", { nameField: "billingContact" }),
    specialRequests: longTextField("Special Requests"),
    agreedToTerms: agreementField(
      "I agree to the Terms of Service and Privacy Policy.",
      "Agree to the Terms of Service and Privacy Policy to continue",
      "Plans renew monthly. Cancel any time with 30 days' notice; the first 30 days are covered by our money-back guarantee.",
    ),
  },
});
