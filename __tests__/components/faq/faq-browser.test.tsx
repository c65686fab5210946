import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import FaqBrowser from "../../../src/components/faq/faq-browser";
import faqsJson from "../../../data/faqs.json";
import options from "../../../data/options.json";
import { ALL_CATEGORIES, matchesFaq } from "../../../src/lib/filter-faqs";

const faqs = faqsJson.map(({ id, ...faq }) => ({ ...faq, jsonId: id }));
type Faq = (typeof faqs)[number];
const categories = options.faqCategories;
/** Two categories of data/options.json that have FAQs: the first FAQ's, and another. */
const [first, second] = categories.filter((option) => faqs.some((faq) => faq.category === option.value));
/** The questions a search (and a category) should show, in the page's order. */
const expected = (query: string, category = ALL_CATEGORIES) =>
  faqs.filter((faq) => matchesFaq(faq, { query, category })).map((faq) => faq.question);

const fields = { question: (faq: Faq) => faq.question, answer: (faq: Faq) => faq.answer, tags: (faq: Faq) => faq.tags };
type Field = keyof typeof fields;
/** A word in one field of some FAQ that no other field of any FAQ contains, so a search finds it only there. */
function wordOnlyIn(field: Field): string {
  const elsewhere = faqs
    .flatMap((faq) =>
      (Object.keys(fields) as Field[]).filter((name) => name !== field).map((name) => fields[name](faq)),
    )
    .flat()
    .join(" ")
    .toLowerCase();
  const words = faqs.flatMap((faq) =>
    [fields[field](faq)]
      .flat()
      .join(" ")
      .split(/[^A-Za-z]+/),
  );
  const word = words.find((candidate) => candidate.length >= 5 && !elsewhere.includes(candidate.toLowerCase()));
  if (!word) throw new Error(`every word of the FAQs' ${field} appears elsewhere too`);
  return word;
}
/** A word of a question in the category, to search within it. */
const wordOfCategory = (category: string) =>
  faqs
    .find((faq) => faq.category === category)!
    .question.split(/[^A-Za-z]+/)
    .find((word) => word.length >= 5)!;

beforeEach(() => window.history.replaceState(null, "", "/faq/"));

const renderFaqs = () => render(<FaqBrowser faqs={faqs} categories={categories} />);
const question = (text: string) => screen.getByText(text, { selector: "summary span" });
/** Filtering hides items (so their open state survives); a hidden ancestor means the question is filtered out. */
const isShown = (text: string) => !question(text).closest("[hidden]");
const visibleQuestions = () => faqs.filter((faq) => isShown(faq.question)).map((faq) => faq.question);
const search = () => screen.getByRole("searchbox", { name: "Search FAQs" });

describe("FaqBrowser", () => {
  it("lists every question under its category heading, answers closed", () => {
    renderFaqs();
    expect(visibleQuestions()).toHaveLength(faqs.length);
    for (const category of new Set(faqs.map((f) => f.category))) {
      const section = screen.getByRole("region", { name: category });
      const expected = faqs.filter((f) => f.category === category);
      for (const faq of expected) expect(within(section).getByText(faq.question)).toBeInTheDocument();
    }
    expect(screen.getByText(faqs[0].answer)).not.toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent(`Showing all ${faqs.length} questions`);
  });

  it("offers All and every category as toggle buttons, All pressed first", () => {
    renderFaqs();
    const group = screen.getByRole("group", { name: "Category" });
    expect(
      within(group)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["All", ...categories.map((c) => c.label)]);
    expect(within(group).getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
  });

  it.each(Object.keys(fields) as Field[])("searches the %s of every FAQ without regard to case", async (field) => {
    renderFaqs();
    const word = wordOnlyIn(field);
    await userEvent.type(search(), word.toUpperCase());
    const shown = expected(word);
    expect(shown.length).toBeGreaterThan(0);
    expect(visibleQuestions()).toEqual(shown);
    expect(window.location.search).toBe(`?q=${word.toUpperCase()}`);
    expect(screen.getByRole("status")).toHaveTextContent(`Showing ${shown.length} of ${faqs.length} questions`);
  });

  it("filters by category, combined with the search", async () => {
    renderFaqs();
    await userEvent.click(screen.getByRole("button", { name: second.label }));
    expect(screen.getByRole("button", { name: second.label })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
    expect(visibleQuestions()).toEqual(expected("", second.value));
    expect(window.location.search).toBe(`?${new URLSearchParams({ category: second.value })}`);

    const word = wordOfCategory(second.value);
    await userEvent.type(search(), word);
    expect(visibleQuestions().length).toBeGreaterThan(0);
    expect(visibleQuestions()).toEqual(expected(word, second.value));
  });

  it("lets several answers be open at once; clicking a question toggles it", async () => {
    renderFaqs();
    const [first, second] = faqs;
    await userEvent.click(question(first.question));
    await userEvent.click(question(second.question));
    expect(screen.getByText(first.answer)).toBeVisible();
    expect(screen.getByText(second.answer)).toBeVisible();

    await userEvent.click(question(first.question));
    expect(screen.getByText(first.answer)).not.toBeVisible();
    expect(screen.getByText(second.answer)).toBeVisible();
  });

  it("keeps an open answer open when filtering hides and then shows it again", async () => {
    renderFaqs();
    const faq = faqs.find((f) => f.category === first.value)!;
    await userEvent.click(question(faq.question));
    await userEvent.click(screen.getByRole("button", { name: second.label }));
    expect(isShown(faq.question)).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "All" }));
    expect(screen.getByText(faq.answer)).toBeVisible();
  });

  it("says 'No FAQs found' when nothing matches, and Clear filters shows everything again", async () => {
    renderFaqs();
    await userEvent.click(screen.getByRole("button", { name: first.label }));
    await userEvent.type(search(), "no question mentions this");
    expect(visibleQuestions()).toEqual([]);
    expect(screen.getByRole("heading", { name: "No FAQs found" })).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search criteria or browse all categories.")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(screen.queryByText("No FAQs found")).not.toBeInTheDocument();
    expect(visibleQuestions()).toHaveLength(faqs.length);
    expect(search()).toHaveValue("");
    expect(search()).toHaveFocus();
    expect(window.location.search).toBe("");
  });

  it("restores the search and category from a shared link", () => {
    const word = wordOfCategory(second.value);
    window.history.replaceState(null, "", `/faq/?${new URLSearchParams({ q: word, category: second.value })}`);
    renderFaqs();
    expect(search()).toHaveValue(word);
    expect(screen.getByRole("button", { name: second.label })).toHaveAttribute("aria-pressed", "true");
    expect(visibleQuestions().length).toBeGreaterThan(0);
    expect(visibleQuestions()).toEqual(expected(word, second.value));
  });
});
