import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { FORM_ACTION } from "../../../src/lib/form-action";

// Helpers shared by the form tests: what a form would post, and which of its fields are required.

/** The distinct names of a form's controls, in document order. */
export function fieldNames(form: HTMLFormElement): string[] {
  const names = Array.from(form.elements)
    .map((element) => (element as HTMLInputElement).name)
    .filter(Boolean);
  return [...new Set(names)];
}

/** Names whose controls all carry the required attribute. */
export function requiredNames(form: HTMLFormElement): string[] {
  return fieldNames(form).filter((name) =>
    Array.from(form.querySelectorAll<HTMLInputElement>(`[name="${name}"]`)).every((control) => control.required),
  );
}

/** The rules every form shares: a native post to the function, form-name, the honeypot. */
export function expectNativeLeadForm(form: HTMLFormElement, formName: string) {
  expect(form).toHaveAttribute("method", "post");
  expect(form).toHaveAttribute("action", FORM_ACTION);
  expect(form).not.toHaveAttribute("data-netlify");
  const hidden = form.querySelector<HTMLInputElement>('input[name="form-name"]');
  expect(hidden).toHaveAttribute("type", "hidden");
  expect(hidden).toHaveValue(formName);
  const honeypot = form.querySelector<HTMLInputElement>('input[name="bot-field"]')!;
  expect(honeypot).toHaveAttribute("tabindex", "-1");
  expect(honeypot).toHaveAttribute("autocomplete", "off");
  expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
}

/** The values a native submit would send for one name (checked boxes and radios only). */
export function postedValues(form: HTMLFormElement, name: string): string[] {
  return new FormData(form).getAll(name).map(String);
}

/** The HTML the server would send for an element (no effects run), parsed into a detached container. */
export function staticHtml(element: ReactElement, { scripting = true } = {}): HTMLElement {
  const container = document.createElement("div");
  // react-hook-form picks useLayoutEffect whenever `window` exists, as it does under jsdom (never in Gatsby's
  // server render), and React warns that it does nothing on the server. Only that warning is muted.
  const consoleError = console.error;
  const spy = jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === "string" && args[0].includes("useLayoutEffect does nothing on the server")) return;
    consoleError(...args);
  });
  let html: string;
  try {
    html = renderToString(element);
  } finally {
    spy.mockRestore();
  }
  if (scripting) {
    container.innerHTML = html;
    return container;
  }
  // As a browser without JavaScript reads it: a <noscript>'s content is markup (DOMParser does not script).
  return document.adoptNode(
    new DOMParser().parseFromString(`<div>${html}</div>`, "text/html").body.firstElementChild!,
  ) as HTMLElement;
}
