/**
 * The shell every HTTP function shares, so that each function's file keeps only its own logic:
 * - the deploy's missing settings reported on its first request (./settings-report.ts);
 * - a request id (Netlify's, or a new one locally);
 * - one log line per request: `{ fn, requestId, ...noted, outcome, status, ms }`, never a value a person sent;
 * - the failures no function answers itself: a deploy without LEAD_HASH_SALT (503, and one error line naming it),
 *   the database not answering (503 with RETRY_SOON) and anything unexpected (500, logged by its name and code only).
 *   Each function says them in its own form (JSON or a page) through `fail`.
 */
import { randomUUID } from "node:crypto";
import type { Context } from "@netlify/functions";
import { MissingSaltError } from "./hashing";
import { RETRY_SOON } from "./http";
import { reportSettings } from "./settings-report";
import { isDatabaseUnavailable } from "./store/sql";

export type Failure = "missing-salt" | "database-unavailable" | "error";

/** What a failure is answered with: its status and headers, which the function's own `fail` puts in its form. */
const FAILURES: Record<Failure, { readonly status: number; readonly headers: Record<string, string> }> = {
  "missing-salt": { status: 503, headers: {} },
  "database-unavailable": { status: 503, headers: RETRY_SOON },
  error: { status: 500, headers: {} },
};

/** A log line's extra fields: what kind of request this was (a form's name, a link's kind, a route), never its content. */
type Notes = Record<string, string | null>;

export type Call<Outcome extends string> = {
  readonly requestId: string;
  /** Adds fields to the request's log line. */
  note(fields: Notes): void;
  /** The fields noted so far. */
  readonly notes: Readonly<Notes>;
  /** Names the request's outcome in its log line, and returns the response. */
  finish(outcome: Outcome, response: Response): Response;
};

type Handler<Outcome extends string> = (req: Request, call: Call<Outcome>, context?: Context) => Promise<Response>;

type FailureAnswer<Outcome extends string> = (
  failure: Failure,
  answer: { readonly status: number; readonly headers: Record<string, string> },
  req: Request,
  call: Call<Outcome>,
) => Response;

/** The function `fn`: `handler` answers the request; `fail` says a Failure in the function's own form. */
export function defineFunction<Outcome extends string>(
  fn: string,
  fail: FailureAnswer<Outcome>,
  handler: Handler<Outcome>,
): (req: Request, context?: Context) => Promise<Response> {
  return async (req, context) => {
    reportSettings(fn, context);
    const started = Date.now();
    const requestId = context?.requestId || randomUUID();
    const notes: Notes = {};
    let outcome: Outcome | Failure | null = null;
    const call: Call<Outcome> = {
      requestId,
      notes,
      note: (fields) => Object.assign(notes, fields),
      finish(named, response) {
        outcome = named;
        return response;
      },
    };

    let response: Response;
    try {
      response = await handler(req, call, context);
    } catch (error) {
      const failure: Failure =
        error instanceof MissingSaltError
          ? "missing-salt"
          : isDatabaseUnavailable(error)
            ? "database-unavailable"
            : "error";
      if (failure === "missing-salt") {
        // The setting by name, so that whoever reads the logs knows what to set.
        const { name, message } = error as MissingSaltError;
        console.error(JSON.stringify({ fn, requestId, error: name, message }));
      } else if (failure === "error") {
        const { name, code } = error as { name?: string; code?: string };
        console.error(JSON.stringify({ fn, requestId, ...notes, error: name ?? "Error", code: code ?? null }));
      }
      outcome = failure;
      response = fail(failure, FAILURES[failure], req, call);
    }
    console.log(
      JSON.stringify({ fn, requestId, ...notes, outcome, status: response.status, ms: Date.now() - started }),
    );
    return response;
  };
}
