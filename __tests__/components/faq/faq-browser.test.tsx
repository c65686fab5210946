import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import FaqBrowser from "../../../src/components/faq/faq-browser";
import faqsJson from "../../../data/faqs.json";
import options from "../../../data/options.json";

const faqs = faqsJson.map(({ id, ...faq }) => ({ ...faq, jsonId: id }));
const categories = options.faqCategories;

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

  it("searches question, answer and tags without regard to case", async () => {
    renderFaqs();
    const byQuestion = faqs.find((f) => f.question.includes("Business Associate Agreement"));
    await userEvent.type(search(), "business ASSOCIATE");
    expect(visibleQuestions()).toEqual([byQuestion?.question]);
    expect(window.location.search).toBe("?q=business+ASSOCIATE");

    // A word found only in answers.
    const word = "clearinghouse";
    const inAnswers = faqs.filter((f) => f.answer.toLowerCase().includes(word));
    expect(inAnswers.length).toBeGreaterThan(0);
    expect(inAnswers.some((f) => f.question.toLowerCase().includes(word))).toBe(false);
    await userEvent.clear(search());
    await userEvent.type(search(), word.toUpperCase());
    expect(visibleQuestions()).toEqual(inAnswers.map((f) => f.question));

    // A tag that appears in no question or answer.
    const text = (f: (typeof faqs)[number]) => `${f.question} ${f.answer}`.toLowerCase();
    const tag = faqs.flatMap((f) => f.tags).find((t) => !faqs.some((f) => text(f).includes(t.toLowerCase())));
    if (!tag) throw new Error("every tag also appears in some question or answer");
    const tagged = faqs.filter((f) => f.tags.some((t) => t.toLowerCase().includes(tag.toLowerCase())));
    await userEvent.clear(search());
    await userEvent.type(search(), tag.toUpperCase());
    expect(visibleQuestions()).toEqual(tagged.map((f) => f.question));
    expect(screen.getByRole("status")).toHaveTextContent(`Showing ${tagged.length} of ${faqs.length} questions`);
  });

  it("filters by category, combined with the search", async () => {
    renderFaqs();
    await userEvent.click(screen.getByRole("button", { name: "Security" }));
    expect(screen.getByRole("button", { name: "Security" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
    expect(visibleQuestions()).toEqual(faqs.filter((f) => f.category === "Security").map((f) => f.question));
    expect(window.location.search).toBe("?category=Security");

    await userEvent.type(search(), "hipaa");
    expect(visibleQuestions().length).toBeGreaterThan(0);
    for (const text of visibleQuestions()) expect(faqs.find((f) => f.question === text)?.category).toBe("Security");
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
    const faq = faqs.find((f) => f.category === "Training");
    if (!faq) throw new Error("no Training FAQ");
    await userEvent.click(question(faq.question));
    await userEvent.click(screen.getByRole("button", { name: "Security" }));
    expect(isShown(faq.question)).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "All" }));
    expect(screen.getByText(faq.answer)).toBeVisible();
  });

  it("says 'No FAQs found' when nothing matches, and Clear filters shows everything again", async () => {
    renderFaqs();
    await userEvent.click(screen.getByRole("button", { name: "Training" }));
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
    window.history.replaceState(null, "", "/faq/?q=scribe&category=Virtual+Scribes");
    renderFaqs();
    expect(search()).toHaveValue("scribe");
    expect(screen.getByRole("button", { name: "Virtual Scribes" })).toHaveAttribute("aria-pressed", "true");
    expect(visibleQuestions().length).toBeGreaterThan(0);
    for (const text of visibleQuestions())
      expect(faqs.find((f) => f.question === text)?.category).toBe("Virtual Scribes");
  });
});
