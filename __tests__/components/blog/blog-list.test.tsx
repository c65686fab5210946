import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import BlogList from "../../../src/components/blog/blog-list";
import { CARD_TAG_LIMIT } from "../../../src/components/blog/blog-card";
import { categories, manyPosts, realPosts, type CardPost } from "./blog-fixtures";
import { staticHtml } from "../forms/form-helpers";

const posts = realPosts();

const renderList = (list: CardPost[] = posts) => render(<BlogList posts={list} categories={categories} />);
const cardTitles = () => screen.queryAllByRole("article").map((card) => within(card).getByRole("heading").textContent);
const searchBox = () => screen.getByRole("searchbox", { name: "Search articles" });
const categoryButton = (name: string) =>
  within(screen.getByRole("group", { name: "Category" })).getByRole("button", { name });

beforeEach(() => window.history.replaceState(null, "", "/blog/"));

describe("BlogList", () => {
  it("shows every post as a card whose title links to the post, and announces the count", () => {
    renderList();
    expect(posts.length).toBeGreaterThan(0);
    expect(cardTitles()).toEqual(posts.map((post) => post.frontmatter.title));
    for (const post of posts) {
      expect(screen.getByRole("link", { name: post.frontmatter.title })).toHaveAttribute(
        "href",
        `/blog/${post.frontmatter.slug}/`,
      );
    }
    expect(screen.getByRole("status")).toHaveTextContent(`Showing ${posts.length} articles`);
  });

  it("filters the cards as the visitor types, matching tags regardless of case, without adding history entries", async () => {
    const target = posts[posts.length - 1];
    const tag = target.frontmatter.tags[0];
    renderList();
    const historyLength = window.history.length;
    await userEvent.type(searchBox(), tag.toUpperCase());
    expect(cardTitles()).toContain(target.frontmatter.title);
    expect(cardTitles().length).toBeLessThan(posts.length);
    for (const post of posts.filter((p) => !cardTitles().includes(p.frontmatter.title))) {
      const text = [post.frontmatter.title, post.frontmatter.excerpt, ...post.frontmatter.tags].join(" ").toLowerCase();
      expect(text).not.toContain(tag.toLowerCase());
    }
    expect(new URLSearchParams(window.location.search).get("q")).toBe(tag.toUpperCase());
    expect(window.history.length).toBe(historyLength);
    expect(screen.getByRole("status")).toHaveTextContent(new RegExp(`Showing ${cardTitles().length} articles?`));
  });

  it("offers All and every blog category as toggle buttons, and shows only the pressed category", async () => {
    renderList();
    expect(
      within(screen.getByRole("group", { name: "Category" }))
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["All", ...categories]);
    expect(categoryButton("All")).toHaveAttribute("aria-pressed", "true");

    const category = posts[0].frontmatter.category;
    await userEvent.click(categoryButton(category));
    expect(categoryButton(category)).toHaveAttribute("aria-pressed", "true");
    expect(categoryButton("All")).toHaveAttribute("aria-pressed", "false");
    expect(cardTitles()).toEqual(
      posts.filter((p) => p.frontmatter.category === category).map((p) => p.frontmatter.title),
    );
    expect(new URLSearchParams(window.location.search).get("category")).toBe(category);

    await userEvent.click(categoryButton("All"));
    expect(cardTitles()).toHaveLength(posts.length);
  });

  it("says 'No articles found' when nothing matches, and its button clears the search and category", async () => {
    renderList();
    await userEvent.click(categoryButton(posts[0].frontmatter.category));
    await userEvent.type(searchBox(), "zzz-nothing-like-this");
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(screen.getByRole("heading", { name: "No articles found" })).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search criteria or browse all articles.")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Showing 0 articles");

    await userEvent.click(screen.getByRole("button", { name: "Clear search and filters" }));
    expect(cardTitles()).toHaveLength(posts.length);
    expect(searchBox()).toHaveValue("");
    expect(searchBox()).toHaveFocus();
    expect(categoryButton("All")).toHaveAttribute("aria-pressed", "true");
    expect(window.location.search).toBe("");
  });

  it(`shows at most ${CARD_TAG_LIMIT} tags on a card`, () => {
    expect(CARD_TAG_LIMIT).toBe(3);
    const [post] = manyPosts(1);
    expect(post.frontmatter.tags.length).toBeGreaterThan(CARD_TAG_LIMIT);
    renderList([post, ...posts]);
    for (const card of screen.getAllByRole("article")) {
      expect(
        within(within(card).getByRole("list", { name: "Tags" })).getAllByRole("listitem").length,
      ).toBeLessThanOrEqual(CARD_TAG_LIMIT);
    }
    const first = within(screen.getAllByRole("article")[0]);
    expect(first.getByText("Third tag")).toBeInTheDocument();
    expect(first.queryByText("Fourth tag")).not.toBeInTheDocument();
  });

  it("reads its state from a shared link", () => {
    const category = posts[1].frontmatter.category;
    window.history.replaceState(null, "", `/blog/?category=${encodeURIComponent(category)}`);
    renderList();
    expect(categoryButton(category)).toHaveAttribute("aria-pressed", "true");
    expect(cardTitles()).toEqual(
      posts.filter((p) => p.frontmatter.category === category).map((p) => p.frontmatter.title),
    );
  });

  it("lists every post in the static HTML, before any script runs, with the controls disabled", () => {
    const page = within(staticHtml(<BlogList posts={manyPosts(8)} categories={categories} />));
    expect(page.getAllByRole("article")).toHaveLength(8);
    expect(page.getByRole("status")).toHaveTextContent("Showing 8 articles");
    expect(page.queryByRole("navigation", { name: "Article pages" })).not.toBeInTheDocument();
    expect(page.getByRole("searchbox", { name: "Search articles" })).toBeDisabled();
    expect(page.getByRole("button", { name: "All" })).toBeDisabled();
  });

  describe("with more than six posts", () => {
    const eight = manyPosts(8, categories[0]);
    const pager = () => screen.getByRole("navigation", { name: "Article pages" });

    it("shows six per page with previous, next and numbered links that keep the address shareable", async () => {
      renderList(eight);
      expect(cardTitles()).toEqual(["Article 1", "Article 2", "Article 3", "Article 4", "Article 5", "Article 6"]);
      expect(within(pager()).getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
      expect(within(pager()).getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/blog/?page=2");
      expect(within(pager()).queryByRole("link", { name: "Previous page" })).not.toBeInTheDocument();

      await userEvent.click(within(pager()).getByRole("link", { name: "Next page" }));
      expect(cardTitles()).toEqual(["Article 7", "Article 8"]);
      expect(window.location.search).toBe("?page=2");
      expect(screen.getByRole("status")).toHaveTextContent("Showing 7–8 of 8 articles");
      expect(screen.getByRole("heading", { name: "Articles" })).toHaveFocus();
      expect(within(pager()).queryByRole("link", { name: "Next page" })).not.toBeInTheDocument();

      await userEvent.click(within(pager()).getByRole("link", { name: "Previous page" }));
      expect(cardTitles()).toHaveLength(6);
    });

    it("goes back to page 1 when a category is chosen or a search is typed", async () => {
      renderList(eight);
      await userEvent.click(within(pager()).getByRole("link", { name: "Page 2" }));
      await userEvent.click(categoryButton(categories[0]));
      expect(cardTitles()[0]).toBe("Article 1");
      expect(new URLSearchParams(window.location.search).get("page")).toBeNull();

      await userEvent.click(within(pager()).getByRole("link", { name: "Page 2" }));
      expect(within(pager()).getByRole("link", { name: "Page 1" })).toHaveAttribute(
        "href",
        `/blog/?category=${encodeURIComponent(categories[0]).replace(/%20/g, "+")}`,
      );
      await userEvent.type(searchBox(), "article");
      expect(cardTitles()[0]).toBe("Article 1");
      expect(new URLSearchParams(window.location.search).get("page")).toBeNull();
    });

    it("opens the page a shared link names", () => {
      window.history.replaceState(null, "", "/blog/?page=2");
      renderList(eight);
      expect(cardTitles()).toEqual(["Article 7", "Article 8"]);
    });
  });
});
