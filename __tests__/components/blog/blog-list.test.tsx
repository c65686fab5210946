import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import BlogList from "../../../src/components/blog/blog-list";
import { CARD_TAG_LIMIT } from "../../../src/components/blog/blog-card";
import { searchEntry } from "../../../src/lib/blog-search";
import { blogListPath, type BlogListContext } from "../../../src/lib/blog-pages";
import { categories, manyPosts, realPosts, type CardPost } from "./blog-fixtures";
import { staticHtml } from "../forms/form-helpers";

const posts = realPosts();
// Two categories of data/options.json: the first, and another where a test needs a second list (the last).
const category = categories[0];
const other = categories.at(-1)!;
/** A list's address as a category link or a page link gives it, e.g. /blog/category/compliance/page/2/#articles. */
const listHref = (name: string, page = 1) => `${blogListPath(name, page)}#articles`;
// Every post of the index the build would write: 14 made-up posts in the first category, then the real ones.
const indexed = [...manyPosts(14, category), ...posts];
const fetchIndex = jest.fn(() =>
  Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(indexed.map(searchEntry)) } as Response),
);

type List = Pick<BlogListContext, "category" | "page" | "pageCount" | "total">;
const firstPage: List = { category: "All", page: 1, pageCount: 1, total: posts.length };

const renderList = (list: List = firstPage, shown: CardPost[] = posts) =>
  render(<BlogList posts={shown} categories={categories} list={list} />);
const cardTitles = () => screen.queryAllByRole("article").map((card) => within(card).getByRole("heading").textContent);
const searchBox = () => screen.getByRole("searchbox", { name: "Search articles" });
const categoryNav = () => screen.getByRole("navigation", { name: "Category" });
const pager = (name = "Article pages") => screen.getByRole("navigation", { name });

beforeEach(() => {
  window.history.replaceState(null, "", "/blog/");
  global.fetch = fetchIndex as typeof fetch;
  fetchIndex.mockClear();
  jest.mocked(navigate).mockClear();
});

describe("BlogList", () => {
  it("shows the page's posts as cards whose titles link to the posts, and announces where it is in the list", () => {
    renderList({ category: "All", page: 2, pageCount: 3, total: 14 }, manyPosts(6));
    expect(cardTitles()).toEqual(manyPosts(6).map((post) => post.frontmatter.title));
    expect(screen.getByRole("link", { name: "Article 1" })).toHaveAttribute("href", "/blog/article-1/");
    expect(screen.getByRole("status")).toHaveTextContent("Showing 7–12 of 14 articles");
    expect(fetchIndex).not.toHaveBeenCalled();
  });

  it("links All and every blog category of data/options.json to its own list, marking the one shown", () => {
    renderList({ category: other, page: 2, pageCount: 2, total: 8 });
    const links = within(categoryNav()).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["All", ...categories]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/blog/#articles",
      ...categories.map((name) => listHref(name)),
    ]);
    expect(within(categoryNav()).getByRole("link", { name: other })).toHaveAttribute("aria-current", "page");
    expect(within(categoryNav()).getByRole("link", { name: "All" })).not.toHaveAttribute("aria-current");
  });

  it("links the list's pages by their addresses, and follows them without a reload", async () => {
    renderList({ category: other, page: 2, pageCount: 3, total: 14 }, manyPosts(6, other));
    const links = within(pager()).getAllByRole("link");
    expect(links.map((link) => [link.getAttribute("aria-label"), link.getAttribute("href")])).toEqual([
      ["Previous page", listHref(other)],
      ["Page 1", listHref(other)],
      ["Page 2", listHref(other, 2)],
      ["Page 3", listHref(other, 3)],
      ["Next page", listHref(other, 3)],
    ]);
    expect(within(pager()).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(within(pager()).getByRole("link", { name: "Next page" }));
    expect(navigate).toHaveBeenCalledWith(listHref(other, 3));
  });

  it("searches every post's title, excerpt and tags, regardless of case, once the visitor types", async () => {
    const target = posts[posts.length - 1];
    const tag = target.frontmatter.tags[0];
    renderList();
    expect(fetchIndex).not.toHaveBeenCalled();
    const historyLength = window.history.length;
    await userEvent.type(searchBox(), tag.toUpperCase());
    await waitFor(() => expect(cardTitles()).toContain(target.frontmatter.title));
    expect(fetchIndex).toHaveBeenCalledTimes(1);
    expect(fetchIndex).toHaveBeenCalledWith("/blog/search-index.json");
    for (const post of indexed.filter((p) => !cardTitles().includes(p.frontmatter.title))) {
      const text = [post.frontmatter.title, post.frontmatter.excerpt, ...post.frontmatter.tags].join(" ").toLowerCase();
      expect(text).not.toContain(tag.toLowerCase());
    }
    expect(new URLSearchParams(window.location.search).get("q")).toBe(tag.toUpperCase());
    expect(window.history.length).toBe(historyLength);
    expect(screen.getByRole("heading", { name: "Search results" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(new RegExp(`Showing ${cardTitles().length} articles?`));
    // A result's card is the post's card without its cover: the index has no images.
    const card = screen.getAllByRole("article")[0];
    expect(card.querySelector("img")).toBeNull();
    expect(card).toHaveTextContent(`${target.fields.readTime} min read`);
  });

  it("searches only the category of the list it is on, and the category links carry the search", async () => {
    renderList({ category, page: 1, pageCount: 3, total: 14 }, manyPosts(6));
    await userEvent.type(searchBox(), "excerpt of article");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Showing 1–6 of 14 articles"));
    expect(within(categoryNav()).getByRole("link", { name: other })).toHaveAttribute(
      "href",
      `${blogListPath(other)}?q=excerpt+of+article#articles`,
    );
  });

  it("shows its results six at a time, with page links that keep the search in the address", async () => {
    window.history.replaceState(null, "", "/blog/?q=article");
    renderList();
    await waitFor(() => expect(cardTitles()).toHaveLength(6));
    expect(cardTitles()[0]).toBe("Article 1");
    expect(within(pager("Search result pages")).getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "href",
      "/blog/?q=article&page=2",
    );
    await userEvent.click(within(pager("Search result pages")).getByRole("link", { name: "Next page" }));
    expect(cardTitles()[0]).toBe("Article 7");
    expect(window.location.search).toBe("?q=article&page=2");
    expect(screen.getByRole("status")).toHaveTextContent("Showing 7–12 of 14 articles");
    expect(screen.getByRole("heading", { name: "Search results" })).toHaveFocus();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("starts again at the first page of results when the search changes", async () => {
    window.history.replaceState(null, "", "/blog/?q=article&page=3");
    renderList();
    await waitFor(() => expect(cardTitles()).toEqual(["Article 13", "Article 14"]));
    await userEvent.type(searchBox(), " 1");
    await waitFor(() => expect(cardTitles()[0]).toBe("Article 1"));
    expect(window.location.search).toBe("?q=article+1");
  });

  it("says 'No articles found' when nothing matches, and its button clears the search", async () => {
    renderList();
    await userEvent.type(searchBox(), "zzz-nothing-like-this");
    await screen.findByRole("heading", { name: "No articles found" });
    expect(screen.getByText("Try adjusting your search criteria or browse all articles.")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Showing 0 articles");

    await userEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(cardTitles()).toEqual(posts.map((post) => post.frontmatter.title));
    expect(searchBox()).toHaveValue("");
    expect(searchBox()).toHaveFocus();
    expect(window.location.search).toBe("");
  });

  it("offers every post when a category has none yet", () => {
    renderList({ category: other, page: 1, pageCount: 1, total: 0 }, []);
    expect(screen.getByRole("heading", { name: "No articles found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse all articles" })).toHaveAttribute("href", "/blog/");
  });

  it(`shows at most ${CARD_TAG_LIMIT} tags on a card`, () => {
    expect(CARD_TAG_LIMIT).toBe(3);
    const [post] = manyPosts(1);
    expect(post.frontmatter.tags.length).toBeGreaterThan(CARD_TAG_LIMIT);
    renderList(firstPage, [post, ...posts]);
    for (const card of screen.getAllByRole("article")) {
      expect(
        within(within(card).getByRole("list", { name: "Tags" })).getAllByRole("listitem").length,
      ).toBeLessThanOrEqual(CARD_TAG_LIMIT);
    }
    const first = within(screen.getAllByRole("article")[0]);
    expect(first.getByText("Third tag")).toBeInTheDocument();
    expect(first.queryByText("Fourth tag")).not.toBeInTheDocument();
  });

  it("works in the static HTML, before and without the script: cards, links, and a search form that sends ?q=", () => {
    const page = within(
      staticHtml(
        <BlogList
          posts={manyPosts(6, other)}
          categories={categories}
          list={{ category: other, page: 1, pageCount: 2, total: 8 }}
        />,
      ),
    );
    expect(page.getAllByRole("article")).toHaveLength(6);
    expect(page.getByRole("status")).toHaveTextContent("Showing 1–6 of 8 articles");
    expect(page.getByRole("link", { name: "Next page" })).toHaveAttribute("href", listHref(other, 2));
    const box = page.getByRole("searchbox", { name: "Search articles" });
    expect(box).toBeEnabled();
    expect(box).toHaveAttribute("name", "q");
    const form = page.getByRole("search");
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", blogListPath(other));
    expect(form.querySelector("noscript")?.innerHTML).toMatch(/Searching needs JavaScript/);
    expect(page.getByRole("link", { name: "All" })).toHaveAttribute("href", "/blog/#articles");
  });

  it("searches for what was typed into the box before the script took over", async () => {
    const element = <BlogList posts={posts} categories={categories} list={firstPage} />;
    const container = document.body.appendChild(staticHtml(element));
    const [tag] = posts[0].frontmatter.tags;
    within(container).getByRole<HTMLInputElement>("searchbox").value = tag;
    render(element, { container, hydrate: true });
    await waitFor(() => expect(screen.getByRole("heading", { name: "Search results" })).toBeInTheDocument());
    expect(searchBox()).toHaveValue(tag);
    expect(window.location.search).toBe(`?${new URLSearchParams({ q: tag })}`);
  });

  it("sends a link shared before the categories had pages to the category's page", () => {
    window.history.replaceState(null, "", `/blog/?${new URLSearchParams({ category: other, page: "2" })}`);
    renderList();
    expect(navigate).toHaveBeenCalledWith(blogListPath(other, 2), { replace: true });
  });
});
