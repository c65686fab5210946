import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import RadioGroup from "../../../src/components/forms/radio-group";
import CheckboxGroup from "../../../src/components/forms/checkbox-group";

const options = [
  { value: "a", label: "Alpha", hint: "First" },
  { value: "b", label: "Beta" },
  { value: "c", label: "Gamma" },
];

describe("radio and checkbox groups (ChoiceFieldset)", () => {
  it("a radio group is a fieldset named by its legend; every choice is required, labelled and described by the error", () => {
    render(
      <RadioGroup
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

  it("a controlled radio group reports the chosen value", async () => {
    const onChange = jest.fn();
    render(<RadioGroup legend="Plan" name="plan" options={options} value="" onChange={onChange} />);
    await userEvent.click(screen.getByRole("radio", { name: /Gamma/ }));
    expect(onChange).toHaveBeenCalledWith("c");
  });

  it("a controlled checkbox group reports the ticked values in the options' order, none of them required", async () => {
    const onChange = jest.fn();
    render(<CheckboxGroup legend="Add-ons" name="addOns[]" options={options} value={["c"]} onChange={onChange} />);
    const boxes = screen.getAllByRole("checkbox");
    for (const box of boxes) expect(box).not.toBeRequired();
    expect(screen.getByRole("checkbox", { name: /Gamma/ })).toBeChecked();
    await userEvent.click(screen.getByRole("checkbox", { name: /Alpha/ }));
    expect(onChange).toHaveBeenCalledWith(["a", "c"]);
  });

  it("an uncontrolled checkbox group ticks its default values", () => {
    render(<CheckboxGroup legend="Services" name="services[]" options={options} defaultValue={["a", "b"]} />);
    expect(screen.getAllByRole("checkbox").map((box) => (box as HTMLInputElement).checked)).toEqual([
      true,
      true,
      false,
    ]);
  });
});
