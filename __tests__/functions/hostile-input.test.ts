/**
 * @jest-environment node
 *
 * The hostile-input corpus (./support/hostile-corpus.ts) through the submit-form function and its database, one case
 * of each category (the whole corpus is checked where its rules live, without a database: read-post.test.ts):
 * each is a 4xx with a clear message, never a 5xx, stores nothing, and the function answers the next valid post
 * with 201 and stores it; as a native post, it gets an error page. Each case has its own client address, so the
 * rate limit stays out of the way.
 */
import { pdfBytes } from "../form-definitions/support/resume-files";
import { validSubmissions } from "../form-definitions/support/valid-submissions";
import {
  HUMAN,
  expectSafeErrorPage,
  hostileCases,
  hostileReferers,
  type Category,
  type HostileCase,
} from "./support/hostile-corpus";
import { HTML_ACCEPT, body, fetchPost, multipart, post, urlencoded } from "./support/post";
import { describeOnEachDatabase } from "./support/test-database";

jest.setTimeout(60_000);

/** A distinct address per case (198.18.0.0/15 is for tests), so the rate limit never answers instead. */
const addressOf = (index: number, offset = 0) => `198.18.${(index + offset) >> 8}.${(index + offset) & 255}`;

/** Answered by the request guards before the body is read, as submit-form.test.ts and request-guards.test.ts test. */
const GUARDED: readonly Category[] = ["method", "content type", "size"];

/** The first case of each other category: what the function and its database add is the same for all of one. */
const numbered = hostileCases
  .map((testCase, index) => ({ ...testCase, index, title: `${testCase.category}: ${testCase.name}` }))
  .filter((testCase) => !GUARDED.includes(testCase.category))
  .filter((testCase, _, all) => all.find((other) => other.category === testCase.category) === testCase);

describeOnEachDatabase("hostile input", { emptyBeforeEach: false }, (db) => {
  const rowCount = async () =>
    (
      await db.query<{ n: number }>(
        "SELECT (SELECT count(*) FROM leads)::int + (SELECT count(*) FROM resumes)::int AS n",
      )
    )[0].n;

  /** The form's valid post, which must be stored as usual right after a hostile one. */
  async function expectStillServing(testCase: HostileCase & { index: number }) {
    const entries = fetchPost(testCase.form);
    const request =
      testCase.form === "career-application"
        ? multipart(entries, { bytes: pdfBytes(), name: "cv.pdf" })
        : urlencoded(entries);
    const before = await rowCount();
    const response = await post(request, { ip: addressOf(testCase.index) });
    expect(response.status).toBe(201);
    const { id } = await body(response);
    const [row] = await db.query<{ fields: Record<string, unknown> }>("SELECT fields FROM leads WHERE id = $1", [id]);
    expect(row.fields).toEqual(validSubmissions[testCase.form].expected);
    expect(await rowCount()).toBe(before + (testCase.form === "career-application" ? 2 : 1));
  }

  beforeAll(() => {
    delete process.env.LEAD_WEBHOOK_URL;
  });

  beforeEach(() => {
    jest.spyOn(console, "log").mockImplementation(() => {});
    jest.spyOn(console, "error").mockImplementation(() => {});
  });

  afterEach(() => jest.restoreAllMocks());

  it.each(numbered)("$title", async (testCase) => {
    const before = await rowCount();
    const { body: payload, headers, method } = testCase.request();
    const response = await post(payload, { ip: addressOf(testCase.index), headers, method });

    expect(response.status).toBe(testCase.status ?? 400);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const answer = await body(response);
    expect(answer.error).toMatch(HUMAN);
    expect(answer.ok).toBeUndefined();
    if (testCase.field) expect(answer.fields?.[testCase.field]).toMatch(HUMAN);
    for (const message of Object.values(answer.fields ?? {})) expect(message).toMatch(HUMAN);
    expect(await rowCount()).toBe(before);

    await expectStillServing(testCase);
  });

  // The same posts from a browser without JavaScript: an HTML page whose only link goes back to this site.
  it.each(numbered.map((testCase, i) => ({ ...testCase, referer: hostileReferers[i % hostileReferers.length] })))(
    "native post, $title, Referer $referer",
    async (testCase) => {
      const before = await rowCount();
      const { body: payload, headers, method } = testCase.request();
      const response = await post(payload, {
        ip: addressOf(testCase.index, 1024),
        accept: HTML_ACCEPT,
        method,
        headers: { ...headers, referer: testCase.referer },
      });

      expect(response.status).toBe(testCase.status ?? 400);
      await expectSafeErrorPage(response, testCase.payload);
      expect(await rowCount()).toBe(before);
    },
  );
});
