/**
 * The staff pages' calls to the staff function (src/lib/staff-api.ts): JSON both ways, the session cookie sent
 * along, nothing cached. A refusal becomes a StaffApiError carrying the function's own sentence.
 */
import type { ErrorJson } from "../../lib/staff-api";

export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "StaffApiError";
  }
}

/** GET `url`, or POST `body` as JSON to it; the answer's JSON, or a StaffApiError. */
export async function staffFetch<T>(url: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: body === undefined ? "GET" : "POST",
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch {
    throw new StaffApiError(0, "The inbox could not be reached. Check your connection and try again.");
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as ErrorJson | null;
    throw new StaffApiError(response.status, answer?.error ?? `The inbox answered ${response.status}. Try again.`);
  }
  return (await response.json()) as T;
}

/** The sentence to show for any error a call threw. */
export const errorText = (error: unknown) =>
  error instanceof Error ? error.message : "Something went wrong. Try again.";

/** A text field's value in a submitted form ("" when it has none). */
export function formText(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === "string" ? value : "";
}
