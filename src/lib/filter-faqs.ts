import { matchesSearch } from "./text-search";

/** The category filter value that shows every FAQ. */
export const ALL_CATEGORIES = "All";

type Faq = {
  readonly question: string;
  readonly answer: string;
  readonly category: string;
  readonly tags: ReadonlyArray<string>;
};

type FaqFilter = { query: string; category: string };

/** Whether an FAQ is in the chosen category (or All) and matches the search over question, answer and tags. */
export function matchesFaq(faq: Faq, { query, category }: FaqFilter): boolean {
  if (category !== ALL_CATEGORIES && faq.category !== category) return false;
  return matchesSearch(query, [faq.question, faq.answer, faq.tags]);
}

/**
 * FAQs grouped by category, groups in the given order (the categories of data/options.json); a category
 * missing from that order comes last rather than being dropped. Empty groups are left out.
 */
export function groupByCategory<T extends Faq>(
  faqs: ReadonlyArray<T>,
  order: ReadonlyArray<string>,
): { category: string; faqs: T[] }[] {
  const rank = (category: string) => {
    const index = order.indexOf(category);
    return index === -1 ? order.length : index;
  };
  const groups = new Map<string, T[]>();
  for (const faq of faqs) groups.set(faq.category, [...(groups.get(faq.category) ?? []), faq]);
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([category, items]) => ({ category, faqs: items }));
}
