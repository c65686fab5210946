/**
 * The leads the benchmarks that need a busy database start from (bench:inbox, bench:slots): names, addresses and
 * practices drawn from short lists, so that a search finds many.
 */
import { FORM_NAMES } from "../src/form-definitions";

const FIRST_NAMES = ["Ana", "Kim", "Lee", "Maria", "James", "Priya", "Omar", "Zoë", "Chen", "Fatima"];
const LAST_NAMES = ["Silva", "Nguyen", "Okafor", "Schmidt", "Patel", "García", "Kowalski", "Haddad", "Brown", "Ito"];
const PRACTICES = ["Lakeside", "Hill", "Riverside", "Maple", "Summit", "Harbor", "Oak", "Pine", "Valley", "Bay"];

/** Leads a statement. */
const BATCH = 10_000;

/** Runs one statement on the database being seeded. */
export type Query = (sql: string, params?: unknown[]) => Promise<unknown>;

/**
 * Seeds `count` leads as bench:inbox describes them (of every form, a minute apart back from now, statuses as a team
 * at work leaves them, one in fifty held as spam, two in five given to one of `assignees`).
 */
export async function seedLeads(query: Query, count: number, assignees: readonly [string | null, string | null]) {
  // A statement a batch, each well within the pool's query timeout on a busy machine: the lists are arrays, a
  // lead's values picked from them by its number.
  for (let first = 1; first <= count; first += BATCH) {
    await query(
      `INSERT INTO leads (id, form_name, submission_id, fields, created_at, spam, spam_reason, notification_state,
                        policy_version, status, assignee, first_response_at)
     SELECT gen_random_uuid(), forms[1 + i % cardinality(forms)], 'bench:' || i,
            jsonb_build_object(
              'firstName', first_names[1 + i % cardinality(first_names)],
              'lastName', last_names[1 + (i / 7) % cardinality(last_names)],
              'email', lower(first_names[1 + i % cardinality(first_names)]) || '.' || i || '@example.org',
              'practiceName', practices[1 + (i / 3) % cardinality(practices)] || ' Family Practice',
              'message', 'Free text that the list never shows, number ' || i),
            now() - i * interval '1 minute',
            i % 50 = 0, CASE WHEN i % 50 = 0 THEN 'time-trap' END, 'none', '2026-01-01',
            CASE WHEN i % 100 < 2 THEN 'new' WHEN i % 100 < 5 THEN 'in-progress'
                 WHEN i % 100 < 65 THEN 'answered' ELSE 'archived' END,
            CASE WHEN i % 50 = 0 THEN NULL WHEN i % 5 = 0 THEN $6::uuid WHEN i % 5 = 1 THEN $7::uuid END,
            -- Answered leads, and archived ones but one in seven, answered 0 to 36 hours after they came.
            CASE WHEN i % 50 <> 0 AND i % 100 >= 5 AND (i % 100 < 65 OR i % 7 <> 0)
                 THEN least(now(), now() - i * interval '1 minute' + (i * 7919 % 2160) * interval '1 minute') END
     FROM generate_series($8::int, least($1::int, $8::int + $9::int - 1)) AS i,
          (SELECT $2::text[] AS forms, $3::text[] AS first_names, $4::text[] AS last_names,
                  $5::text[] AS practices) AS lists`,
      [count, FORM_NAMES, FIRST_NAMES, LAST_NAMES, PRACTICES, ...assignees, first, BATCH],
    );
  }
  // As autovacuum leaves a settled table: statistics, and the visibility map that lets index-only scans skip rows.
  await query("VACUUM ANALYZE leads");
}
