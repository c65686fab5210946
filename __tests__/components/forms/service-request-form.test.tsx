import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ServiceRequestForm from "../../../src/components/forms/service-request-form";
import serviceOptions from "../../../data/service-options.json";
import priorityLevels from "../../../data/priority-levels.json";

describe("service request form", () => {
  it("reveals a Service Summary with the service's name and estimated setup time once one is chosen", async () => {
    render(<ServiceRequestForm />);
    const status = screen.getByRole("status");
    expect(status).toBeEmptyDOMElement();

    const choice = serviceOptions[1];
    await userEvent.selectOptions(screen.getByLabelText(/^Service Type/), choice.id);
    expect(within(status).getByRole("heading", { name: "Service Summary" })).toBeInTheDocument();
    expect(status).toHaveTextContent(choice.name);
    expect(status).toHaveTextContent(choice.estimatedTime);

    const other = serviceOptions[4];
    await userEvent.selectOptions(screen.getByLabelText(/^Service Type/), other.id);
    expect(status).toHaveTextContent(other.estimatedTime);
    expect(status).not.toHaveTextContent(choice.name);

    await userEvent.selectOptions(screen.getByLabelText(/^Service Type/), "");
    expect(status).toBeEmptyDOMElement();
  });

  it("asks for a priority, describing each level", () => {
    render(<ServiceRequestForm />);
    const group = screen.getByRole("group", { name: /Priority/ });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(priorityLevels.map((level) => level.id));
    expect(radios.every((radio) => (radio as HTMLInputElement).required)).toBe(true);
    expect(group).toHaveTextContent(priorityLevels[0].description);
  });

  it("selects the service the URL names (?service=, from a service card's link) and keeps the visitor's choice there", async () => {
    window.history.replaceState(null, "", `/service-request/?service=${serviceOptions[2].id}`);
    render(<ServiceRequestForm />);
    const select = screen.getByLabelText<HTMLSelectElement>(/^Service Type/);
    expect(await screen.findByRole("heading", { name: "Service Summary" })).toBeInTheDocument();
    expect(select.value).toBe(serviceOptions[2].id);
    await userEvent.selectOptions(select, serviceOptions[0].id);
    expect(new URLSearchParams(window.location.search).get("service")).toBe(serviceOptions[0].id);
    window.history.replaceState(null, "", "/");
  });
});
