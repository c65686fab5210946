/** The service request of /service-request/ (ServiceRequestForm). */
import * as v from "valibot";
import options from "../../data/options.json";
import priorityLevels from "../../data/priority-levels.json";
import serviceOptions from "../../data/service-options.json";
import { defineForm } from "./define-form";
import {
  CONTACT_METHOD_MESSAGE,
  HEAR_ABOUT_US_MESSAGE,
  PRACTICE_SIZE_MESSAGE,
  PRACTICE_TYPE_MESSAGE,
  choiceWithDefault,
  dateFromToday,
  ids,
  optionValues,
  optionalChoice,
  optionalLongText,
  personEntries,
  practiceName,
  requiredChoice,
  requiredLongText,
} from "./fields";

export const serviceRequestForm = defineForm({
  name: "service-request",
  title: "service request",
  page: "/service-request/",
  listFields: [],
  fileFields: [],
  schema: (context) =>
    v.object({
      serviceType: requiredChoice(ids(serviceOptions), "Choose a service"),
      urgency: requiredChoice(ids(priorityLevels), "Choose a priority"),
      ...personEntries(),
      practiceName: practiceName(),
      practiceType: optionalChoice(optionValues(options.serviceRequestPracticeTypes), PRACTICE_TYPE_MESSAGE),
      practiceSize: optionalChoice(optionValues(options.practiceSizes), PRACTICE_SIZE_MESSAGE),
      projectDescription: requiredLongText("Project description", "Describe what you would like us to help with"),
      currentSituation: optionalLongText("Current situation"),
      desiredOutcome: optionalLongText("Desired outcome"),
      timeline: optionalChoice(optionValues(options.serviceRequestTimelines), "Choose a timeline from the list"),
      preferredStartDate: dateFromToday(context, "Preferred start date"),
      budget: optionalChoice(optionValues(options.serviceRequestBudgets), "Choose a budget from the list"),
      additionalRequirements: optionalLongText("Additional requirements"),
      contactMethod: choiceWithDefault(optionValues(options.contactMethods), "email", CONTACT_METHOD_MESSAGE),
      hearAboutUs: optionalChoice(optionValues(options.hearAboutUs), HEAR_ABOUT_US_MESSAGE),
    }),
});
