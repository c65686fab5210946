import { render, screen, within } from "@testing-library/react";
import { offeredServices } from "../../../src/form-definitions";
import userEvent from "@testing-library/user-event";
import ServiceRequestForm from "../../../src/components/forms/service-request-form";
import { requestableServices } from "../../../src/form-definitions/services";
import priorityLevels from "../../../data/priority-levels.json";

const choices = requestableServices(offeredServices);

describe("service request form", () => {
  it("offers every service of data/services.json in its order, then a general consultation", () => {
    render(<ServiceRequestForm services={offeredServices} />);
    const values = Array.from(screen.getByLabelText<HTMLSelectElement>(/^Service Type/).options)
      .map((option) => option.value)
      .filter(Boolean);
    expect(values).toEqual([...offeredServices.map((service) => service.slug), "consultation"]);
  });

  it("reveals a Service Summary with the service's name, setup time and description once one is chosen", async () => {
    render(<ServiceRequestForm services={offeredServices} />);
    const status = screen.getByRole("status");
    expect(status).toBeEmptyDOMElement();

    const choice = choices[1];
    await userEvent.selectOptions(screen.getByLabelText(/^Service Type/), choice.slug);
    expect(within(status).getByRole("heading", { name: "Service Summary" })).toBeInTheDocument();
    expect(status).toHaveTextContent(choice.title);
    expect(status).toHaveTextContent(choice.setupTime);
    expect(status).toHaveTextContent(choice.description);

    const other = choices.at(-1)!;
    await userEvent.selectOptions(screen.getByLabelText(/^Service Type/), other.slug);
    expect(status).toHaveTextContent(other.setupTime);
    expect(status).not.toHaveTextContent(choice.title);

    await userEvent.selectOptions(screen.getByLabelText(/^Service Type/), "");
    expect(status).toBeEmptyDOMElement();
  });

  it("asks for a priority, describing each level", () => {
    render(<ServiceRequestForm services={offeredServices} />);
    const group = screen.getByRole("group", { name: /Priority/ });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(priorityLevels.map((level) => level.id));
    expect(radios.every((radio) => (radio as HTMLInputElement).required)).toBe(true);
    expect(group).toHaveTextContent(priorityLevels[0].description);
  });

  it("selects the service the URL names (?service=, from a service card's link) and keeps the visitor's choice there", async () => {
    window.history.replaceState(null, "", `/service-request/?service=${choices[2].slug}`);
    render(<ServiceRequestForm services={offeredServices} />);
    const select = screen.getByLabelText<HTMLSelectElement>(/^Service Type/);
    expect(await screen.findByRole("heading", { name: "Service Summary" })).toBeInTheDocument();
    expect(select.value).toBe(choices[2].slug);
    await userEvent.selectOptions(select, choices[0].slug);
    expect(new URLSearchParams(window.location.search).get("service")).toBe(choices[0].slug);
    window.history.replaceState(null, "", "/");
  });
});
