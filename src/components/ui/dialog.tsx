import { useEffect, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { css } from "@emotion/react";
import Icon from "./icon";
import closeIcon from "./icons/close";
import { colors, radii, shadows, space } from "../../styles/theme";

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Wider dialogs hold forms; narrow ones hold text. */
  size?: "md" | "lg";
};

const backdrop = css({
  position: "fixed",
  inset: 0,
  zIndex: 50,
  display: "grid",
  placeItems: "center",
  padding: space(4),
  background: "rgba(18, 38, 58, 0.6)",
  overflowY: "auto",
});

const panel = css({
  position: "relative",
  width: "100%",
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

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves into it, Tab and Shift+Tab stay inside, Escape, × and a click on the backdrop
 * close it, the rest of the page is inert meanwhile, and focus returns to whatever opened it.
 */
const Dialog = ({ open, onClose, title, children, size = "md" }: DialogProps) => {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // The Escape handler calls the latest onClose without reopening the dialog's effect when it changes.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const page = document.getElementById("___gatsby");
    page?.setAttribute("inert", "");
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    // Content may mark where to start (data-autofocus), e.g. text above a long form that must not scroll away.
    const first =
      panelRef.current?.querySelector<HTMLElement>("[data-autofocus]") ??
      panelRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panelRef.current)?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        onCloseRef.current();
      } else if (event.key === "Tab" && panelRef.current) {
        const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
        if (items.length === 0) return event.preventDefault();
        const [firstItem, lastItem] = [items[0], items[items.length - 1]];
        const active = document.activeElement;
        if (event.shiftKey && (active === firstItem || !panelRef.current.contains(active))) {
          event.preventDefault();
          lastItem.focus();
        } else if (!event.shiftKey && (active === lastItem || !panelRef.current.contains(active))) {
          event.preventDefault();
          firstItem.focus();
        }
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      page?.removeAttribute("inert");
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    // A click on the backdrop closes, for the pointer; the keyboard has Escape and the close button.
    <div role="presentation" css={backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        css={[panel, { maxWidth: size === "lg" ? 760 : 560 }]}
      >
        <h2 id={titleId} css={{ paddingRight: space(10), fontSize: "1.5rem" }}>
          {title}
        </h2>
        {children}
        <button type="button" css={closeButton} onClick={onClose} aria-label="Close dialog">
          <Icon shape={closeIcon} size={22} />
        </button>
      </div>
    </div>,
    document.body,
  );
};

export default Dialog;
