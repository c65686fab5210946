import type { ChangeEvent } from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ChoiceFieldset from "../../../src/components/forms/choice-fieldset";

const options = [
  { value: "a", label: "Alpha", hint: "First" },
  { value: "b", label: "Beta" },
  { value: "c", label: "Gamma" },
];

describe("radio and checkbox groups (ChoiceFieldset)", () => {
  it("a radio group is a fieldset named by its legend; every choice is required, labelled and described by the error", () => {
    render(
      <ChoiceFieldset
        type="radio"
        legend="Priority"
        name="urgency"
        options={options}
        required
        defaultValue="b"
        error="Choose a priority"
      />,
    );
    const group = screen.getByRole("group", { name: /Priority/ });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => (radio as HTMLInputElement).labels![0].textContent)).toEqual([
      "AlphaFirst",
      "Beta",
      "Gamma",
    ]);
    for (const radio of radios) {
      expect(radio).toBeRequired();
      expect(radio).toHaveAttribute("aria-invalid", "true");
      expect(radio).toHaveAccessibleDescription("Choose a priority");
    }
    expect(within(group).getByRole("radio", { name: /Beta/ })).toBeChecked();
    expect(group).toHaveAccessibleDescription("Choose a priority");
  });

  it("passes its input props (react-hook-form's register) to every choice", async () => {
    const chosen: string[] = [];
    const onChange = (event: ChangeEvent<HTMLInputElement>) => chosen.push(event.target.value);
    render(<ChoiceFieldset type="radio" legend="Plan" name="plan" options={options} inputProps={{ onChange }} />);
    await userEvent.click(screen.getByRole("radio", { name: /Gamma/ }));
    expect(chosen).toEqual(["c"]);
  });

  it("a checkbox group's boxes share the list's name[] and none is required", async () => {
    render(<ChoiceFieldset type="checkbox" legend="Add-ons" name="addOns[]" options={options} />);
    const boxes = screen.getAllByRole("checkbox");
    for (const box of boxes) {
      expect(box).not.toBeRequired();
      expect(box).toHaveAttribute("name", "addOns[]");
    }
    await userEvent.click(screen.getByRole("checkbox", { name: /Alpha/ }));
    expect(screen.getByRole("checkbox", { name: /Alpha/ })).toBeChecked();
  });

  it("checks its default value in the static HTML", () => {
    render(<ChoiceFieldset type="radio" legend="Contact" name="contactMethod" options={options} defaultValue="b" />);
    expect(screen.getAllByRole("radio").map((radio) => (radio as HTMLInputElement).checked)).toEqual([
      false,
      true,
      false,
    ]);
  });
});
