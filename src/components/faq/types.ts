/** An FAQ as the /faq page query returns it (structural, so tests can pass data/faqs.json). */
export type Faq = {
  readonly jsonId: string;
  readonly question: string;
  readonly answer: string;
  readonly category: string;
  readonly tags: ReadonlyArray<string>;
};

/** A category filter choice from data/options.json. */
export type FaqCategory = { readonly value: string; readonly label: string };
