/**
 * @jest-environment node
 *
 * The local function host (`npm start`, `npm run develop`) serves the submit-form function: the Request it builds has the
 * browser's own origin (from the Host header), so the site's own posts pass the cross-site check and another
 * site's do not. context.ip is the socket's address.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { functionRoutes } from "../../scripts/function-host";
import { FORM_ACTION } from "../../src/lib/form-action";
import { fetchPost, urlencoded } from "./support/post";
import { describeOnEachDatabase } from "./support/test-database";

jest.setTimeout(30_000);

describeOnEachDatabase("the local host's submit-form", (db) => {
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    server = http.createServer(functionRoutes[FORM_ACTION]);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  beforeEach(() => {
    jest.spyOn(console, "log").mockImplementation(() => {});
  });

  afterEach(() => jest.restoreAllMocks());

  const send = (headers: Record<string, string>) =>
    fetch(`${origin}${FORM_ACTION}`, {
      method: "POST",
      headers: { accept: "application/json", ...headers },
      body: urlencoded(fetchPost("contact")),
    });

  it("stores a post from the page's own origin, with or without Origin", async () => {
    expect((await send({ origin, "sec-fetch-site": "same-origin" })).status).toBe(201);
    expect((await send({})).status).toBe(201);
    expect(await db.query("SELECT id FROM leads")).toHaveLength(2);
  });

  it("refuses another origin's post with 403", async () => {
    const response = await send({ origin: origin.replace("127.0.0.1", "localhost") });
    expect(response.status).toBe(403);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await db.query("SELECT id FROM leads")).toHaveLength(0);
  });
});
