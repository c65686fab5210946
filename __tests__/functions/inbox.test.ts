/**
 * The team's inbox over the stored leads: newest or oldest first without spam, page after page with nothing skipped
 * or repeated, by queue, form, status, assignee and overdue, with the count of the whole view, and found by the start
 * of a word of a name, an address or a practice, never by what a sender wrote.
 */
import { randomUUID } from "node:crypto";
import { openLeadStore, type LeadStore } from "../../netlify/lib/lead-store";
import { searchQuery, type InboxFilter } from "../../netlify/lib/store/inbox";
import { InvalidCursorError } from "../../netlify/lib/store/sql";
import { LEAD_QUEUES } from "../../src/lib/lead-queues";
import { REPLY_WITHIN_HOURS } from "../../src/lib/lead-status";
import { storeLead } from "./support/stored-lead";
import { by } from "./support/audit";
import { invitedStaff } from "./support/staff-session";
import { describeWithDatabase } from "./support/test-database";

jest.setTimeout(60_000);

const T0 = Date.parse("2026-11-20T09:00:00Z");

describeWithDatabase("the inbox", (db) => {
  let store: LeadStore;

  beforeAll(() => {
    store = openLeadStore(db.url);
  });

  /** A lead of `form` with `fields`, sent `minutes` after T0 (the same time for several is allowed). */
  async function lead(formName: string, fields: Record<string, unknown>, minutes = 0, spam = false) {
    const id = await storeLead(store, { formName, fields, spam });
    await db.query("UPDATE leads SET created_at = $2 WHERE id = $1", [id, new Date(T0 + minutes * 60_000)]);
    return id;
  }

  /** A person on the team, as an invitation adds them. */
  const teamMember = (email: string, name: string) => invitedStaff(store, { email, name });

  /** Every page of a filter, followed through its cursors. */
  async function everyPage(filter: InboxFilter) {
    const pages = [];
    let after: string | undefined;
    do {
      const page = await store.inbox({ ...filter, after });
      pages.push(page.rows.map((row) => row.id));
      after = page.next ?? undefined;
    } while (after);
    return pages;
  }

  it("lists leads newest first, without spam, with who sent them and where they stand", async () => {
    const older = await lead("quote-request", { firstName: "Ana", lastName: "Silva", practiceName: "Lakeside" }, 1);
    const newer = await lead(
      "contact",
      { name: "Kim Lee", company: "Hill Clinic", email: "kim@hill.example", phone: "555-0100", message: "Patients…" },
      2,
    );
    await lead("contact", { name: "Bot" }, 3, true);
    const { rows, next, total } = await store.inbox();
    expect(rows).toEqual([
      {
        id: newer,
        formName: "contact",
        person: "Kim Lee",
        practice: "Hill Clinic",
        email: "kim@hill.example",
        phone: "555-0100",
        glance: {},
        createdAt: new Date(T0 + 120_000),
        status: "new",
        assignee: null,
      },
      expect.objectContaining({ id: older, person: "Ana Silva", practice: "Lakeside" }),
    ]);
    expect(next).toBeNull();
    expect(total).toBe(2);
    // What a sender wrote is not in the list.
    expect(JSON.stringify(rows)).not.toContain("Patients");
  });

  it("pages through every lead once, leads sent in the same millisecond or microsecond included", async () => {
    const ids = [];
    for (let n = 0; n < 7; n += 1) {
      const id = await lead("contact", { name: `Person ${n}` });
      // Microseconds apart within one millisecond, some at the very same time.
      await db.query("UPDATE leads SET created_at = $2::timestamptz WHERE id = $1", [
        id,
        `2026-11-20 09:00:00.12345${Math.floor(n / 3)}+00`,
      ]);
      ids.push(id);
    }
    const pages = await everyPage({ limit: 2 });
    expect(pages.map((page) => page.length)).toEqual([2, 2, 2, 1]);
    expect(pages.flat().sort()).toEqual([...ids].sort());
  });

  it("filters by form and by status, alone and together", async () => {
    const quote = await lead("quote-request", { firstName: "Ana" }, 1);
    const contact = await lead("contact", { name: "Kim" }, 2);
    const answered = await lead("contact", { name: "Lee" }, 3);
    expect(await store.setStatus(answered, "answered", by("status"))).toBe(true);
    const ids = async (filter: InboxFilter) => (await store.inbox(filter)).rows.map((row) => row.id);
    expect(await ids({ form: "contact" })).toEqual([answered, contact]);
    expect(await ids({ status: "new" })).toEqual([contact, quote]);
    expect(await ids({ form: "contact", status: "answered" })).toEqual([answered]);
    expect(await ids({ status: "archived" })).toEqual([]);
  });

  it("finds a lead by the start of a word of its name, address or practice, never by its free text", async () => {
    const ana = await lead("quote-request", {
      firstName: "Ana",
      lastName: "Silva",
      email: "ana.silva@lakeside.example",
      practiceName: "Lakeside Family Practice",
      currentChallenges: "Denials from Medicare",
    });
    const kim = await lead("career-application", { fullName: "Kim O'Brien", email: "kim@example.org" }, 1);
    const ids = async (search: string) => (await store.inbox({ search })).rows.map((row) => row.id);
    expect(await ids("sil")).toEqual([ana]);
    expect(await ids("ANA SILVA")).toEqual([ana]);
    expect(await ids("ana.silva@lake")).toEqual([ana]);
    expect(await ids("lakeside fam")).toEqual([ana]);
    expect(await ids("brien")).toEqual([kim]);
    expect(await ids("medicare")).toEqual([]);
    expect(await ids("ana kim")).toEqual([]);
    // Nothing typed is query syntax: operators and quotes are not words.
    expect(await ids("ana & ! | ( ' :*")).toEqual([ana]);
    expect(await ids("&&&")).toEqual([kim, ana]);
  });

  it("keeps a search's words as words: no quote, colon or operator reaches the query", () => {
    expect(searchQuery("O'Brien: a|b")).toBe("'o':* & 'brien':* & 'a':* & 'b':*");
    expect(searchQuery(" - . ")).toBeNull();
  });

  it("refuses a cursor it did not make, and a status for a lead it does not hold", async () => {
    await lead("contact", { name: "Kim" });
    await expect(store.inbox({ after: "not-a-cursor" })).rejects.toBeInstanceOf(InvalidCursorError);
    // A cursor's shape with a time the database cannot read: an offset past its ±15:59:59.
    for (const time of ["2026-11-27 14:03:36.123456+99", "2026-11-27 14:03:36+15:60", "2026-11-27 14:03:36-16"]) {
      const crafted = Buffer.from(`${time}|${randomUUID()}`).toString("base64url");
      await expect(store.inbox({ after: crafted })).rejects.toBeInstanceOf(InvalidCursorError);
    }
    expect(await store.setStatus(randomUUID(), "answered", by("status"))).toBe(false);
    const spam = await lead("contact", { name: "Bot" }, 1, true);
    expect(await store.setStatus(spam, "answered", by("status"))).toBe(false);
  });

  it("keeps each queue to its forms, and counts the whole view however many pages it has", async () => {
    const made: Record<string, string[]> = {};
    for (const [queue, { forms }] of Object.entries(LEAD_QUEUES)) {
      made[queue] = [];
      for (const [n, formName] of forms.entries()) made[queue].push(await lead(formName, { name: `${queue} ${n}` }, n));
    }
    for (const queue of Object.keys(LEAD_QUEUES) as (keyof typeof LEAD_QUEUES)[]) {
      const page = await store.inbox({ queue, limit: 1 });
      expect(page.total).toBe(made[queue].length);
      expect(LEAD_QUEUES[queue].forms).toContain(page.rows[0].formName);
      expect((await everyPage({ queue, limit: 2 })).flat().sort()).toEqual([...made[queue]].sort());
    }
  });

  it("lists oldest first when asked, page after page", async () => {
    const ids = [];
    for (let n = 0; n < 5; n += 1) ids.push(await lead("contact", { name: `Person ${n}` }, n));
    expect((await everyPage({ order: "oldest", limit: 2 })).flat()).toEqual(ids);
    expect((await everyPage({ limit: 2 })).flat()).toEqual([...ids].reverse());
  });

  it("shows mine and nobody's, each with who has it", async () => {
    const ana = await teamMember("ana@team.example", "Ana Team");
    const mine = await lead("contact", { name: "Mine" }, 1);
    const free = await lead("contact", { name: "Free" }, 2);
    expect(await store.setAssignee(mine, ana.id, by("assign"))).toBe(true);
    const page = await store.inbox({ assignee: ana.id });
    expect(page.rows).toEqual([expect.objectContaining({ id: mine, assignee: "Ana Team" })]);
    expect((await store.inbox({ assignee: null })).rows.map((row) => row.id)).toEqual([free]);
  });

  it("finds the overdue: sales leads still new past the promised reply, never an application or a sign-up", async () => {
    const now = new Date(T0 + (REPLY_WITHIN_HOURS + 2) * 3_600_000);
    const late = await lead("quote-request", { firstName: "Late" }, 0);
    await store.setStatus(await lead("contact", { name: "Answered" }, 1), "answered", by("status"));
    await lead("career-application", { fullName: "Applicant" }, 2);
    await lead("newsletter", { email: "reader@example.org" }, 3);
    await lead("contact", { name: "Recent" }, 3 * 60 * 60);
    expect((await store.inbox({ overdue: true, now })).rows.map((row) => row.id)).toEqual([late]);
    expect(
      (await store.waiting(new Date(now.getTime() - REPLY_WITHIN_HOURS * 3_600_000), 10)).map((row) => row.id),
    ).toEqual([late]);
  });

  it("shows a service request's priority and a consultation's wished time at a glance, nothing else", async () => {
    await lead("service-request", { fullName: "Urgent", urgency: "high", additionalNotes: "Patients…" }, 1);
    await lead("consultation", { name: "Soon", preferredDate: "2026-12-01", preferredTime: "morning" }, 2);
    const { rows } = await store.inbox();
    expect(rows.map((row) => row.glance)).toEqual([
      { preferredDate: "2026-12-01", preferredTime: "morning" },
      { urgency: "high" },
    ]);
  });

  it("records a reply with its mail, answers the lead and keeps its first response", async () => {
    const author = await teamMember("rep@team.example", "Rep One");
    const id = await lead("contact", { name: "Kim", email: "kim@example.org" });
    const reply = { authorId: author.id, authorName: "Rep One", authorEmail: "rep@team.example", body: "Hello Kim" };
    const first = await store.addReply(id, reply, by("reply"));
    expect(first).not.toBeNull();
    const [{ first_response_at: answeredAt }] = await db.query<{ first_response_at: Date }>(
      "SELECT first_response_at FROM leads WHERE id = $1",
      [id],
    );
    await store.addReply(id, { ...reply, body: "One more thing" }, by("reply"));
    const [record] = await store.leadsOf({ leadId: id });
    expect(record).toMatchObject({ status: "answered", replyCount: 2, firstResponseAt: answeredAt });
    const replies = await store.repliesOf(id);
    expect(replies.map((item) => [item.body, item.authorName, item.mail.state])).toEqual([
      ["Hello Kim", "Rep One", "pending"],
      ["One more thing", "Rep One", "pending"],
    ]);
    expect(await store.replyMail(first!)).toMatchObject({ body: "Hello Kim", authorEmail: "rep@team.example" });
    // Its mails are the replies', not the lead's own.
    expect(await store.mailOf(id)).toEqual([]);
    // Nothing is recorded for a lead that is not there or held as spam.
    expect(await store.addReply(randomUUID(), reply, by("reply"))).toBeNull();
    expect(await store.addReply(await lead("contact", { name: "Bot" }, 1, true), reply, by("reply"))).toBeNull();
  });

  it("counts 'Answered' set by hand as the first response, once", async () => {
    const id = await lead("contact", { name: "Kim" });
    await store.setStatus(id, "in-progress", by("status"));
    expect((await store.leadsOf({ leadId: id }))[0].firstResponseAt).toBeNull();
    await store.setStatus(id, "answered", by("status"));
    const first = (await store.leadsOf({ leadId: id }))[0].firstResponseAt;
    expect(first).toBeInstanceOf(Date);
    await store.setStatus(id, "archived", by("status"));
    await store.setStatus(id, "answered", by("status"));
    expect((await store.leadsOf({ leadId: id }))[0].firstResponseAt).toEqual(first);
  });

  it("marks a lead as spam and back, as it was, and counts what is held", async () => {
    const id = await lead("contact", { name: "Kim" });
    await store.setStatus(id, "in-progress", by("status"));
    const before = (await store.spamCount()).byReason.team;
    expect(await store.markSpam(id, by("mark-spam"))).toBe(true);
    expect(await store.markSpam(id, by("mark-spam"))).toBe(false);
    expect(await store.spamCount()).toMatchObject({ count: before + 1, byReason: { team: before + 1 } });
    expect((await store.inbox()).rows.map((row) => row.id)).not.toContain(id);
    // What a held post of the time trap would send: a lead the team marked sends none of it.
    const restored = await store.restoreSpam(
      id,
      true,
      () => ({ mails: ["team", "confirmation"], subscription: false }),
      by("not-spam"),
    );
    expect(restored).toMatchObject({ ok: true, lead: { id, status: "in-progress", notificationState: "none" } });
    expect((await store.spamCount()).count).toBe(before);
    // A lead that was told to the team once is not told again.
    expect(await store.mailOf(id)).toHaveLength(0);
  });
});
