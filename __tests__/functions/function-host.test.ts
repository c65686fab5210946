/**
 * The local function host (`npm start`, `npm run develop`): a function answers where Netlify's own parser of its
 * `config` says, and nowhere else; the Request it gets has the browser's own origin (from the Host header), so the
 * site's own posts pass the cross-site check and another site's do not; context.ip is the socket's address.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import submitForm from "../../netlify/functions/submit-form";
import { serveFunction } from "../../scripts/function-host";
import { FORM_ACTION } from "../../src/lib/form-action";
import { fetchPost, urlencoded } from "./support/post";
import { describeWithDatabase } from "./support/test-database";

jest.setTimeout(30_000);

describe("which function answers an address", () => {
  const functions = {
    // A path Netlify reads, one it cannot (not a literal), none, and a schedule.
    "routed.mjs": 'export const config = { path: "/api/routed/*" };',
    "unread.mjs": 'const base = "/api/unread";\nexport const config = { path: `${base}/*` };',
    "plain.mjs": "",
    "nightly.mjs": 'export const config = { schedule: "@daily" };',
  };
  const paths = [
    "/api/routed/anything",
    "/API/Routed/anything/",
    "/.netlify/functions/routed",
    "/api/unread/anything",
    "/.netlify/functions/unread",
    "/.netlify/functions/plain",
    "/.netlify/functions/plain/more",
    "/.netlify/functions/nightly",
    "/contact/",
  ];
  let answered: Record<string, string[]>;

  beforeAll(async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), "functions-"));
    for (const [file, config] of Object.entries(functions)) {
      fs.writeFileSync(path.join(directory, file), `${config}\nexport default async () => new Response("ok");\n`);
    }
    // In a process of its own: Netlify's parser is an ES module, which Jest's module system does not load.
    const program = `
      const { hostedFunctions } = require("./scripts/function-host.ts");
      hostedFunctions(${JSON.stringify(directory)}).then((functions) => {
        const paths = ${JSON.stringify(paths)};
        console.log(JSON.stringify(Object.fromEntries(paths.map((p) => [p, functions.filter((f) => f.answers(p)).map((f) => f.name)]))));
      });`;
    const { stdout } = await promisify(execFile)(process.execPath, [require.resolve("tsx/cli"), "-e", program], {
      cwd: path.resolve(__dirname, "../.."),
    });
    answered = JSON.parse(stdout) as Record<string, string[]>;
    fs.rmSync(directory, { recursive: true });
  });

  it("serves a function at the path its config gives, in any case and with a trailing slash, not at its default address", () => {
    expect(answered["/api/routed/anything"]).toEqual(["routed"]);
    expect(answered["/API/Routed/anything/"]).toEqual(["routed"]);
    expect(answered["/.netlify/functions/routed"]).toEqual([]);
  });

  it("serves a path Netlify cannot read nowhere: the function is only at its default address, as on a deploy", () => {
    expect(answered["/api/unread/anything"]).toEqual([]);
    expect(answered["/.netlify/functions/unread"]).toEqual(["unread"]);
  });

  it("serves a function without a path at /.netlify/functions/<name>, and a scheduled one at no address", () => {
    expect(answered["/.netlify/functions/plain"]).toEqual(["plain"]);
    expect(answered["/.netlify/functions/plain/more"]).toEqual(["plain"]);
    expect(answered["/.netlify/functions/nightly"]).toEqual([]);
    expect(answered["/contact/"]).toEqual([]);
  });
});

describeWithDatabase("the local host's submit-form", (db) => {
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    server = http.createServer(serveFunction("submit-form", submitForm));
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
