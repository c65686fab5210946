// Its own file: the blog keeps a fetched index for the page's lifetime (module state), and this test needs none yet.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import BlogList from "../../../src/components/blog/blog-list";
import { searchEntry } from "../../../src/lib/blog-search";
import { categories, manyPosts, realPosts } from "./blog-fixtures";

const posts = realPosts();

it("says when the search index cannot be fetched, keeps the list, and tries again as the visitor types on", async () => {
  window.history.replaceState(null, "", "/blog/");
  const fetchIndex = jest
    .fn()
    .mockResolvedValueOnce({ ok: false, status: 503 })
    .mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve(manyPosts(8).map(searchEntry)) });
  global.fetch = fetchIndex as typeof fetch;
  render(
    <BlogList
      posts={posts}
      categories={categories}
      list={{ category: "All", page: 1, pageCount: 1, total: posts.length }}
    />,
  );
  const box = screen.getByRole("searchbox", { name: "Search articles" });
  await userEvent.type(box, "8");
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Search is not available right now"));
  expect(screen.getAllByRole("article")).toHaveLength(posts.length);

  await userEvent.type(box, "{backspace}8");
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Showing 1 article"));
  expect(within(screen.getByRole("article")).getByRole("heading")).toHaveTextContent("Article 8");
  expect(fetchIndex).toHaveBeenCalledTimes(2);
});
