import { render, screen } from "@testing-library/react";
import TextField from "../../../src/components/forms/text-field";
import SelectField from "../../../src/components/forms/select-field";
import TextareaField from "../../../src/components/forms/textarea-field";
import Honeypot from "../../../src/components/forms/honeypot";
import Field from "../../../src/components/forms/field";
import FormShell from "../../../src/components/forms/form-shell";
import { contactForm } from "../../../src/form-definitions/contact";

describe("shared field components", () => {
  it("tie a visible label to the control and mark required fields with an asterisk and the attribute", () => {
    render(<TextField label="Practice Name" name="practiceName" autoComplete="organization" required />);
    const input = screen.getByRole("textbox", { name: /Practice Name/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute("autocomplete", "organization");
    expect((input as HTMLInputElement).labels![0]).toHaveTextContent("Practice Name*");
  });

  it("leave optional fields unmarked", () => {
    render(<TextareaField label="Goals" name="goals" />);
    const textarea = screen.getByRole("textbox", { name: "Goals" });
    expect(textarea).not.toBeRequired();
    expect(textarea).toHaveAttribute("rows", "4");
  });

  it("describe the control by its hint and error", () => {
    render(
      <SelectField
        label="Practice Size"
        name="practiceSize"
        options={[{ value: "1-2", label: "1-2 providers" }]}
        hint="Count every provider."
        error="Choose a size."
      />,
    );
    const select = screen.getByRole("combobox", { name: "Practice Size" });
    expect(select).toHaveAccessibleDescription("Count every provider. Choose a size.");
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(select).toHaveValue("");
  });

  it("keep the honeypot out of sight, out of the tab order and away from autofill", () => {
    const { container } = render(<Honeypot />);
    const input = container.querySelector('input[name="bot-field"]')!;
    expect(input).toHaveAttribute("tabindex", "-1");
    expect(input).toHaveAttribute("autocomplete", "off");
    expect(container.firstElementChild).toHaveAttribute("aria-hidden", "true");
  });
});

describe("Field", () => {
  it("draws a field from its form's declaration: label, control, autofill token and required mark", () => {
    render(
      <FormShell form={contactForm} aria-label="Contact">
        <Field name="email" />
      </FormShell>,
    );
    const input = screen.getByRole("textbox", { name: /Email Address/ });
    expect(input).toHaveAttribute("type", "email");
    expect(input).toHaveAttribute("autocomplete", "email");
    expect(input).toBeRequired();
  });

  it("names the form and the field when the markup asks for one the declaration lacks", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() =>
      render(
        <FormShell form={contactForm} aria-label="Contact">
          <Field name="fax" />
        </FormShell>,
      ),
    ).toThrow('The contact form declares no field "fax"');
    jest.restoreAllMocks();
  });
});
