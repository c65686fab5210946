/**
 * The option lists of the lead forms: the values a form posts and the labels it shows. The form declarations
 * beside this file use them (several forms share some), and so do the function and the tests, through them.
 * Fixed lists are written here; lists that are content (plans, add-ons, jobs, priorities) are read from data/, where
 * writers edit them, in this module only. The services come to the forms that offer them as an argument (./services.ts).
 */
import addOns from "../../data/add-ons.json";
import jobs from "../../data/jobs.json";
import plans from "../../data/plans.json";
import priorityLevels from "../../data/priority-levels.json";
import { SLOTS } from "../lib/consultation-hours";
import type { FieldOption } from "./fields";

export const formOptions = {
  /** Practice types of the quote, consultation (by label) and service request forms. */
  practiceTypes: [
    { value: "family-medicine", label: "Family Medicine" },
    { value: "internal-medicine", label: "Internal Medicine" },
    { value: "pediatrics", label: "Pediatrics" },
    { value: "cardiology", label: "Cardiology" },
    { value: "orthopedics", label: "Orthopedics" },
    { value: "dermatology", label: "Dermatology" },
    { value: "psychiatry", label: "Psychiatry" },
    { value: "surgery", label: "Surgery" },
    { value: "urgent-care", label: "Urgent Care" },
    { value: "multi-specialty", label: "Multi-Specialty" },
    { value: "other", label: "Other" },
  ],
  subscriptionPracticeTypes: [
    { value: "family-medicine", label: "Family Medicine" },
    { value: "internal-medicine", label: "Internal Medicine" },
    { value: "pediatrics", label: "Pediatrics" },
    { value: "cardiology", label: "Cardiology" },
    { value: "orthopedics", label: "Orthopedics" },
    { value: "other", label: "Other" },
  ],
  practiceSizes: [
    { value: "1-2", label: "1-2 providers" },
    { value: "3-5", label: "3-5 providers" },
    { value: "6-10", label: "6-10 providers" },
    { value: "11-20", label: "11-20 providers" },
    { value: "20+", label: "20+ providers" },
  ],
  /** The quote form's choices after the services (./services.ts). */
  quoteServicesBesides: [
    { value: "multiple-services", label: "Multiple Services" },
    { value: "not-sure", label: "Not Sure - Need Consultation" },
  ],
  /** The consultation types after the services' titles (./services.ts). */
  consultationTypesBesides: [
    { value: "General Consultation", label: "General Consultation" },
    { value: "Multiple Services", label: "Multiple Services" },
  ],
  timeSlots: SLOTS,
  quoteTimelines: [
    { value: "immediate", label: "Immediate (within 30 days)" },
    { value: "1-3-months", label: "1-3 months" },
    { value: "3-6-months", label: "3-6 months" },
    { value: "6-12-months", label: "6-12 months" },
    { value: "exploring", label: "Just exploring options" },
  ],
  serviceRequestTimelines: [
    { value: "immediate", label: "Immediate (within 1 week)" },
    { value: "1-2-weeks", label: "1-2 weeks" },
    { value: "2-4-weeks", label: "2-4 weeks" },
    { value: "1-3-months", label: "1-3 months" },
    { value: "flexible", label: "Flexible" },
  ],
  quoteBudgets: [
    { value: "under-5k", label: "Under $5,000/month" },
    { value: "5k-10k", label: "$5,000 - $10,000/month" },
    { value: "10k-20k", label: "$10,000 - $20,000/month" },
    { value: "20k-plus", label: "$20,000+/month" },
    { value: "not-sure", label: "Not sure yet" },
  ],
  serviceRequestBudgets: [
    { value: "under-5k", label: "Under $5,000" },
    { value: "5k-15k", label: "$5,000 - $15,000" },
    { value: "15k-30k", label: "$15,000 - $30,000" },
    { value: "30k-50k", label: "$30,000 - $50,000" },
    { value: "50k-plus", label: "$50,000+" },
    { value: "not-sure", label: "Not sure yet" },
  ],
  quoteHearAboutUs: [
    { value: "google-search", label: "Google Search" },
    { value: "referral", label: "Referral from a colleague" },
    { value: "conference", label: "Conference or event" },
    { value: "social-media", label: "Social Media" },
    { value: "existing-client", label: "Existing client" },
    { value: "other", label: "Other" },
  ],
  hearAboutUs: [
    { value: "google-search", label: "Google Search" },
    { value: "referral", label: "Referral from a colleague" },
    { value: "social-media", label: "Social Media" },
    { value: "conference", label: "Conference or event" },
    { value: "existing-client", label: "Existing client" },
    { value: "other", label: "Other" },
  ],
  contactSubjects: [
    { value: "general-inquiry", label: "General Inquiry" },
    { value: "ehr-support", label: "EHR Support" },
    { value: "virtual-scribes", label: "Virtual Scribes" },
    { value: "revenue-cycle", label: "Revenue Cycle Management" },
    { value: "medical-coding", label: "Medical Coding" },
    { value: "staffing", label: "Staffing" },
    { value: "technical-support", label: "Technical Support" },
    { value: "billing-question", label: "Billing Question" },
    { value: "partnership", label: "Partnership Opportunity" },
  ],
  contactMethods: [
    { value: "email", label: "Email" },
    { value: "phone", label: "Phone" },
    { value: "both", label: "Both" },
  ],
} as const;

/** The option lists that are content, in the order data/ gives them, each option's hint its price or description. */
export const contentOptions = {
  plans: plans.map((plan) => ({ value: plan.id, label: plan.name, hint: `${plan.price} ${plan.period}`.trim() })),
  addOns: addOns.map((addOn) => ({ value: addOn.id, label: addOn.name, hint: addOn.price })),
  jobs: jobs.map((job) => ({ value: job.id, label: job.title })),
  priorityLevels: priorityLevels.map((level) => ({ value: level.id, label: level.label, hint: level.description })),
} satisfies Record<string, FieldOption[]>;
