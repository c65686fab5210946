/**
 * The newsletter's double opt-in, through a real SMTP server in this process: a sign-up's mail carries the
 * confirm link and one-click unsubscribe (RFC 8058); the link's page changes nothing until its button posts; the
 * post confirms once; a changed or expired link changes nothing; a mail program's one-click post unsubscribes.
 */
import { createHmac } from "node:crypto";
import type { Context } from "@netlify/functions";
import newsletter from "../../netlify/functions/newsletter";
import { leadKeys } from "../../netlify/lib/hashing";
import { openLeadStore } from "../../netlify/lib/lead-store";
import { OPT_IN_DAYS, confirmLink } from "../../netlify/lib/mail/links";
import { body, fetchPost, post, urlencoded } from "./support/post";
import { forgetMailSettings, mailThrough, startSmtp, type ReceivedMail, type TestSmtp } from "./support/smtp";
import { describeWithDatabase } from "./support/test-database";

jest.setTimeout(60_000);

const READER = "reader@example.org";
const DAY_MS = 24 * 60 * 60 * 1000;

describeWithDatabase("newsletter opt-in", (db) => {
  let smtp: TestSmtp;
  let logs: string[];

  beforeAll(async () => {
    smtp = await startSmtp();
  }, 60_000);

  beforeEach(() => {
    mailThrough(smtp);
    logs = [];
    jest.spyOn(console, "log").mockImplementation((line: string) => void logs.push(line));
  });

  afterEach(() => jest.restoreAllMocks());

  afterAll(async () => {
    forgetMailSettings();
    await smtp?.close();
  });

  const keys = () => leadKeys(false);
  const sentTo = (address: string) => smtp.received.filter((mail) => mail.envelope.to.includes(address));

  /** Signs up through the newsletter form; returns the lead id. */
  async function signUp(email = READER) {
    const entries = fetchPost("newsletter").map(([name, value]) => [name, name === "email" ? email : value]);
    const response = await post(urlencoded(entries as [string, string][]));
    expect(response.status).toBe(201);
    return (await body(response)).id!;
  }

  const confirmUrl = (mail: ReceivedMail) => mail.mail.text!.match(/https?:\/\/\S+\?confirm=\S+/)![0];
  /** The mail's header lines, unfolded. */
  const headerLines = (mail: ReceivedMail) =>
    mail.raw
      .split(/\r?\n\r?\n/)[0]
      .replace(/\r?\n[ \t]+/g, " ")
      .split(/\r?\n/);
  const unsubscribeUrl = (mail: ReceivedMail) =>
    headerLines(mail)
      .map((line) => line.match(/^List-Unsubscribe: <([^>]+)>/)?.[1])
      .find(Boolean)!;

  /** Opens a link the way Netlify calls the function. */
  async function open(url: string, init: RequestInit = {}, deploy?: { context: string }) {
    const context = { ip: "203.0.113.10", requestId: "test-request-id", deploy } as unknown as Context;
    const response = await newsletter(new Request(url, init), context);
    return { status: response.status, headers: response.headers, html: await response.text() };
  }
  const press = (url: string) =>
    open(url, { method: "POST", body: new URLSearchParams(), headers: { accept: "text/html" } });
  /** What a mail program sends for one-click unsubscribe: the field, urlencoded, no Origin, no cookies. */
  const oneClick = (url: string) =>
    open(url, { method: "POST", body: new URLSearchParams("List-Unsubscribe=One-Click") });

  const subscription = async (leadId: string) =>
    (
      await db.query<{ confirmed_at: Date | null; unsubscribed_at: Date | null }>(
        "SELECT confirmed_at, unsubscribed_at FROM subscriptions WHERE lead_id = $1",
        [leadId],
      )
    )[0];
  const h1 = (html: string) => html.match(/<h1>(.*?)<\/h1>/)?.[1];

  it("mails the sign-up a confirm link with one-click unsubscribe; the link's page changes nothing", async () => {
    const id = await signUp();
    const [optIn] = sentTo(READER);
    expect(smtp.received).toHaveLength(1);
    expect(optIn.mail.subject).toMatch(/^Confirm your subscription/);
    expect(unsubscribeUrl(optIn)).toMatch(/^https?:\/\/\S+\/\.netlify\/functions\/newsletter\?unsubscribe=\S+$/);
    expect(headerLines(optIn)).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    const link = confirmUrl(optIn);
    const page = await open(link);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.html).toContain('<html lang="en">');
    expect(h1(page.html)).toBe("Confirm your subscription");
    const { pathname, search } = new URL(link);
    expect(page.html).toMatch(
      new RegExp(
        `<form method="post" action="${escapeRegExp(pathname + search)}"><button type="submit">Confirm my subscription</button></form>`,
      ),
    );
    expect(await subscription(id)).toEqual({ confirmed_at: null, unsubscribed_at: null });
    expect(await openLeadStore().subscribers()).toEqual([]);
  });

  it("confirms when the button posts, once: the link used again changes nothing", async () => {
    const id = await signUp();
    const link = confirmUrl(sentTo(READER)[0]);

    const confirmed = await press(link);
    expect(confirmed.status).toBe(200);
    expect(h1(confirmed.html)).toBe("You’re subscribed");
    expect(confirmed.html).toContain("Every newsletter mail has a link to unsubscribe");
    expect(await openLeadStore().subscribers()).toEqual([READER]);
    const { confirmed_at: confirmedAt } = await subscription(id);
    expect(confirmedAt).not.toBeNull();

    const again = await press(link);
    expect(again.status).toBe(200);
    expect(h1(again.html)).toBe("Your subscription is already confirmed");
    expect(await subscription(id)).toEqual({ confirmed_at: confirmedAt, unsubscribed_at: null });
    // The log says what happened, never the token or the address.
    const lines = logs
      .filter((line) => line.includes('"fn":"newsletter"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map(({ action, outcome, status }) => ({ action, outcome, status }))).toEqual([
      { action: "confirm", outcome: "confirmed", status: 200 },
      { action: "confirm", outcome: "already-confirmed", status: 200 },
    ]);
    const token = new URL(link).searchParams.get("confirm")!;
    for (const line of logs) expect(line).not.toMatch(new RegExp(`${escapeRegExp(token)}|${READER}|${id}`));
  });

  it("on a deploy preview without LEAD_HASH_SALT, confirms nothing with a link signed by the repository's constant", async () => {
    const id = await signUp();
    const forged = confirmUrl(sentTo(READER)[0]);
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    const answer = await open(
      forged,
      { method: "POST", body: new URLSearchParams(), headers: { accept: "text/html" } },
      {
        context: "deploy-preview",
      },
    );
    expect(answer.status).toBe(503);
    expect(h1(answer.html)).toBe("We cannot open this link just now");
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('"error":"MissingSaltError"'));
    expect(await subscription(id)).toEqual({ confirmed_at: null, unsubscribed_at: null });
  });

  it("refuses a changed link with 400 and changes nothing", async () => {
    const id = await signUp();
    const other = await signUp("other@example.org");
    const link = confirmUrl(sentTo(READER)[0]);
    const flipped = link.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    const anotherLead = link.replace(id, other);
    expect(anotherLead).not.toBe(link);
    for (const changed of [flipped, anotherLead, link.replace("?confirm=", "?unsubscribe=")]) {
      for (const method of ["GET", "POST"]) {
        const answer = await open(changed, { method });
        expect(answer.status).toBe(400);
        expect(h1(answer.html)).toBe("This link is not valid");
      }
    }
    expect(await subscription(id)).toEqual({ confirmed_at: null, unsubscribed_at: null });
    expect(await subscription(other)).toEqual({ confirmed_at: null, unsubscribed_at: null });
  });

  it(`refuses a link older than ${OPT_IN_DAYS} days with 410 and a way to sign up again`, async () => {
    const id = await signUp();
    const signedUpAt = new Date(Date.now() - (OPT_IN_DAYS + 1) * DAY_MS);
    await db.query("UPDATE leads SET created_at = $2 WHERE id = $1", [id, signedUpAt]);
    const link = confirmLink(keys(), id, signedUpAt);
    for (const answer of [await open(link), await press(link)]) {
      expect(answer.status).toBe(410);
      expect(h1(answer.html)).toBe("This link has expired");
      expect(answer.html).toContain(`works for ${OPT_IN_DAYS} days`);
      expect(answer.html).toContain('<a href="/">Sign up again');
    }
    expect(await subscription(id)).toEqual({ confirmed_at: null, unsubscribed_at: null });
  });

  it("unsubscribes on a mail program's one-click post; a confirm afterwards answers 409", async () => {
    const id = await signUp();
    const [optIn] = sentTo(READER);
    expect(await press(confirmUrl(optIn))).toMatchObject({ status: 200 });
    expect(await openLeadStore().subscribers()).toEqual([READER]);

    const unsubscribe = unsubscribeUrl(optIn);
    const page = await open(unsubscribe);
    expect(page.status).toBe(200);
    expect(h1(page.html)).toBe("Unsubscribe from the newsletter");
    expect(page.html).toMatch(
      /<input type="hidden" name="List-Unsubscribe" value="One-Click"\/?><button type="submit">Unsubscribe<\/button>/,
    );
    expect(await openLeadStore().subscribers()).toEqual([READER]);

    const done = await oneClick(unsubscribe);
    expect(done.status).toBe(200);
    expect(h1(done.html)).toBe("You’re unsubscribed");
    expect(await openLeadStore().subscribers()).toEqual([]);
    expect((await subscription(id)).unsubscribed_at).not.toBeNull();

    const confirm = await press(confirmUrl(optIn));
    expect(confirm.status).toBe(409);
    expect(h1(confirm.html)).toBe("This address has unsubscribed");
    expect(confirm.html).toContain('<button type="submit">Subscribe again</button>');
    expect(await openLeadStore().subscribers()).toEqual([]);
  });

  it("sends no opt-in mail to a mailbox that unsubscribed, until its owner presses Subscribe again", async () => {
    await signUp();
    const [optIn] = sentTo(READER);
    const unsubscribed = await oneClick(unsubscribeUrl(optIn));
    smtp.received.length = 0;
    // Signed up again the next day, as someone else might, under a +tag: no mail goes to it.
    const tomorrow = Date.now() + DAY_MS;
    jest.spyOn(Date, "now").mockReturnValue(tomorrow);
    const again = await signUp("reader+news@example.org");
    expect(smtp.received).toEqual([]);
    expect(await subscription(again)).toEqual({ confirmed_at: null, unsubscribed_at: null });
    expect(await db.query("SELECT address_hash FROM suppressed_addresses")).toEqual([
      { address_hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);

    // The button on the page that unsubscribed it: a GET only shows it, its POST subscribes again.
    const action = unsubscribed.html.match(
      /<form method="post" action="([^"]+)"><button type="submit">Subscribe again/,
    )![1];
    const resubscribe = new URL(action, unsubscribeUrl(optIn)).toString();
    expect(h1((await open(resubscribe)).html)).toBe("Subscribe again");
    expect(await openLeadStore().subscribers()).toEqual([]);
    expect(h1((await press(resubscribe)).html)).toBe("You’re subscribed");
    expect(await openLeadStore().subscribers()).toEqual([READER]);
    expect(await db.query("SELECT address_hash FROM suppressed_addresses")).toEqual([]);
    jest.spyOn(Date, "now").mockReturnValue(tomorrow + DAY_MS);
    await signUp("reader+later@example.org");
    expect(sentTo("reader+later@example.org")).toHaveLength(1);
  });

  it("keeps links working across a rotation of LEAD_HASH_SALT while the old secret is kept as previous", async () => {
    process.env.LEAD_HASH_SALT = "the-old-secret";
    try {
      const id = await signUp();
      const [optIn] = sentTo(READER);
      process.env.LEAD_HASH_SALT = "the-new-secret";
      expect((await press(confirmUrl(optIn))).status).toBe(400);
      process.env.LEAD_HASH_SALT_PREVIOUS = "an-older-secret the-old-secret";
      expect((await press(confirmUrl(optIn))).status).toBe(200);
      expect((await oneClick(unsubscribeUrl(optIn))).status).toBe(200);
      expect((await subscription(id)).unsubscribed_at).not.toBeNull();
    } finally {
      delete process.env.LEAD_HASH_SALT;
      delete process.env.LEAD_HASH_SALT_PREVIOUS;
    }
  });

  it("opens a link signed before keys were derived per purpose (an HMAC under the secret itself)", async () => {
    const id = await signUp();
    const payload = id;
    const legacy = createHmac("sha256", "vedha-local-development-salt")
      .update(`newsletter-unsubscribe\n${payload}`)
      .digest("base64url");
    const url = unsubscribeUrl(sentTo(READER)[0]).replace(/unsubscribe=.*$/, `unsubscribe=${payload}.${legacy}`);
    expect((await oneClick(url)).status).toBe(200);
    expect((await subscription(id)).unsubscribed_at).not.toBeNull();
  });

  it("answers a one-click post the same however often, and for a sign-up no longer held; 400 when changed", async () => {
    const id = await signUp();
    const unsubscribe = unsubscribeUrl(sentTo(READER)[0]);
    const multipartBody = new FormData();
    multipartBody.append("List-Unsubscribe", "One-Click");
    expect((await oneClick(unsubscribe)).status).toBe(200);
    expect((await open(unsubscribe, { method: "POST", body: multipartBody })).status).toBe(200);
    await db.query("DELETE FROM leads WHERE id = $1", [id]);
    const gone = await oneClick(unsubscribe);
    expect(gone.status).toBe(200);
    expect(h1(gone.html)).toBe("You’re unsubscribed");

    const changed = await oneClick(unsubscribe.replace(/.$/, (last) => (last === "A" ? "B" : "A")));
    expect(changed.status).toBe(400);
  });

  it("answers a confirm with 410 when the sign-up was erased", async () => {
    const id = await signUp();
    const link = confirmUrl(sentTo(READER)[0]);
    await db.query("DELETE FROM leads WHERE id = $1", [id]);
    const answer = await press(link);
    expect(answer.status).toBe(410);
    expect(h1(answer.html)).toBe("This sign-up no longer exists");
  });

  it("sends one opt-in mail per address a day, however often it signs up", async () => {
    await signUp();
    await signUp(READER.toUpperCase());
    expect(sentTo(READER)).toHaveLength(1);
    expect(await db.query("SELECT lead_id FROM subscriptions")).toHaveLength(2);
  });

  it("answers 405 to other methods, 400 without exactly one link, 503 when the database is down", async () => {
    await signUp();
    const link = confirmUrl(sentTo(READER)[0]);
    const put = await open(link, { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, POST");
    const { origin, pathname, search } = new URL(link);
    const unsubscribe = unsubscribeUrl(sentTo(READER)[0]);
    for (const url of [
      `${origin}${pathname}`,
      `${link}&${new URL(unsubscribe).search.slice(1)}`,
      `${link}&${search.slice(1)}`,
    ]) {
      expect((await open(url)).status).toBe(400);
    }

    process.env.NETLIFY_DB_URL = "postgres://postgres@127.0.0.1:1/none";
    const down = await press(link);
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("30");
    // A page a browser shows needs no database: the link's own page still opens.
    expect((await open(link)).status).toBe(200);
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
