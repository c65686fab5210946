/**
 * jsdom has <dialog> but not its methods: showModal() and close() here do what a browser's do, short of the top
 * layer (focus to the first control, Escape closes with a close event), so components run on the platform's
 * behaviour in tests. The browser tests cover the real one. Tests in Node's environment have no DOM to patch.
 */
const FOCUSABLE = "[autofocus], a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]";

if (typeof HTMLDialogElement !== "undefined") {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
    (this.querySelector<HTMLElement>(FOCUSABLE) ?? this).focus();
  };

  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };

  document.addEventListener("keydown", (event) => {
    const dialog = document.querySelector<HTMLDialogElement>("dialog[open]");
    if (event.key === "Escape" && dialog?.dispatchEvent(new Event("cancel", { cancelable: true }))) dialog.close();
  });
}
