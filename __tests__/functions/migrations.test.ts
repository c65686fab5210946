/**
 * The migrations that change rows already stored (every test database applies them to empty tables): each one run
 * again over rows as they were before it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { body, fetchPost, post, urlencoded } from "./support/post";
import { describeWithDatabase } from "./support/test-database";

const migration = (name: string) =>
  readFileSync(path.resolve(__dirname, "../../netlify/database/migrations", name), "utf8");

describeWithDatabase("migrations of stored leads", (db) => {
  beforeEach(() => jest.spyOn(console, "log").mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  const serviceTypeOf = async (id: string) =>
    (
      await db.query<{ service: string }>("SELECT fields ->> 'serviceType' AS service FROM leads WHERE id = $1", [id])
    )[0].service;

  it("0017 names a stored service request's EHR service by its slug, and leaves every other request as it was", async () => {
    const stored = async (ip: string) => (await body(await post(urlencoded(fetchPost("service-request")), { ip }))).id!;
    const [old, other] = [await stored("198.51.100.1"), await stored("198.51.100.2")];
    const before = await serviceTypeOf(other);
    await db.query(`UPDATE leads SET fields = jsonb_set(fields, '{serviceType}', '"ehr-optimization"') WHERE id = $1`, [
      old,
    ]);
    await db.query(migration("0017_service_request_slugs.sql"));
    expect(await serviceTypeOf(old)).toBe("ehr-emr-support");
    expect(await serviceTypeOf(other)).toBe(before);
  });

  it("0018 takes a person whose name is their address's local part (an invitation without a name) to be unnamed", async () => {
    await db.query(
      `INSERT INTO staff (email, name, role) VALUES ('lee@example.com', 'lee', 'staff'), ('kim@example.com', 'Kim Lee', 'staff')`,
    );
    await db.query(migration("0018_staff_named.sql"));
    expect(await db.query("SELECT email, named FROM staff ORDER BY email")).toEqual([
      { email: "kim@example.com", named: true },
      { email: "lee@example.com", named: false },
    ]);
  });
});
