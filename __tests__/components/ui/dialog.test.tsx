import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Dialog from "../../../src/components/ui/dialog";

const Example = () => {
  const [open, setOpen] = useState(false);
  return (
    <div id="___gatsby">
      <button type="button" onClick={() => setOpen(true)}>
        Apply Now
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Apply for Medical Scribe">
        <label>
          Full name <input />
        </label>
        <button type="button" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </Dialog>
    </div>
  );
};

const open = async () => {
  render(<Example />);
  const opener = screen.getByRole("button", { name: "Apply Now" });
  await userEvent.click(opener);
  return opener;
};

describe("Dialog", () => {
  it("is a labelled dialog that takes focus", async () => {
    await open();
    screen.getByRole("dialog", { name: "Apply for Medical Scribe" });
    expect(screen.getByRole("textbox", { name: "Full name" })).toHaveFocus();
  });

  it("opens as a modal, so the browser makes the page behind it inert and keeps Tab inside", async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, "showModal");
    await open();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("dialog")).toHaveAttribute("open");
    showModal.mockRestore();
  });

  it("moves Tab through its controls in order, the close button last", async () => {
    await open();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Close dialog" })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
  });

  it.each([
    ["Escape", () => userEvent.keyboard("{Escape}")],
    ["the × button", () => userEvent.click(screen.getByRole("button", { name: "Close dialog" }))],
    ["Cancel", () => userEvent.click(screen.getByRole("button", { name: "Cancel" }))],
    ["a click on the backdrop", () => userEvent.click(screen.getByRole("dialog"))],
  ])("closes with %s and returns focus to the button that opened it", async (_how, close) => {
    const opener = await open();
    await close();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("stays open on a click inside it", async () => {
    await open();
    await userEvent.click(screen.getByRole("heading", { name: "Apply for Medical Scribe" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});
