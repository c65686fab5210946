import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import FilterButtons from "../../../src/components/ui/filter-buttons";

const options = [
  { value: "All", label: "All" },
  { value: "billing", label: "Billing" },
  { value: "coding", label: "Coding" },
];

describe("FilterButtons", () => {
  it("is a group named by its visible label, one toggle button per choice with only the chosen one pressed", () => {
    render(<FilterButtons label="Topic" options={options} value="billing" onChange={() => {}} />);
    const group = screen.getByRole("group", { name: "Topic" });
    const buttons = within(group).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual(["All", "Billing", "Coding"]);
    expect(buttons.map((button) => button.getAttribute("aria-pressed"))).toEqual(["false", "true", "false"]);
    for (const button of buttons) expect(button).toHaveAttribute("type", "button");
  });

  it("reports the value (not the label) of the choice clicked", async () => {
    const onChange = jest.fn();
    render(<FilterButtons label="Topic" options={options} value="All" onChange={onChange} />);
    await userEvent.click(screen.getByRole("button", { name: "Coding" }));
    expect(onChange).toHaveBeenCalledWith("coding");
  });
});
