import { ALL_CATEGORIES, groupByCategory, matchesFaq } from "../../src/lib/filter-faqs";

const faqs = [
  { id: "a", question: "Are you HIPAA compliant?", answer: "Yes, fully.", category: "Security", tags: ["privacy"] },
  {
    id: "b",
    question: "What does it cost?",
    answer: "Plans start at $299 per month.",
    category: "General",
    tags: ["pricing"],
  },
  {
    id: "c",
    question: "Do you train staff?",
    answer: "Yes, on site or online.",
    category: "Training",
    tags: ["onboarding", "EHR"],
  },
];
const ids = (items: { id: string }[]) => items.map((f) => f.id);
/** The FAQs the page shows for a filter, in their order (faq-browser.tsx filters with matchesFaq). */
const filterFaqs = (list: typeof faqs, filter: { query: string; category: string }) =>
  list.filter((faq) => matchesFaq(faq, filter));

describe("matchesFaq", () => {
  it("searches question, answer and tags, ignoring case", () => {
    expect(ids(filterFaqs(faqs, { query: "hipaa", category: ALL_CATEGORIES }))).toEqual(["a"]);
    expect(ids(filterFaqs(faqs, { query: "PER MONTH", category: ALL_CATEGORIES }))).toEqual(["b"]);
    expect(ids(filterFaqs(faqs, { query: "ehr", category: ALL_CATEGORIES }))).toEqual(["c"]);
    expect(ids(filterFaqs(faqs, { query: "  ", category: ALL_CATEGORIES }))).toEqual(["a", "b", "c"]);
  });

  it("filters by category, and combines category and search", () => {
    expect(ids(filterFaqs(faqs, { query: "", category: "Training" }))).toEqual(["c"]);
    expect(ids(filterFaqs(faqs, { query: "yes", category: "Security" }))).toEqual(["a"]);
    expect(filterFaqs(faqs, { query: "hipaa", category: "Training" })).toEqual([]);
  });
});

describe("groupByCategory", () => {
  it("groups in the order of the categories, unknown categories last", () => {
    const groups = groupByCategory(faqs, ["All", "Training", "Security"]);
    expect(groups.map((g) => [g.category, ids(g.faqs)])).toEqual([
      ["Training", ["c"]],
      ["Security", ["a"]],
      ["General", ["b"]],
    ]);
  });
});
