/** Posting to the submit-form function in-process, the way Netlify calls it: a real Request and a Context. */
import { randomUUID } from "node:crypto";
import type { Context } from "@netlify/functions";
import submitForm from "../../../netlify/functions/submit-form";
import type { FormName } from "../../../src/form-definitions";
import { FORM_ACTION } from "../../../src/lib/form-action";
import { validSubmissions, type Entries } from "../../form-definitions/support/valid-submissions";

export const ENDPOINT = new URL(FORM_ACTION, "http://localhost:8888").href;
export const IP = "203.0.113.10";
export const REQUEST_ID = "test-request-id";
export const JSON_ACCEPT = "application/json";
export const HTML_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
export const USER_AGENT = 'Jest/30 (test; "quotes" it\'s)';

export type PostOptions = {
  accept?: string;
  ip?: string;
  headers?: Record<string, string>;
  method?: string;
  /** More of the Context, e.g. `deploy: { context: "production" }`. */
  context?: Record<string, unknown>;
};

/**
 * A FormData body as a browser sends it: its bytes, with their Content-Type. Undici's own stream of a FormData,
 * cancelled while it is being read (a body over the cap), throws where Jest sees it; a body off the network does not.
 */
async function sent(body: BodyInit | null): Promise<{ body: BodyInit | null; type: Record<string, string> }> {
  if (!(body instanceof FormData)) return { body, type: {} };
  const encoded = new Response(body);
  return {
    body: new Uint8Array(await encoded.arrayBuffer()),
    type: { "content-type": encoded.headers.get("content-type")! },
  };
}

/** Posts like a browser: URLSearchParams → urlencoded, FormData → multipart (the platform sets the types). */
export async function post(
  body: BodyInit | null,
  { accept = JSON_ACCEPT, ip = IP, headers = {}, method = "POST", context: extra = {} }: PostOptions = {},
) {
  const pending: Promise<unknown>[] = [];
  const context = {
    ip,
    requestId: REQUEST_ID,
    waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    ...extra,
  } as unknown as Context;
  const form = await sent(method === "GET" || method === "HEAD" ? null : body);
  const request = new Request(ENDPOINT, {
    method,
    body: form.body,
    headers: { accept, "user-agent": USER_AGENT, ...form.type, ...headers },
  });
  const response = await submitForm(request, context);
  await Promise.all(pending);
  return response;
}

export const urlencoded = (entries: Entries) => new URLSearchParams(entries);

/**
 * Posts a contact form and resolves with the answer as soon as the function gives it, without waiting for what
 * it left running after the answer (the webhook, the mail): `delivery` settles when that is done, and
 * `stillRunning` says whether it was still on its way when the answer came.
 */
export async function postInFlight(ip = IP) {
  const deliveries: Promise<unknown>[] = [];
  const context = {
    ip,
    requestId: REQUEST_ID,
    waitUntil: (promise: Promise<unknown>) => deliveries.push(promise),
  } as unknown as Context;
  const response = await submitForm(
    new Request(ENDPOINT, {
      method: "POST",
      body: urlencoded(fetchPost("contact")),
      headers: { accept: JSON_ACCEPT },
    }),
    context,
  );
  const delivery = Promise.all(deliveries);
  const stillRunning = await Promise.race([
    delivery.then(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 0)),
  ]);
  return { response, delivery, stillRunning };
}

export type ResumeUpload = { bytes: Uint8Array; name: string; type?: string };

export function multipart(entries: Entries, resume?: ResumeUpload) {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  if (resume)
    data.append(
      "resume",
      new File([resume.bytes as Uint8Array<ArrayBuffer>], resume.name, { type: resume.type ?? "" }),
    );
  return data;
}

/** A form's valid post with a fresh submission id and a render time long enough ago. */
export const fetchPost = (form: FormName, extra: Entries = []): Entries => [
  ...validSubmissions[form].entries,
  ["submissionId", randomUUID()],
  ["renderedAt", String(Date.now() - 60_000)],
  ...extra,
];

export type Answer = { ok?: boolean; id?: string; error?: string; fields?: Record<string, string> };

export const body = async (response: Response) => (await response.json()) as Answer;
