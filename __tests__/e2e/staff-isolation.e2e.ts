/**
 * A staff member's session works from the inbox's own pages only, in chromium against the served site: a page of
 * another origin of the same site (another port here, a sibling subdomain in production), which the SameSite
 * cookie lets through, makes the browser read, download and record nothing; and a script running under /admin/
 * (the writers' editor, whose policy allows eval) can neither call the staff API nor script an inbox window.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, BrowserContext } from "playwright-core";
import { launchBrowser } from "./setup/browser";
import { databaseUrl, origin } from "./setup/server";
import { closeLeadStores, openLeadStore, type LeadStore } from "../../netlify/lib/lead-store";
import { SESSION_COOKIE } from "../../netlify/lib/staff/session";
import { STAFF_PAGES, staffApi } from "../../src/lib/staff-api";
import { signedInStaff } from "../functions/support/staff-session";
import { storeLead } from "../functions/support/stored-lead";
import { pdfBytes } from "../form-definitions/support/resume-files";

const EMAIL = `e2e.isolation.${randomUUID().slice(0, 8)}@example.com`;

let browser: Browser;
let context: BrowserContext;
let store: LeadStore;
let leadId: string;
let sibling: http.Server;
let siblingOrigin: string;

const auditRows = async () => (await store.auditLog({ limit: 500 })).filter((entry) => entry.actor === EMAIL);

beforeAll(async () => {
  store = openLeadStore(databaseUrl());
  const { session } = await signedInStaff(store, EMAIL);
  leadId = await storeLead(store, {
    formName: "career-application",
    fields: { name: "Ana Silva", email: "ana@example.org" },
    resume: { filename: "cv.pdf", contentType: "application/pdf", sha256: randomUUID(), content: pdfBytes() },
  });
  // The other origin: same host, another port, serving a page that tries every way a page has to use the cookie.
  const target = (path: string) => `${origin}${path}`;
  const attack = `<!doctype html><html lang="en"><title>Elsewhere</title>
    <img src="${target(staffApi.lead(leadId))}" alt="">
    <iframe src="${target(staffApi.resume(leadId))}" title="x"></iframe>
    <a id="download" href="${target(staffApi.resume(leadId))}" download>resume</a>
    <script>
      window.attempts = Promise.allSettled([
        fetch(${JSON.stringify(target(staffApi.lead(leadId)))}, { credentials: "include", mode: "no-cors" }),
        fetch(${JSON.stringify(target(staffApi.export))}, { credentials: "include" }),
      ]);
    </script></html>`;
  sibling = http.createServer((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end(attack));
  await new Promise<void>((resolve) => sibling.listen(0, "localhost", resolve));
  siblingOrigin = `http://localhost:${(sibling.address() as AddressInfo).port}`;
  browser = await launchBrowser();
  context = await browser.newContext({ acceptDownloads: true });
  // The session's cookie as the site sets it (but for HttpOnly, which only a response can set): Chrome counts
  // http://localhost as secure, so it keeps a __Host- cookie there.
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await page.evaluate(
    (cookie) => (document.cookie = cookie),
    `${SESSION_COOKIE}=${session}; Path=/; Secure; SameSite=Strict`,
  );
  await page.close();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => sibling?.close(resolve));
  await closeLeadStores();
});

it("answers the inbox's own page with the session", async () => {
  const page = await context.newPage();
  // The page's own list, read (and recorded) before the page closes, so not during the next test.
  const listed = page.waitForResponse((response) => new URL(response.url()).pathname === staffApi.leads);
  await page.goto(`${origin}${STAFF_PAGES.inbox.path}`);
  const status = await page.evaluate((url) => fetch(url).then((response) => response.status), staffApi.me);
  expect(status).toBe(200);
  expect((await listed).status()).toBe(200);
  await page.close();
});

it("lets a page of another origin of the same site read, download and record nothing", async () => {
  const before = await auditRows();
  const page = await context.newPage();
  const downloads: string[] = [];
  page.on("download", (download) => downloads.push(download.url()));
  // Loaded: the image and the frame have had their answers; then the script's requests have had theirs.
  await page.goto(siblingOrigin);
  await page.evaluate(() => (window as unknown as { attempts: Promise<unknown> }).attempts.then(() => null));
  // The link either opens its address as a page (the refusal) or starts a download: whichever comes first.
  const opened = page.waitForURL(origin + staffApi.resume(leadId));
  const downloaded = page.waitForEvent("download");
  // The one that does not come fails as the page closes: not this test's failure.
  for (const pending of [opened, downloaded]) pending.catch(() => {});
  await page.click("#download");
  await Promise.race([opened, downloaded]);
  expect(downloads).toEqual([]);
  expect(await auditRows()).toEqual(before);
  await page.close();
});

it("keeps a script under /admin/ from the staff API and from the inbox's windows", async () => {
  const page = await context.newPage();
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/.test(message.text())) blocked.push(message.text());
  });
  await page.goto(`${origin}/admin/`);
  const direct = await page.evaluate(
    (url) =>
      fetch(url).then(
        (response) => String(response.status),
        () => "refused",
      ),
    staffApi.lead(leadId),
  );
  expect(direct).toBe("refused");
  expect(blocked.join("\n")).toMatch(/connect-src/);
  // An inbox window it opens is its own (the inbox's opener policy): nothing to script in it, once it has loaded and
  // listed the leads as its own page does.
  const listed = context.waitForEvent("response", (response) => new URL(response.url()).pathname === staffApi.leads);
  const inboxWindow = context.waitForEvent("page");
  await page.evaluate((inboxPage) => {
    (window as unknown as { inbox: Window | null }).inbox = window.open(inboxPage);
  }, STAFF_PAGES.inbox.path);
  await (await inboxWindow).waitForLoadState();
  expect((await listed).status()).toBe(200);
  const opened = await page.evaluate(async (leadUrl) => {
    const { inbox } = window as unknown as { inbox: (Window & typeof globalThis) | null };
    try {
      return String(await inbox!.fetch(leadUrl).then((r) => r.status));
    } catch {
      return "refused";
    }
  }, staffApi.lead(leadId));
  expect(opened).toBe("refused");
  // The lead itself was read by nobody.
  expect((await auditRows()).filter((entry) => entry.leadId === leadId)).toEqual([]);
  await page.close();
});
