import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import EmptyState from "../../../src/components/ui/empty-state";

describe("EmptyState", () => {
  it("shows the heading, the message and a button that clears", async () => {
    const onClear = jest.fn();
    render(<EmptyState title="Nothing here" message="Try something else." clearLabel="Clear all" onClear={onClear} />);
    expect(screen.getByRole("heading", { name: "Nothing here", level: 3 })).toBeInTheDocument();
    expect(screen.getByText("Try something else.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Clear all" }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it("takes the heading level of where it stands", () => {
    render(
      <EmptyState
        headingLevel={2}
        title="Nothing here"
        message="Try something else."
        clearLabel="Clear all"
        onClear={() => {}}
      />,
    );
    expect(screen.getByRole("heading", { name: "Nothing here", level: 2 })).toBeInTheDocument();
  });
});
