import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ServiceOptionCards from "../../../src/components/forms/service-option-cards";
import serviceOptions from "../../../data/service-options.json";

const nodes = serviceOptions.map(({ id, ...service }) => ({ ...service, jsonId: id }));

describe("service option cards", () => {
  it("links each card to the form with its service in the query, so it works without JavaScript", () => {
    render(<ServiceOptionCards services={nodes} formId="service-request-form" onChoose={() => undefined} />);
    for (const service of serviceOptions) {
      expect(screen.getByRole("link", { name: `Request ${service.name}` })).toHaveAttribute(
        "href",
        `?service=${service.id}#service-request-form`,
      );
    }
  });

  it("hands the chosen service to the page instead of reloading when JavaScript runs", async () => {
    const onChoose = jest.fn();
    render(<ServiceOptionCards services={nodes} formId="service-request-form" onChoose={onChoose} />);
    await userEvent.click(screen.getByRole("link", { name: `Request ${serviceOptions[1].name}` }));
    expect(onChoose).toHaveBeenCalledWith(serviceOptions[1].id);
  });
});
