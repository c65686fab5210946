/** The service request of /service-request/ (ServiceRequestForm), for the services the site offers. */
import { contentOptions, formOptions } from "./options";
import { bySlug, requestableServices, type ServiceChoice } from "./services";
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

export const serviceRequestForm = (services: readonly ServiceChoice[]) =>
  defineForm({
    name: "service-request",
    title: "service request",
    page: "/service-request/",
    fields: {
      serviceType: choiceField("Service Type", bySlug(requestableServices(services)), {
        message: "Choose a service",
        required: true,
        placeholder: "Select a service",
      }),
      urgency: choiceField("Priority", contentOptions.priorityLevels, {
        message: "Choose a priority",
        required: true,
        control: "radio",
      }),
      ...personFields(),
      ...practiceFields(formOptions.practiceTypes, formOptions.practiceSizes, false),
      projectDescription: longTextField("Project Description", {
        required: "Describe what you would like us to help with",
        placeholder: "What would you like us to help with?",
      }),
      currentSituation: longTextField("Current Situation", { placeholder: "How is this handled today?" }),
      desiredOutcome: longTextField("Desired Outcome", { placeholder: "What would success look like?" }),
      timeline: choiceField("Timeline", formOptions.serviceRequestTimelines, {
        message: "Choose a timeline from the list",
        placeholder: "Select a timeline",
      }),
      preferredStartDate: dateField("Preferred Start Date", "Today or later."),
      budget: choiceField("Budget", formOptions.serviceRequestBudgets, {
        message: "Choose a budget from the list",
        placeholder: "Select a budget range",
      }),
      additionalRequirements: longTextField("Additional Requirements"),
      contactMethod: contactMethodField(formOptions.contactMethods),
      hearAboutUs: hearAboutUsField(formOptions.hearAboutUs),
    },
  });
