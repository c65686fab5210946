/** The free consultation request of /consultation/ (ConsultationForm). */
import * as v from "valibot";
import options from "../../data/options.json";
import { defineForm } from "./define-form";
import {
  CONTACT_METHOD_MESSAGE,
  HEAR_ABOUT_US_MESSAGE,
  PRACTICE_SIZE_MESSAGE,
  PRACTICE_TYPE_MESSAGE,
  choiceWithDefault,
  dateFromToday,
  optionValues,
  optionalChoice,
  optionalLongText,
  personEntries,
  practiceName,
  requiredChoice,
} from "./fields";

/** The specification's consultation payload names practice types by their label ("Family Medicine"). */
const practiceTypeLabels = options.quotePracticeTypes.map((option) => option.label);

export const consultationForm = defineForm({
  name: "consultation",
  title: "consultation request",
  page: "/consultation/",
  listFields: [],
  fileFields: [],
  schema: (context) =>
    v.object({
      ...personEntries(),
      practiceName: practiceName(),
      practiceType: requiredChoice(practiceTypeLabels, PRACTICE_TYPE_MESSAGE),
      practiceSize: requiredChoice(optionValues(options.practiceSizes), PRACTICE_SIZE_MESSAGE),
      consultationType: requiredChoice(optionValues(options.consultationTypes), "Choose a consultation type"),
      preferredDate: dateFromToday(context, "Preferred date"),
      preferredTime: optionalChoice(optionValues(options.timeSlots), "Choose a time from the list"),
      timeline: optionalChoice(optionValues(options.quoteTimelines), "Choose a timeline from the list"),
      currentChallenges: optionalLongText("Current challenges"),
      goals: optionalLongText("Goals"),
      additionalInfo: optionalLongText("Additional information"),
      contactMethod: choiceWithDefault(optionValues(options.contactMethods), "email", CONTACT_METHOD_MESSAGE),
      hearAboutUs: optionalChoice(optionValues(options.hearAboutUs), HEAR_ABOUT_US_MESSAGE),
    }),
});
