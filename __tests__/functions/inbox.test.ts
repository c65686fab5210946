/**
 * @jest-environment node
 *
 * The team's inbox over the stored leads: newest first without spam, page after page with nothing skipped or
 * repeated, by form, by status, and found by the start of a word of a name, an address or a practice, never by
 * what a sender wrote.
 */
import { randomUUID } from "node:crypto";
import { openLeadStore, type LeadStore } from "../../netlify/lib/lead-store";
import { InvalidCursorError, searchQuery, type InboxFilter } from "../../netlify/lib/store/inbox";
import { storeLead } from "./support/stored-lead";
import { describeOnEachDatabase } from "./support/test-database";

jest.setTimeout(60_000);

const T0 = Date.parse("2026-11-20T09:00:00Z");

describeOnEachDatabase("the inbox", (db) => {
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
    const newer = await lead("contact", { name: "Kim Lee", company: "Hill Clinic", message: "Patients…" }, 2);
    await lead("contact", { name: "Bot" }, 3, true);
    const { rows, next } = await store.inbox();
    expect(rows).toEqual([
      {
        id: newer,
        formName: "contact",
        person: "Kim Lee",
        practice: "Hill Clinic",
        createdAt: new Date(T0 + 120_000),
        status: "new",
      },
      expect.objectContaining({ id: older, person: "Ana Silva", practice: "Lakeside" }),
    ]);
    expect(next).toBeNull();
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
    expect(await store.setStatus(answered, "answered")).toBe(true);
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
    expect(await store.setStatus(randomUUID(), "answered")).toBe(false);
    const spam = await lead("contact", { name: "Bot" }, 1, true);
    expect(await store.setStatus(spam, "answered")).toBe(false);
  });
});
