import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ServiceOptionCards from "../../../src/components/forms/service-option-cards";
import { offeredServices } from "../../../src/form-definitions";
import { requestableServices } from "../../../src/form-definitions/services";

const nodes = requestableServices(offeredServices);

describe("service option cards", () => {
  it("links each card to the form with its service in the query, so it works without JavaScript", () => {
    render(<ServiceOptionCards services={nodes} formId="service-request-form" onChoose={() => undefined} />);
    for (const service of nodes) {
      expect(screen.getByRole("link", { name: `Request ${service.title}` })).toHaveAttribute(
        "href",
        `?service=${service.slug}#service-request-form`,
      );
    }
  });

  it("hands the chosen service to the page instead of reloading when JavaScript runs", async () => {
    const onChoose = jest.fn();
    render(<ServiceOptionCards services={nodes} formId="service-request-form" onChoose={onChoose} />);
    await userEvent.click(screen.getByRole("link", { name: `Request ${nodes[1].title}` }));
    expect(onChoose).toHaveBeenCalledWith(nodes[1].slug);
  });
});
