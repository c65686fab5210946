import { createRef } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { act, fireEvent, render, screen } from "@testing-library/react";
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

  it("hands its input to a ref (to put focus back)", () => {
    const ref = createRef<HTMLInputElement>();
    render(<SearchBox ref={ref} label="Search things" value="x" onChange={() => {}} />);
    expect(ref.current).toBe(screen.getByRole("searchbox", { name: "Search things" }));
    expect(ref.current).toHaveValue("x");
  });

  it("searches for what was typed into the static HTML before React took over", () => {
    const onChange = jest.fn();
    const box = <SearchBox label="Search things" value="" onChange={onChange} />;
    const container = document.createElement("div");
    container.innerHTML = renderToString(box);
    document.body.append(container);
    container.querySelector("input")!.value = "hipaa";
    act(() => {
      hydrateRoot(container, box);
    });
    expect(onChange).toHaveBeenCalledWith("hipaa");
    expect(onChange).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it("reports nothing when nothing was typed before React took over", () => {
    const onChange = jest.fn();
    const box = <SearchBox label="Search things" value="" onChange={onChange} />;
    const container = document.createElement("div");
    container.innerHTML = renderToString(box);
    act(() => {
      hydrateRoot(container, box);
    });
    expect(onChange).not.toHaveBeenCalled();
  });
});
