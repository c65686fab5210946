import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import TestimonialBrowser from "../../../src/components/testimonials/testimonial-browser";
import { KEY_RESULTS_ON_CARD } from "../../../src/components/testimonials/testimonial-card";
import { craftedTestimonials, firstService, realTestimonials, secondService } from "./testimonial-fixtures";
import { staticHtml } from "../forms/form-helpers";
import { PAGE_SIZE } from "../../../src/lib/paginate";

beforeEach(() => window.history.replaceState(null, "", "/testimonials/"));

const cards = () => screen.getAllByRole("article");
const names = () => cards().map((card) => within(card).getByRole("heading", { level: 3 }).textContent);

describe("TestimonialBrowser", () => {
  it("shows each testimonial of the first page as a card with its rating, quote and at most two key results", () => {
    render(<TestimonialBrowser testimonials={realTestimonials} />);
    const firstPage = realTestimonials.slice(0, PAGE_SIZE);
    expect(cards()).toHaveLength(firstPage.length);
    firstPage.forEach((testimonial, index) => {
      const card = cards()[index];
      expect(within(card).getByRole("heading", { name: testimonial.name })).toBeInTheDocument();
      expect(card).toHaveTextContent(`${testimonial.title}, ${testimonial.company}`);
      expect(within(card).getByRole("img", { name: `Rated ${testimonial.rating} out of 5` })).toBeInTheDocument();
      expect(card).toHaveTextContent(testimonial.quote);
      const results = within(card).getAllByRole("listitem");
      expect(results).toHaveLength(KEY_RESULTS_ON_CARD);
      expect(results[0]).toHaveTextContent(testimonial.results[0]);
    });
    expect(KEY_RESULTS_ON_CARD).toBe(2);
  });

  it("filters by service, offering All Services and each service that has testimonials", async () => {
    render(<TestimonialBrowser testimonials={realTestimonials} />);
    const select = screen.getByRole("combobox", { name: "Filter by service" });
    const slugs = new Set(realTestimonials.map((t) => t.service.slug));
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "All Services",
      ...[...slugs].map((slug) => realTestimonials.find((t) => t.service.slug === slug)?.service.title),
    ]);

    const { slug } = realTestimonials[0].service;
    await userEvent.selectOptions(select, slug);
    const expected = realTestimonials.filter((t) => t.service.slug === slug).map((t) => t.name);
    expect(names()).toEqual(expected.slice(0, PAGE_SIZE));
    expect(window.location.search).toBe(`?service=${slug}`);
    expect(screen.getByRole("status")).toHaveTextContent(
      `of ${expected.length} ${expected.length === 1 ? "testimonial" : "testimonials"}`,
    );

    await userEvent.selectOptions(select, "All Services");
    expect(cards()).toHaveLength(Math.min(realTestimonials.length, PAGE_SIZE));
  });

  it("pages six at a time, Previous disabled on the first page and Next on the last", async () => {
    render(<TestimonialBrowser testimonials={craftedTestimonials(8)} />);
    const nav = screen.getByRole("navigation", { name: "Testimonial pages" });
    const previous = within(nav).getByRole("button", { name: /previous/i });
    const next = within(nav).getByRole("button", { name: /next/i });
    expect(names()).toEqual(["Client 1", "Client 2", "Client 3", "Client 4", "Client 5", "Client 6"]);
    expect(previous).toHaveAttribute("aria-disabled", "true");
    expect(next).toHaveAttribute("aria-disabled", "false");
    expect(within(nav).getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

    await userEvent.click(next);
    expect(names()).toEqual(["Client 7", "Client 8"]);
    expect(window.location.search).toBe("?page=2");
    expect(next).toHaveAttribute("aria-disabled", "true");
    expect(previous).toHaveAttribute("aria-disabled", "false");

    // A disabled Next does nothing.
    await userEvent.click(next);
    expect(names()).toEqual(["Client 7", "Client 8"]);

    await userEvent.click(within(nav).getByRole("button", { name: "Page 1" }));
    expect(names()[0]).toBe("Client 1");
  });

  it("goes back to page 1 when the service filter changes", async () => {
    // 14 alternating testimonials: 7 about each service, so both the full list and the filtered one have 2 pages.
    render(<TestimonialBrowser testimonials={craftedTestimonials(14, [firstService, secondService])} />);
    await userEvent.click(screen.getByRole("button", { name: "Page 2" }));
    expect(window.location.search).toBe("?page=2");

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Filter by service" }), secondService);
    expect(window.location.search).toBe(`?service=${secondService}`);
    expect(screen.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    expect(names()).toEqual(["Client 2", "Client 4", "Client 6", "Client 8", "Client 10", "Client 12"]);
  });

  it("reads the service and page from a shared link", () => {
    window.history.replaceState(null, "", `/testimonials/?service=${secondService}&page=2`);
    render(<TestimonialBrowser testimonials={craftedTestimonials(14, [firstService, secondService])} />);
    expect(names()).toEqual(["Client 14"]);
    expect(screen.getByRole("combobox", { name: "Filter by service" })).toHaveValue(secondService);
  });

  it("opens the chosen story in a dialog; Escape closes it and focus returns to the button", async () => {
    render(<TestimonialBrowser testimonials={realTestimonials} />);
    const story = realTestimonials.slice(0, PAGE_SIZE).at(-1)!;
    const opener = screen.getByRole("button", { name: `Read full story of ${story.name}` });
    await userEvent.click(opener);

    const dialog = screen.getByRole("dialog", { name: `${story.name}’s story` });
    expect(dialog).toHaveTextContent(story.fullTestimonial.split("\n\n")[0]);
    expect(dialog).toHaveTextContent(story.fullTestimonial.split("\n\n").at(-1) ?? "");
    for (const result of story.results) expect(dialog).toHaveTextContent(result);
    expect(within(dialog).getByRole("button", { name: "Close dialog" })).toHaveFocus();
    expect(window.location.search).toBe(`?story=${story.jsonId}`);

    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(window.location.search).toBe("");
  });

  it("closes the story with the × button too", async () => {
    render(<TestimonialBrowser testimonials={realTestimonials} />);
    const opener = screen.getByRole("button", { name: `Read full story of ${realTestimonials[0].name}` });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole("button", { name: "Close dialog" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("opens the story named in a shared link", () => {
    const story = realTestimonials.slice(0, PAGE_SIZE).at(-1)!;
    window.history.replaceState(null, "", `/testimonials/?story=${story.jsonId}`);
    render(<TestimonialBrowser testimonials={realTestimonials} />);
    expect(screen.getByRole("dialog", { name: `${story.name}’s story` })).toBeInTheDocument();
  });

  it("puts every testimonial and its full story in the static HTML, readable without JavaScript", () => {
    const testimonials = craftedTestimonials(8);
    const container = staticHtml(<TestimonialBrowser testimonials={testimonials} />);
    expect(container.querySelectorAll("article")).toHaveLength(8);
    const stories = container.querySelectorAll("article details");
    expect(stories).toHaveLength(8);
    expect(stories[7].querySelector("summary")).toHaveTextContent("Read full story");
    expect(stories[7]).toHaveTextContent("Second paragraph of story 8.");
    expect(stories[7]).toHaveTextContent("Result D");
    // Nothing that needs JavaScript to work: no pagination, no dialog buttons.
    expect(container.querySelector("nav")).toBeNull();
    expect(container.querySelector("article button")).toBeNull();
  });
});
