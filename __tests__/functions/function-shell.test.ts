/**
 * The shell every HTTP function shares (netlify/lib/function-shell.ts): one log line per request, and the failures no
 * function answers itself, each in the function's own form.
 */
import type { Context } from "@netlify/functions";
import { defineFunction, type Failure } from "../../netlify/lib/function-shell";
import { MissingSaltError } from "../../netlify/lib/hashing";
import { RETRY_SOON } from "../../netlify/lib/http";

describe("a function made with the shell", () => {
  let logs: string[];
  let errors: string[];

  beforeEach(() => {
    logs = [];
    errors = [];
    jest.spyOn(console, "log").mockImplementation((line: string) => void logs.push(line));
    jest.spyOn(console, "error").mockImplementation((line: string) => void errors.push(line));
  });

  afterEach(() => jest.restoreAllMocks());

  /** A function whose handler notes its kind, then throws `thrown` or answers 200. */
  const fn = (thrown?: Error) =>
    defineFunction<"answered">(
      "example",
      (failure: Failure, { status, headers }) => Response.json({ failure }, { status, headers }),
      (_req, call) => {
        call.note({ kind: "greeting" });
        if (thrown) return Promise.reject(thrown);
        return Promise.resolve(call.finish("answered", new Response("hello")));
      },
    );

  const request = new Request("http://localhost/.netlify/functions/example");
  const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const logged = () => parsed(logs);

  it("logs one line per request: its id, what it noted, its outcome and status", async () => {
    const response = await fn()(request, { requestId: "r-1" } as Context);
    expect(await response.text()).toBe("hello");
    expect(logged()).toEqual([
      { fn: "example", requestId: "r-1", kind: "greeting", outcome: "answered", status: 200, ms: expect.any(Number) },
    ]);
    expect(errors).toEqual([]);
  });

  it("answers 503 with Retry-After, in the function's form, when the database does not answer", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const response = await fn(refused)(request);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe(RETRY_SOON["retry-after"]);
    expect(await response.json()).toEqual({ failure: "database-unavailable" });
    expect(logged()).toEqual([expect.objectContaining({ outcome: "database-unavailable", status: 503 })]);
    expect(errors).toEqual([]);
  });

  it("answers 503 without Retry-After on a deploy without LEAD_HASH_SALT, and names the setting once", async () => {
    const response = await fn(new MissingSaltError())(request);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBeNull();
    expect(await response.json()).toEqual({ failure: "missing-salt" });
    expect(parsed(errors)).toEqual([
      expect.objectContaining({
        fn: "example",
        error: "MissingSaltError",
        message: expect.stringContaining("LEAD_HASH_SALT"),
      }),
    ]);
  });

  it("answers 500 to anything unexpected, logged by its name and code, never its message", async () => {
    const unexpected = Object.assign(new TypeError("ana@example.com is not a function"), { code: "E_ODD" });
    const response = await fn(unexpected)(request);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ failure: "error" });
    expect(parsed(errors)).toEqual([
      { fn: "example", requestId: expect.any(String), kind: "greeting", error: "TypeError", code: "E_ODD" },
    ]);
    expect(logged()).toEqual([expect.objectContaining({ outcome: "error", status: 500 })]);
    for (const line of [...logs, ...errors]) expect(line).not.toContain("ana@example.com");
  });
});
