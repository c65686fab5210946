import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useQueryState } from "../../src/hooks/use-query-state";

const Filters = () => {
  const [query, setQuery] = useQueryState({ category: "All", page: "1", q: "" });
  return (
    <>
      <p>
        {query.category} / {query.page} / {query.q || "-"}
      </p>
      <button type="button" onClick={() => setQuery({ category: "Compliance", page: "1" })}>
        Compliance
      </button>
      <button type="button" onClick={() => setQuery({ page: "2" })}>
        Page 2
      </button>
      <button type="button" onClick={() => setQuery({ q: "hipaa" }, "replace")}>
        Search
      </button>
    </>
  );
};

beforeEach(() => window.history.replaceState(null, "", "/blog/"));

describe("useQueryState", () => {
  it("reads the state from the URL after mounting", () => {
    window.history.replaceState(null, "", "/blog/?category=Compliance&page=2");
    render(<Filters />);
    expect(screen.getByText("Compliance / 2 / -")).toBeInTheDocument();
  });

  it("writes changes to the URL, leaving defaults out", async () => {
    render(<Filters />);
    await userEvent.click(screen.getByRole("button", { name: "Page 2" }));
    expect(window.location.search).toBe("?page=2");
    await userEvent.click(screen.getByRole("button", { name: "Compliance" }));
    expect(window.location.search).toBe("?category=Compliance");
  });

  it("follows back and forward", async () => {
    render(<Filters />);
    await userEvent.click(screen.getByRole("button", { name: "Page 2" }));
    await userEvent.click(screen.getByRole("button", { name: "Compliance" }));
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    });
    expect(screen.getByText("All / 2 / -")).toBeInTheDocument();
  });

  it("replaces the history entry when asked (typing in a search box)", async () => {
    render(<Filters />);
    const before = window.history.length;
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(window.location.search).toBe("?q=hipaa");
    expect(window.history.length).toBe(before);
  });
});
