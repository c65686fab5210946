import { useEffect, useId, useRef, type ReactNode } from "react";
import { css } from "@emotion/react";
import Icon from "./icon";
import closeIcon from "../../styles/icons/close";
import { colors, radii, shadows, space } from "../../styles/theme";

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Wider dialogs hold forms; narrow ones hold text. */
  size?: "md" | "lg";
};

// The <dialog> is a bare frame around the panel, so a click on the dialog element itself is a click on its backdrop.
const frame = css({
  width: "100%",
  maxHeight: "calc(100vh - 2rem)",
  padding: 0,
  border: 0,
  background: "transparent",
  overflow: "visible",
  "&::backdrop": { background: "rgba(18, 38, 58, 0.6)" },
});

const panel = css({
  position: "relative",
  maxHeight: "calc(100vh - 2rem)",
  overflowY: "auto",
  background: colors.surface,
  borderRadius: radii.lg,
  boxShadow: shadows.raised,
  padding: `${space(8)} ${space(6)} ${space(6)}`,
});

const closeButton = css({
  position: "absolute",
  top: space(3),
  right: space(3),
  display: "inline-grid",
  placeItems: "center",
  width: 44,
  height: 44,
  border: 0,
  borderRadius: radii.pill,
  background: "transparent",
  color: colors.ink,
  cursor: "pointer",
  "&:hover": { background: colors.surfaceAlt },
});

/**
 * A modal dialog on the platform's <dialog>: showModal() puts it above the page, makes the rest of the page inert,
 * keeps focus inside and closes it on Escape (its close event tells the owner). × and a click on the backdrop
 * close it too, and focus returns to whatever opened it.
 */
const Dialog = ({ open, onClose, title, children, size = "md" }: DialogProps) => {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    dialog.showModal();
    // Content may mark where to start (data-autofocus), e.g. text above a long form that must not scroll away.
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    return () => opener?.focus();
  }, [open]);

  if (!open) return null;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes, for the pointer; the keyboard has Escape and the close button
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      css={[frame, { maxWidth: size === "lg" ? 760 : 560 }]}
      onClose={onClose}
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault(); // the press would otherwise move focus away from the opener, which just got it back
        onClose();
      }}
    >
      <div css={panel}>
        <h2 id={titleId} css={{ paddingRight: space(10), fontSize: "1.5rem" }}>
          {title}
        </h2>
        {children}
        <button type="button" css={closeButton} onClick={onClose} aria-label="Close dialog">
          <Icon shape={closeIcon} size={22} />
        </button>
      </div>
    </dialog>
  );
};

export default Dialog;
