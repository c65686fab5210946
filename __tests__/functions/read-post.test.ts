/**
 * The hostile-input corpus (./support/hostile-corpus.ts) where its rules live, without a database: every case that
 * passes the function's request guards (POST, a form media type in UTF-8, within the size cap: those guards are
 * tested over HTTP in request-guards.test.ts) is refused by readPost with its status and a message for people,
 * naming the field at fault; and the error page a native post gets for it reflects nothing unescaped and links
 * only back to this site. hostile-input.test.ts sends a sample of the corpus through the function and its database.
 */
import { FORM_BODY_LIMIT, MULTIPART_BODY_LIMIT } from "../../netlify/lib/request-checks";
import { declaredCharset, isUtf8Charset, MULTIPART, URLENCODED } from "../../netlify/lib/form-body";
import { backTo, mediaType } from "../../netlify/lib/http";
import { errorPage } from "../../netlify/lib/pages/post-pages";
import { readPost } from "../../netlify/lib/read-post";
import { forms } from "../../src/form-definitions";
import { CATEGORIES, HUMAN, expectSafeErrorPage, hostileCases, hostileReferers } from "./support/hostile-corpus";

/** A case's request as the function receives it. */
const requestOf = (testCase: (typeof hostileCases)[number], referer?: string) => {
  const { body, headers, method = "POST" } = testCase.request();
  return new Request("http://localhost:8888/.netlify/functions/submit-form", {
    method,
    body: method === "GET" || method === "HEAD" ? null : body,
    headers: { ...headers, ...(referer ? { referer } : {}) },
  });
};

/** Whether the function's request guards let the request through to reading its body. */
async function passesGuards(request: Request): Promise<boolean> {
  const type = mediaType(request);
  if (request.method !== "POST" || (type !== URLENCODED && type !== MULTIPART)) return false;
  if (!isUtf8Charset(declaredCharset(request.headers.get("content-type") ?? ""))) return false;
  const limit = type === MULTIPART ? MULTIPART_BODY_LIMIT : FORM_BODY_LIMIT;
  const declared = Number(request.headers.get("content-length") ?? 0);
  return declared <= limit && (await request.clone().arrayBuffer()).byteLength <= limit;
}

const read = async (request: Request) =>
  readPost(mediaType(request), request.headers.get("content-type") ?? "", new Uint8Array(await request.arrayBuffer()));

const numbered = hostileCases.map((testCase, index) => ({
  ...testCase,
  index,
  title: `${testCase.category}: ${testCase.name}`,
}));

it("has at least 200 distinct cases, some in every category", () => {
  expect(hostileCases.length).toBeGreaterThanOrEqual(200);
  expect(new Set(numbered.map((testCase) => testCase.title)).size).toBe(hostileCases.length);
  for (const category of CATEGORIES) expect(hostileCases.some((testCase) => testCase.category === category)).toBe(true);
});

describe("readPost refuses every hostile post the request guards let through", () => {
  it.each(numbered)("$title", async (testCase) => {
    const request = requestOf(testCase);
    if (!(await passesGuards(request))) {
      // Answered by a guard before the body is read: 405, 413 or 415.
      expect([405, 413, 415]).toContain(testCase.status);
      return;
    }
    const { rejection } = await read(request);
    expect(rejection?.status).toBe(testCase.status ?? 400);
    expect(rejection?.error).toMatch(HUMAN);
    if (testCase.field) expect(rejection?.fields?.[testCase.field]).toMatch(HUMAN);
    for (const message of Object.values(rejection?.fields ?? {})) expect(message).toMatch(HUMAN);
  });
});

describe("the error page of a native post", () => {
  const native = numbered.filter(
    (testCase) =>
      testCase.payload !== undefined ||
      testCase.category === "form-name" ||
      testCase.category === "control characters and CRLF injection",
  );

  it.each(native.map((testCase, i) => ({ ...testCase, referer: hostileReferers[i % hostileReferers.length] })))(
    "$title, Referer $referer: reflects nothing unescaped and links only back to this site",
    async (testCase) => {
      const request = requestOf(testCase, testCase.referer);
      if (!(await passesGuards(request))) return;
      const post = await read(request);
      const rejection = post.rejection!;
      const page = errorPage(rejection.status, {
        title: rejection.title,
        message: rejection.error,
        problems: Object.values(rejection.fields ?? {}),
        backHref: backTo(request, post.formName ? forms[post.formName].page : "/"),
      });
      await expectSafeErrorPage(page, testCase.payload);
    },
  );
});
