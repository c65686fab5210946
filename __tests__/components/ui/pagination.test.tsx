import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Pagination from "../../../src/components/ui/pagination";

const nav = (name = "Things pages") => screen.getByRole("navigation", { name });

describe("Pagination", () => {
  it("renders nothing when everything fits on one page", () => {
    const { container } = render(<Pagination label="Things pages" page={1} pageCount={1} onNavigate={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  describe("as links (hrefFor given)", () => {
    const hrefFor = (page: number) => `/things/?page=${page}`;

    it("links every page, marks the current one and leaves Previous as disabled text on the first page", () => {
      render(<Pagination label="Things pages" page={1} pageCount={3} onNavigate={() => {}} hrefFor={hrefFor} />);
      const pager = within(nav());
      expect(pager.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
      expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/things/?page=2");
      expect(pager.getByRole("link", { name: "Page 2" })).not.toHaveAttribute("aria-current");
      expect(pager.getByRole("link", { name: "Next page" })).toHaveAttribute("href", "/things/?page=2");
      expect(pager.queryByRole("link", { name: "Previous page" })).not.toBeInTheDocument();
      expect(pager.getByText("Previous").closest("[aria-disabled]")).toHaveAttribute("aria-disabled", "true");
    });

    it("takes over a plain click but leaves a modified click (new tab) to the browser", async () => {
      const onNavigate = jest.fn();
      render(<Pagination label="Things pages" page={2} pageCount={3} onNavigate={onNavigate} hrefFor={hrefFor} />);
      await userEvent.click(within(nav()).getByRole("link", { name: "Next page" }));
      expect(onNavigate).toHaveBeenCalledWith(3);

      onNavigate.mockClear();
      const previous = within(nav()).getByRole("link", { name: "Previous page" });
      // Record whether the component let the click through, then stop jsdom from trying to navigate.
      let preventedByPagination: boolean | undefined;
      const record = (event: MouseEvent) => {
        preventedByPagination = event.defaultPrevented;
        event.preventDefault();
      };
      window.addEventListener("click", record);
      fireEvent.click(previous, { ctrlKey: true });
      window.removeEventListener("click", record);
      expect(preventedByPagination).toBe(false);
      expect(onNavigate).not.toHaveBeenCalled();
    });
  });

  describe("as buttons (no hrefFor)", () => {
    it("keeps Previous and Next in place, aria-disabled at the ends, and ignores clicks on them and on the current page", async () => {
      const onNavigate = jest.fn();
      render(<Pagination label="Things pages" page={3} pageCount={3} onNavigate={onNavigate} />);
      const pager = within(nav());
      const previous = pager.getByRole("button", { name: "Previous page" });
      const next = pager.getByRole("button", { name: "Next page" });
      expect(previous).toHaveAttribute("aria-disabled", "false");
      expect(next).toHaveAttribute("aria-disabled", "true");
      expect(pager.getByRole("button", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
      expect(pager.getByRole("button", { name: "Page 1" })).not.toHaveAttribute("aria-disabled");

      await userEvent.click(next);
      await userEvent.click(pager.getByRole("button", { name: "Page 3" }));
      expect(onNavigate).not.toHaveBeenCalled();

      await userEvent.click(previous);
      expect(onNavigate).toHaveBeenCalledWith(2);
      await userEvent.click(pager.getByRole("button", { name: "Page 1" }));
      expect(onNavigate).toHaveBeenLastCalledWith(1);
    });
  });

  it("shows the first, the last and the current page's neighbours, with hidden gaps, when there are many pages", () => {
    render(<Pagination label="Things pages" page={6} pageCount={12} onNavigate={() => {}} />);
    const numbers = within(nav())
      .getAllByRole("button", { name: /^Page \d+$/ })
      .map((button) => button.textContent);
    expect(numbers).toEqual(["1", "5", "6", "7", "12"]);
    const gaps = within(nav()).getAllByText("…");
    expect(gaps).toHaveLength(2);
    for (const gap of gaps) expect(gap).toHaveAttribute("aria-hidden", "true");
  });
});
