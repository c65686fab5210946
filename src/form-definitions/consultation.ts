/** The free consultation request of /consultation/ (ConsultationForm), for the services the site offers. */
import { formOptions } from "./options";
import type { ServiceChoice } from "./services";
import { BOOKABLE_DAYS_HINT } from "../lib/consultation-hours";
import { defineForm } from "./define-form";
import {
  choiceField,
  contactMethodField,
  dateField,
  hearAboutUsField,
  longTextField,
  personFields,
  practiceFields,
} from "./fields";

/** The specification's consultation payload names practice types by their label ("Family Medicine"). */
const practiceTypesByLabel = formOptions.practiceTypes.map(({ label }) => ({ value: label, label }));

/** The specification's consultation types are names, posted as they read: the services' titles, then two more. */
const consultationTypes = (services: readonly ServiceChoice[]) => [
  ...services.map(({ title }) => ({ value: title, label: title })),
  ...formOptions.consultationTypesBesides,
];

/**
 * `officeZone`: the office's zone in words ("Eastern Time", zoneGenericName): the build's, in the browser, which would
 * spend tens of milliseconds of a slow phone making that Intl format before the form is ready.
 */
export const consultationForm = (services: readonly ServiceChoice[], officeZone: string) =>
  defineForm({
    name: "consultation",
    title: "consultation request",
    page: "/consultation/",
    fields: {
      ...personFields(),
      ...practiceFields(practiceTypesByLabel, formOptions.practiceSizes, true),
      consultationType: choiceField("Consultation Type", consultationTypes(services), {
        message: "Choose a consultation type",
        required: true,
        placeholder: "Select a consultation type",
      }),
      preferredDate: dateField("Preferred Date", BOOKABLE_DAYS_HINT),
      preferredTime: choiceField("Preferred Time", formOptions.timeSlots, {
        message: "Choose a time from the list",
        placeholder: "Select a time",
        hint: `${officeZone}.`,
      }),
      timeline: choiceField("Implementation Timeline", formOptions.quoteTimelines, {
        message: "Choose a timeline from the list",
        placeholder: "Select a timeline",
      }),
      currentChallenges: longTextField("Current Challenges", { placeholder: "What slows your practice down today?" }),
      goals: longTextField("Goals", { placeholder: "What would you like to improve in the next year?" }),
      additionalInfo: longTextField("Additional Information"),
      contactMethod: contactMethodField(formOptions.contactMethods),
      hearAboutUs: hearAboutUsField(formOptions.hearAboutUs),
    },
  });
