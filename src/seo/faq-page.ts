/** schema.org JSON-LD of /faq/. */
import type { Json } from "./structured-data";

/** An FAQPage: every question with its accepted answer, as on /faq/. */
export function faqPage(faqs: ReadonlyArray<{ readonly question: string; readonly answer: string }>): Json {
  return {
    "@type": "FAQPage",
    mainEntity: faqs.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}
