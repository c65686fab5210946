import { useCallback, useEffect } from "react";
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

  it("writes the URL as each change is asked for, before React renders it", async () => {
    const seen: string[] = [];
    const Pager = () => {
      const [query, setQuery] = useQueryState({ category: "All", page: "1" });
      const both = () => {
        setQuery({ category: "Compliance" });
        setQuery({ page: "2" });
        seen.push(window.location.search);
      };
      return (
        <button type="button" onClick={both}>
          {query.category} / {query.page}
        </button>
      );
    };
    render(<Pager />);
    await userEvent.click(screen.getByRole("button"));
    expect(seen).toEqual(["?category=Compliance&page=2"]);
    expect(screen.getByRole("button")).toHaveTextContent("Compliance / 2");
  });

  it("keeps the rest of the URL when a child's effect changes it before the URL has been read", () => {
    window.history.replaceState(null, "", "/testimonials/?service=scribes");
    const OpensStory = ({ open }: { open: () => void }) => {
      useEffect(open, [open]);
      return null;
    };
    const Stories = () => {
      const [query, setQuery] = useQueryState({ service: "All", story: "" });
      const open = useCallback(() => setQuery({ story: "dr-lee" }, "replace"), [setQuery]);
      return (
        <>
          <p>
            {query.service} / {query.story || "-"}
          </p>
          <OpensStory open={open} />
        </>
      );
    };
    render(<Stories />);
    expect(window.location.search).toBe("?service=scribes&story=dr-lee");
    expect(screen.getByText("scribes / dr-lee")).toBeInTheDocument();
  });
});
