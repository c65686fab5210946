/**
 * One valid post per form, as the browser sends it (repeated `name[]` keys, CRLF in textareas, optional
 * fields left out), and the values the schema must produce from it. Choices come from the data files; the
 * texts carry accents, emoji, quotes and apostrophes so the round trip through Postgres is tested too.
 */
import addOns from "../../../data/add-ons.json";
import jobs from "../../../data/jobs.json";
import { formOptions as options } from "../../../src/form-definitions/options";
import plans from "../../../data/plans.json";
import priorityLevels from "../../../data/priority-levels.json";
import { offeredServices, type FormName } from "../../../src/form-definitions";

/** YYYY-MM-DD `days` from now (UTC); a few days ahead is after today in every time zone. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The first weekday (Monday to Friday) `days` or more from now: a day with consultation hours. */
export function weekdayInDays(days: number): string {
  const day = inDays(days);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6 ? inDays(days + (weekday === 6 ? 2 : 1)) : day;
}

export type Entries = [string, string][];
type Submission = { readonly entries: Entries; readonly expected: Record<string, unknown> };

const person = {
  firstName: "Zoë",
  lastName: "O'Brien-Ñúñez",
  email: "zoe.obrien@example.com",
  phone: "+1 (248) 555-0142",
  title: "Practice Manager 👩‍⚕️",
};
const practiceName = 'St. Mary\'s "Family" Clínica — 東京 😀';
const challenges = 'Denials are up 20% — "prior auth" delays.\nWe\'d like help 🙏';

const personEntries: Entries = Object.entries(person);

/**
 * The services chosen: the first and the last the forms offer from data/services.json. The last is the one a writer
 * adds, so `npm run test:content-edits` sends it in each form that offers services.
 */
const [firstService, lastService] = [offeredServices[0], offeredServices.at(-1)!];

export const validSubmissions: Record<FormName, Submission> = {
  "quote-request": {
    entries: [
      ["form-name", "quote-request"],
      ...personEntries,
      ["practiceName", practiceName],
      ["practiceType", options.practiceTypes[3].value],
      ["practiceSize", options.practiceSizes[1].value],
      ["services[]", firstService.slug],
      ["services[]", lastService.slug],
      ["tier", "Virtual Medical Scribes: Full-Time"],
      ["currentChallenges", challenges.replace("\n", "\r\n")],
      ["timeline", options.quoteTimelines[1].value],
      ["budget", options.quoteBudgets[0].value],
      ["additionalInfo", ""],
      ["hearAboutUs", options.quoteHearAboutUs[1].value],
      ["bot-field", ""],
    ],
    expected: {
      ...person,
      practiceName,
      practiceType: options.practiceTypes[3].value,
      practiceSize: options.practiceSizes[1].value,
      services: [firstService.slug, lastService.slug],
      tier: "Virtual Medical Scribes: Full-Time",
      currentChallenges: challenges,
      timeline: options.quoteTimelines[1].value,
      budget: options.quoteBudgets[0].value,
      preferredContact: "email",
      hearAboutUs: options.quoteHearAboutUs[1].value,
    },
  },
  contact: {
    entries: [
      ["form-name", "contact"],
      ["name", "Renée D'Souza 🩺"],
      ["email", "renee@example.org"],
      ["phone", ""],
      ["company", 'Lakeside "Kids" Pediatrics'],
      ["subject", options.contactSubjects[2].value],
      ["message", "Line one — it's urgent\r\nLine two: “smart quotes” & <tags> 😀"],
      ["contactMethod", options.contactMethods[2].value],
      ["bot-field", ""],
    ],
    expected: {
      name: "Renée D'Souza 🩺",
      email: "renee@example.org",
      company: 'Lakeside "Kids" Pediatrics',
      subject: options.contactSubjects[2].value,
      message: "Line one — it's urgent\nLine two: “smart quotes” & <tags> 😀",
      contactMethod: options.contactMethods[2].value,
    },
  },
  consultation: {
    entries: [
      ["form-name", "consultation"],
      ...personEntries,
      ["practiceName", practiceName],
      ["practiceType", options.practiceTypes[0].label],
      ["practiceSize", options.practiceSizes[4].value],
      ["consultationType", lastService.title],
      ["preferredDate", weekdayInDays(7)],
      ["preferredTime", options.timeSlots[0].value],
      ["timeline", options.quoteTimelines[0].value],
      ["currentChallenges", challenges],
      ["goals", "Fewer clicks per note; “same-day” closes"],
      ["hearAboutUs", options.hearAboutUs[2].value],
    ],
    expected: {
      ...person,
      practiceName,
      practiceType: options.practiceTypes[0].label,
      practiceSize: options.practiceSizes[4].value,
      consultationType: lastService.title,
      preferredDate: weekdayInDays(7),
      preferredTime: options.timeSlots[0].value,
      timeline: options.quoteTimelines[0].value,
      currentChallenges: challenges,
      goals: "Fewer clicks per note; “same-day” closes",
      contactMethod: "email",
      hearAboutUs: options.hearAboutUs[2].value,
    },
  },
  subscription: {
    entries: [
      ["form-name", "subscription"],
      ["selectedPlan", plans[1].id],
      ["addOnServices[]", addOns[0].id],
      ["addOnServices[]", addOns[3].id],
      ...personEntries,
      ["practiceName", practiceName],
      ["practiceType", options.subscriptionPracticeTypes[1].value],
      ["currentEHR", "athenahealth"],
      ["startDate", inDays(30)],
      ["billingContact", "Åsa Lindqvist"],
      ["billingEmail", "billing@example.com"],
      ["specialRequests", "Invoice in the practice's name, please."],
      ["agreedToTerms", "true"],
    ],
    expected: {
      selectedPlan: plans[1].id,
      addOnServices: [addOns[0].id, addOns[3].id],
      ...person,
      practiceName,
      practiceType: options.subscriptionPracticeTypes[1].value,
      currentEHR: "athenahealth",
      startDate: inDays(30),
      billingContact: "Åsa Lindqvist",
      billingEmail: "billing@example.com",
      specialRequests: "Invoice in the practice's name, please.",
      agreedToTerms: true,
    },
  },
  "service-request": {
    entries: [
      ["form-name", "service-request"],
      ["serviceType", lastService.slug],
      ["urgency", priorityLevels[2].id],
      ...personEntries,
      ["practiceName", practiceName],
      ["practiceSize", options.practiceSizes[0].value],
      ["projectDescription", 'Clean up our A/R > 90 days — "ASAP" 🚑'],
      ["timeline", options.serviceRequestTimelines[2].value],
      ["preferredStartDate", inDays(14)],
      ["budget", options.serviceRequestBudgets[1].value],
      ["contactMethod", options.contactMethods[1].value],
    ],
    expected: {
      serviceType: lastService.slug,
      urgency: priorityLevels[2].id,
      ...person,
      practiceName,
      practiceSize: options.practiceSizes[0].value,
      projectDescription: 'Clean up our A/R > 90 days — "ASAP" 🚑',
      timeline: options.serviceRequestTimelines[2].value,
      preferredStartDate: inDays(14),
      budget: options.serviceRequestBudgets[1].value,
      contactMethod: options.contactMethods[1].value,
    },
  },
  newsletter: {
    entries: [
      ["form-name", "newsletter"],
      ["email", "  news.reader+tag@example.co.uk "],
      ["bot-field", ""],
    ],
    expected: { email: "news.reader+tag@example.co.uk" },
  },
  // The resume (a File) is added by each test: valid-submissions holds the text fields.
  "career-application": {
    entries: [
      ["form-name", "career-application"],
      ["jobId", jobs[0].id],
      ["fullName", 'José "Pepe" O\'Connor 😀'],
      ["email", "jose@example.com"],
      ["phone", "555.123.4567 ext. 89"],
      ["coverLetter", "I've scribed for 3 years — “Epic” & Cerner.\r\nThanks!"],
    ],
    expected: {
      jobId: jobs[0].id,
      fullName: 'José "Pepe" O\'Connor 😀',
      email: "jose@example.com",
      phone: "555.123.4567 ext. 89",
      coverLetter: "I've scribed for 3 years — “Epic” & Cerner.\nThanks!",
    },
  },
};

/** The fields the specification (section 5) makes required, per form. */
export const requiredFields: Record<FormName, string[]> = {
  "quote-request": ["firstName", "lastName", "email", "phone", "practiceName", "practiceType", "practiceSize"],
  contact: ["name", "email", "subject", "message"],
  consultation: [
    "firstName",
    "lastName",
    "email",
    "phone",
    "practiceName",
    "practiceType",
    "practiceSize",
    "consultationType",
  ],
  subscription: ["selectedPlan", "firstName", "lastName", "email", "phone", "practiceName", "agreedToTerms"],
  "service-request": [
    "serviceType",
    "urgency",
    "firstName",
    "lastName",
    "email",
    "phone",
    "practiceName",
    "projectDescription",
  ],
  newsletter: ["email"],
  "career-application": ["jobId", "fullName", "email", "phone", "resume"],
};
