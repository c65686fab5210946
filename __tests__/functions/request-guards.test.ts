/**
 * The submit-form function's guards before anything is stored: production without LEAD_HASH_SALT, posts from
 * another site, the sender's address as Netlify gives it (IPv6 by its /64), and the headers on every answer.
 */
import * as leadStore from "../../netlify/lib/lead-store";
import { RATE_LIMIT } from "../../netlify/lib/rate-limit";
import { ENDPOINT, HTML_ACCEPT, body, fetchPost, multipart, post, urlencoded } from "./support/post";
import { describeWithDatabase } from "./support/test-database";

jest.setTimeout(30_000);

const ORIGIN = new URL(ENDPOINT).origin;
const PRODUCTION = { deploy: { context: "production" } };

describeWithDatabase("submit-form's request guards", (db) => {
  let logs: string[];
  let errors: string[];

  const count = async (table: "leads" | "rate_limit_hits") =>
    Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0].n);
  const addressHashes = async () =>
    (await db.query<{ address_hash: string }>("SELECT address_hash FROM leads ORDER BY created_at")).map(
      (row) => row.address_hash,
    );
  const contact = () => urlencoded(fetchPost("contact"));

  beforeEach(() => {
    delete process.env.LEAD_HASH_SALT;
    delete process.env.CONTEXT;
    delete process.env.LEAD_WEBHOOK_URL;
    logs = [];
    errors = [];
    jest.spyOn(console, "log").mockImplementation((...args: unknown[]) => void logs.push(args.join(" ")));
    // The deploy's settings report, on a function's first request, is settings.test.ts's.
    jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      const line = args.join(" ");
      if (!line.startsWith('{"fn":"submit-form","settings":')) errors.push(line);
    });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    delete process.env.LEAD_HASH_SALT;
    delete process.env.CONTEXT;
  });

  describe("a deployed site without LEAD_HASH_SALT", () => {
    it.each([
      ["the production deploy context", { context: PRODUCTION }, undefined],
      ["a deploy preview", { context: { deploy: { context: "deploy-preview" } } }, undefined],
      ["a branch deploy", { context: { deploy: { context: "branch-deploy" } } }, undefined],
      ["CONTEXT=production", {}, "production"],
      ["CONTEXT=deploy-preview", {}, "deploy-preview"],
    ])("answers 503 by %s, logs one error line and stores nothing", async (_, options, contextVariable) => {
      if (contextVariable) process.env.CONTEXT = contextVariable;
      const response = await post(contact(), options);
      expect(response.status).toBe(503);
      expect(await body(response)).toEqual({
        error: "We cannot receive forms just now. Please call or email us instead.",
        fields: {},
      });
      expect(errors).toHaveLength(1);
      expect(JSON.parse(errors[0])).toEqual({
        fn: "submit-form",
        requestId: expect.any(String),
        error: "MissingSaltError",
        message: expect.stringContaining("LEAD_HASH_SALT"),
      });
      expect(logs.map((line) => (JSON.parse(line) as { outcome: string }).outcome)).toEqual(["missing-salt"]);
      expect(await count("leads")).toBe(0);
      expect(await count("rate_limit_hits")).toBe(0);
    });

    it("answers a native post with the error page", async () => {
      const page = await post(contact(), { accept: HTML_ACCEPT, context: PRODUCTION });
      expect(page.status).toBe(503);
      expect(await page.text()).toContain("We cannot receive forms just now. Please call or email us instead.");
      expect(await count("leads")).toBe(0);
    });

    it("stores the lead on a local run (no deploy context, or netlify dev's) with the development constant", async () => {
      expect((await post(contact(), { context: { deploy: { context: "dev" } } })).status).toBe(201);
      expect((await post(contact())).status).toBe(201);
      expect(errors).toEqual([]);
    });

    it("stores the lead in production once the salt is set, hashed with it", async () => {
      process.env.LEAD_HASH_SALT = "a-production-secret";
      expect((await post(contact(), { context: PRODUCTION })).status).toBe(201);
      delete process.env.LEAD_HASH_SALT;
      expect((await post(contact())).status).toBe(201);
      const [secret, development] = await addressHashes();
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      expect(secret).not.toBe(development);
      expect(errors).toEqual([]);
    });
  });

  describe("403: posts from another site", () => {
    it.each([
      ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
      ["Sec-Fetch-Site: cross-site with our own Origin", { "sec-fetch-site": "cross-site", origin: ORIGIN }],
      ["a foreign Origin", { origin: "https://evil.example" }],
      ["our host on another scheme", { origin: ORIGIN.replace("http:", "https:") }],
      ["Origin: null", { origin: "null" }],
      ["Origin: null, Sec-Fetch-Site: cross-site", { origin: "null", "sec-fetch-site": "cross-site" }],
    ])("refuses %s and stores nothing, not even a rate-limit hit", async (_, headers) => {
      const response = await post(contact(), { headers });
      expect(response.status).toBe(403);
      expect((await body(response)).error).toMatch(/^This form can only be sent from our own website/);
      expect(await count("leads")).toBe(0);
      expect(await count("rate_limit_hits")).toBe(0);
    });

    it("refuses a native cross-site post with the error page", async () => {
      const page = await post(contact(), { accept: HTML_ACCEPT, headers: { origin: "https://evil.example" } });
      expect(page.status).toBe(403);
      expect(await page.text()).toContain("This form can only be sent from our own website");
    });

    it.each([
      ["without Origin (a native post, or an older browser)", {}],
      ["with our own Origin", { origin: ORIGIN }],
      ["with our own Origin and Sec-Fetch-Site: same-origin", { origin: ORIGIN, "sec-fetch-site": "same-origin" }],
      ["with Sec-Fetch-Site: same-origin and no Origin", { "sec-fetch-site": "same-origin" }],
      ["with Origin: null and Sec-Fetch-Site: same-origin", { origin: "null", "sec-fetch-site": "same-origin" }],
      ["with Sec-Fetch-Site: none (typed by the visitor)", { "sec-fetch-site": "none" }],
    ])("stores a post %s", async (_, headers) => {
      expect((await post(contact(), { headers })).status).toBe(201);
      expect(await count("leads")).toBe(1);
    });
  });

  describe("the sender: context.ip only, IPv6 by its /64", () => {
    const postFrom = (ip: string, headers: Record<string, string> = {}) => post(contact(), { ip, headers });

    it("limits eleven addresses of one /64 together, not another /64", async () => {
      for (let i = 1; i <= RATE_LIMIT.max; i += 1) {
        expect((await postFrom(`2001:db8:1:2::${i.toString(16)}`)).status).toBe(201);
      }
      expect((await postFrom("2001:db8:1:2:ffff:ffff:ffff:ffff")).status).toBe(429);
      expect((await postFrom("2001:db8:1:3::1")).status).toBe(201);
      const hashes = await addressHashes();
      expect(new Set(hashes.slice(0, RATE_LIMIT.max)).size).toBe(1);
      expect(hashes[RATE_LIMIT.max]).not.toBe(hashes[0]);
    });

    it("counts an IPv4-mapped IPv6 address as its IPv4 address", async () => {
      for (let i = 1; i <= RATE_LIMIT.max; i += 1) {
        expect((await postFrom(i % 2 ? "192.0.2.9" : "::ffff:192.0.2.9")).status).toBe(201);
      }
      expect((await postFrom("::ffff:c000:209")).status).toBe(429);
      expect((await postFrom("192.0.2.10")).status).toBe(201);
    });

    it("ignores X-Forwarded-For and x-nf-client-connection-ip: one context.ip, one limit", async () => {
      for (let i = 1; i <= RATE_LIMIT.max; i += 1) {
        const forwarded = { "x-forwarded-for": `198.51.100.${i}`, "x-nf-client-connection-ip": `198.51.100.${i}` };
        expect((await postFrom("192.0.2.20", forwarded)).status).toBe(201);
      }
      expect((await postFrom("192.0.2.20", { "x-forwarded-for": "198.51.100.200" })).status).toBe(429);
      expect(new Set(await addressHashes()).size).toBe(1);
    });

    it("counts posts without a readable address in one bucket", async () => {
      for (let i = 1; i <= RATE_LIMIT.max; i += 1) {
        expect((await postFrom(i % 2 ? "" : "not an address")).status).toBe(201);
      }
      expect((await postFrom("", { "x-forwarded-for": "198.51.100.1" })).status).toBe(429);
    });
  });

  describe("headers on every answer", () => {
    const expectGuardedHeaders = (response: Response) => {
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      );
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
      expect(response.headers.get("cache-control")).toBe("no-store");
    };

    it.each([false, true])("201/303, 400, 403, 405, 413, 415, 429 (native post: %s)", async (native) => {
      const accept = native ? HTML_ACCEPT : "application/json";
      const send = (payload: BodyInit | null, options: Parameters<typeof post>[1] = {}) =>
        post(payload, { accept, ...options });
      const answers: [number, Response][] = [
        [native ? 303 : 201, await send(contact())],
        [400, await send(urlencoded([["form-name", "contact"]]))],
        [403, await send(contact(), { headers: { origin: "https://evil.example" } })],
        [405, await send(null, { method: "GET" })],
        [413, await send(contact(), { headers: { "content-length": String(10 * 1024 * 1024) } })],
        [415, await send(multipart(fetchPost("contact")))],
      ];
      // Some of the above count towards the limit, some do not: this many more are sure to reach it.
      for (let i = 0; i < RATE_LIMIT.max; i += 1) await send(contact());
      answers.push([429, await send(contact())]);
      for (const [status, response] of answers) {
        expect(response.status).toBe(status);
        expectGuardedHeaders(response);
      }
    });

    it("500", async () => {
      jest.spyOn(leadStore, "openLeadStore").mockImplementation(() => {
        throw new Error("unexpected");
      });
      const response = await post(contact());
      expect(response.status).toBe(500);
      expectGuardedHeaders(response);
    });

    it("503: the database unavailable, and production without the salt", async () => {
      const missingSalt = await post(contact(), { accept: HTML_ACCEPT, context: PRODUCTION });
      process.env.NETLIFY_DB_URL = "postgres://postgres@127.0.0.1:1/nothing";
      const unavailable = await post(contact());
      for (const response of [missingSalt, unavailable]) {
        expect(response.status).toBe(503);
        expectGuardedHeaders(response);
      }
      expect(unavailable.headers.get("retry-after")).toBe("30");
    });
  });
});
