import type { DialogProps } from "./dialog-panel";
import { onDemand, useOnDemand } from "../../hooks/use-on-demand";

// No page shows a dialog when it loads, so the panel's code (focus trap, styles) comes when it is needed.
const dialogPanel = onDemand<DialogProps>(() => import("./dialog-panel"));

/** A modal dialog (see ./dialog-panel.tsx); nothing at all while closed. */
const Dialog = (props: DialogProps) => {
  const Panel = useOnDemand(dialogPanel, props.open);
  return props.open && Panel ? <Panel {...props} /> : null;
};

export default Dialog;
