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
  it("is a labelled modal dialog that takes focus", async () => {
    await open();
    const dialog = screen.getByRole("dialog", { name: "Apply for Medical Scribe" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(screen.getByRole("textbox", { name: "Full name" })).toHaveFocus();
  });

  it("makes the page behind it inert while open", async () => {
    await open();
    expect(document.getElementById("___gatsby")).toHaveAttribute("inert");
    await userEvent.keyboard("{Escape}");
    expect(document.getElementById("___gatsby")).not.toHaveAttribute("inert");
  });

  it("keeps Tab and Shift+Tab inside", async () => {
    await open();
    const input = screen.getByRole("textbox", { name: "Full name" });
    const close = screen.getByRole("button", { name: "Close dialog" });
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it.each([
    ["Escape", () => userEvent.keyboard("{Escape}")],
    ["the × button", () => userEvent.click(screen.getByRole("button", { name: "Close dialog" }))],
    ["Cancel", () => userEvent.click(screen.getByRole("button", { name: "Cancel" }))],
  ])("closes with %s and returns focus to the button that opened it", async (_how, close) => {
    const opener = await open();
    await close();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();
  });
});
