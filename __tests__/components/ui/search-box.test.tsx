import { createRef } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import SearchBox from "../../../src/components/ui/search-box";

describe("SearchBox", () => {
  it("is a labelled search field inside a search landmark", () => {
    render(<SearchBox label="Search things" placeholder="Name or tag" value="" onChange={() => {}} />);
    const box = screen.getByRole("searchbox", { name: "Search things" });
    expect(box).toHaveAttribute("placeholder", "Name or tag");
    expect(box).toHaveAttribute("name", "q");
    expect(screen.getByRole("search")).toContainElement(box);
  });

  it("reports each change as the visitor types, and Enter does not submit", async () => {
    const onChange = jest.fn();
    render(<SearchBox label="Search things" value="" onChange={onChange} />);
    await userEvent.type(screen.getByRole("searchbox"), "a");
    expect(onChange).toHaveBeenLastCalledWith("a");
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    fireEvent(screen.getByRole("search"), submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it("hands its input to a ref (to put focus back) and can be disabled", () => {
    const ref = createRef<HTMLInputElement>();
    render(<SearchBox ref={ref} label="Search things" value="x" onChange={() => {}} disabled />);
    expect(ref.current).toBe(screen.getByRole("searchbox", { name: "Search things" }));
    expect(ref.current).toBeDisabled();
    expect(ref.current).toHaveValue("x");
  });
});
