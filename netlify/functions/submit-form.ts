/**
 * POST /.netlify/functions/submit-form: every lead form of the site, sent by fetch() or natively without JavaScript.
 *
 * The deploy's settings reported on the first request (netlify/lib/settings-report.ts) → method → origin → media
 * type → size → salt → body read within the cap → the post read without the database (netlify/lib/read-post.ts:
 * form-name, the form's schema, which is the browser's, and the resume's content) → spam checks, a post that is not
 * spam and cannot become a lead answered 4xx → rate limit (the first database work) → one statement (lead, resume
 * within its network's and the site's daily limits, outbox mails, newsletter subscription; once per submission id)
 * → 201 JSON or 303 to /thank-you/<form>/ (an application whose resume was not kept: its notice, in the JSON or on
 * a page) → after the commit, the webhook and the lead's mails (netlify/lib/mail), never in the visitor's way:
 * whatever fails stays pending for the retry. So a malformed post gets its 4xx whatever the database's state.
 *
 * Answers: 405 (Allow: POST), 403 (another site's post), 415, 413, 400 { error, fields }, 429 and 503
 * (Retry-After; without it when a deploy lacks LEAD_HASH_SALT), 500, 201 { ok, id, notice? } for fetch posts, 303
 * for native posts (200 and a page with a notice); errors of native posts are a small HTML page linking back. A
 * valid post the time trap held: 202 { ok, id }, or 303 to /check-your-inbox/, and its sender is mailed a button
 * that sends it (src/lib/held-posts.ts).
 * Logs a request id and the outcome, never a field's value.
 */
import { randomUUID } from "node:crypto";
import siteConfig from "../../data/site-config.json";
import type { Config, Context } from "@netlify/functions";
import { MIN_FILL_MS, RESUME_MAX_BYTES, forms, isFile, type FormName } from "../../src/form-definitions";
import { RESUME_SIZE_MESSAGE } from "../../src/form-definitions/resume";
import { LEGAL_EFFECTIVE_DATE } from "../../src/lib/legal-effective-date";
import { THANK_YOU_PATH, thankYouPath } from "../../src/lib/form-action";
import { CHECK_INBOX_PAGE, HELD_STATUS } from "../../src/lib/held-posts";
import { clientKey } from "../lib/client-address";
import { env, isDeployed } from "../lib/env";
import { MULTIPART, URLENCODED, declaredCharset, isUtf8Charset } from "../lib/form-body";
import { MissingSaltError, leadKeys, sha256, type Keyring } from "../lib/hashing";
import {
  BodyTooLargeError,
  backTo,
  errorPage,
  escapeHtml,
  htmlPage,
  isCrossSite,
  json,
  mediaType,
  readBodyCapped,
  refererPath,
  seeOther,
  wantsHtml,
} from "../lib/http";
import { isDatabaseUnavailable } from "../lib/store/sql";
import { RESUMES_PER_NETWORK_PER_DAY, type SavedLead } from "../lib/store/leads";
import { RESUME_WITHHELD_MESSAGE } from "../lib/resume-file";
import { openLeadStore, type LeadStore } from "../lib/lead-store";
import { type SpamReason } from "../lib/store/lead-records";
import { deliverMail, heldPostMails, plannedMails } from "../lib/mail/outbox";
import { deliverNotification } from "../lib/notify";
import { readPost } from "../lib/read-post";
import { reportSettings } from "../lib/settings-report";

/** Body caps: a form's text, or a resume plus the application's text. */
export const FORM_BODY_LIMIT = 64 * 1024;
export const MULTIPART_BODY_LIMIT = RESUME_MAX_BYTES + FORM_BODY_LIMIT;
/** Submissions per address (of any form) in a fixed window, counted in the database. */
export const RATE_LIMIT = { max: 10, windowSeconds: 10 * 60 };

/**
 * Read by Netlify from this file's text, so its values are literals (Netlify ignores a name it would have to look
 * up). The platform's rate limit answers a flood with 429 at Netlify's edge, before the function runs: more than 10
 * requests in 60 s from one address to this site. It is the outer guard only: RATE_LIMIT, counted in the database,
 * still decides every post, here and locally, where nothing enforces this one. No `path`: a function with one is
 * served there only, not at /.netlify/functions/submit-form (FORM_ACTION), where every form posts.
 */
export const config: Config = {
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;
/** Posts without a submission id that repeat within this window are the same submission. */
const DERIVED_KEY_WINDOW_MS = 10 * 60 * 1000;

type Outcome =
  | "stored"
  | "stored-without-resume"
  | "replayed"
  | "spam-honeypot"
  | "spam-time-trap"
  | "held-for-confirmation"
  | "invalid"
  | "unknown-form"
  | "unreadable"
  | "bad-resume"
  | "resume-limit"
  | "too-large"
  | "unsupported-media-type"
  | "method-not-allowed"
  | "cross-site"
  | "missing-salt"
  | "rate-limited"
  | "database-unavailable"
  | "error";

type Problem = {
  readonly status: number;
  readonly title: string;
  readonly error: string;
  readonly fields?: Record<string, string>;
  readonly headers?: Record<string, string>;
};

/** Sent sooner after the form appeared than a person could: the time trap. Unknown or future times pass. */
function tooFast(renderedAt: number | undefined, now: number): boolean {
  if (renderedAt === undefined) return false;
  const elapsed = now - renderedAt;
  return elapsed >= 0 && elapsed < MIN_FILL_MS;
}

/** A native post stored with something its sender must still do: said on a page, then on to the thank-you page. */
function noticePage(notice: string, thanks: string): Response {
  const careers = siteConfig.contact.careersEmail;
  return htmlPage(200, {
    title: "Your application was sent",
    body: `<p>${escapeHtml(notice)}</p>
<p><a href="mailto:${escapeHtml(careers)}">Email ${escapeHtml(careers)}</a></p>
<p><a href="${escapeHtml(thanks)}">Continue</a></p>`,
  });
}

/** The values to store: everything but files (the resume goes to its own table). */
const storable = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => !isFile(value)));

/** A stable text of the values: keys sorted, lists sorted. */
const canonical = (values: Record<string, unknown>) =>
  JSON.stringify(
    Object.keys(values)
      .sort()
      .map((key) => {
        const value = values[key];
        return [key, Array.isArray(value) ? value.map(String).sort() : value];
      }),
  );

/** The idempotency key of a post without a submission id: same form, values and sender within 10 minutes. */
function derivedSubmissionId(
  formName: string,
  values: Record<string, unknown>,
  addressHash: string,
  resumeHash: string | undefined,
  now: number,
) {
  const bucket = Math.floor(now / DERIVED_KEY_WINDOW_MS);
  return `derived:${sha256(JSON.stringify([formName, canonical(values), addressHash, bucket, resumeHash ?? null]))}`;
}

export default async function submitForm(req: Request, context: Context): Promise<Response> {
  reportSettings("submit-form", context);
  const started = Date.now();
  const requestId = context?.requestId || randomUUID();
  const html = wantsHtml(req);
  let formName: FormName | undefined;

  const finish = (outcome: Outcome, response: Response) => {
    // The request id, the form and the outcome only: field values never reach the logs.
    console.log(
      JSON.stringify({
        fn: "submit-form",
        requestId,
        form: formName ?? null,
        outcome,
        status: response.status,
        ms: Date.now() - started,
      }),
    );
    return response;
  };

  const fail = (outcome: Outcome, problem: Problem) => {
    const backHref = backTo(req, formName ? forms[formName].page : "/");
    const problems = problem.fields ? Object.values(problem.fields) : undefined;
    return finish(
      outcome,
      html
        ? errorPage(
            problem.status,
            { title: problem.title, message: problem.error, problems, backHref },
            problem.headers,
          )
        : json(problem.status, { error: problem.error, fields: problem.fields ?? {} }, problem.headers),
    );
  };

  /** Stored; `notice`: what the sender must still do (email a resume that was not kept), on a page of its own. */
  const succeed = (outcome: Outcome, id: string, replayed = false, notice?: string) => {
    const thanks = formName ? thankYouPath(formName) : THANK_YOU_PATH;
    return finish(
      outcome,
      html
        ? notice
          ? noticePage(notice, thanks)
          : seeOther(thanks)
        : json(201, { ok: true, id, ...(notice ? { notice } : {}) }, replayed ? { "idempotent-replayed": "true" } : {}),
    );
  };

  /** Held until its sender presses the button mailed to them: the page, or 202 for fetch, says to check the inbox. */
  const awaitSender = (id: string, replayed: boolean) =>
    finish(
      "held-for-confirmation",
      html
        ? seeOther(CHECK_INBOX_PAGE)
        : json(HELD_STATUS, { ok: true, id }, replayed ? { "idempotent-replayed": "true" } : {}),
    );

  const unavailable = (error: unknown) => {
    if (!isDatabaseUnavailable(error)) throw error;
    return fail("database-unavailable", {
      status: 503,
      title: "We could not save your form",
      error: "We could not save your form just now. Please try again in a minute.",
      headers: { "retry-after": String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
    });
  };

  const tooLarge = (type: string) =>
    type === MULTIPART
      ? fail("too-large", {
          status: 413,
          title: "Your resume is too large",
          error: RESUME_SIZE_MESSAGE,
          fields: { resume: RESUME_SIZE_MESSAGE },
        })
      : fail("too-large", {
          status: 413,
          title: "Your form is too long",
          error: "The form is too long to send. Please shorten your longest answers.",
        });

  try {
    if (req.method !== "POST") {
      return fail("method-not-allowed", {
        status: 405,
        title: "This address only accepts forms",
        error: "Send the form with POST.",
        headers: { allow: "POST" },
      });
    }

    if (isCrossSite(req)) {
      return fail("cross-site", {
        status: 403,
        title: "This form was sent from another website",
        error:
          "This form can only be sent from our own website. Please open the form on our site, or call or email us.",
      });
    }

    const type = mediaType(req);
    if (type !== URLENCODED && type !== MULTIPART) {
      return fail("unsupported-media-type", {
        status: 415,
        title: "This form could not be read",
        error: `Send the form as ${URLENCODED} (or ${MULTIPART} for a job application).`,
      });
    }
    if (!isUtf8Charset(declaredCharset(req.headers.get("content-type") ?? ""))) {
      return fail("unsupported-media-type", {
        status: 415,
        title: "This form could not be read",
        error: "Send the form's text as UTF-8.",
      });
    }
    const limit = type === MULTIPART ? MULTIPART_BODY_LIMIT : FORM_BODY_LIMIT;
    if (Number(req.headers.get("content-length") ?? 0) > limit) return tooLarge(type);

    let keys: Keyring;
    try {
      keys = leadKeys(isDeployed(context));
    } catch (error) {
      if (!(error instanceof MissingSaltError)) throw error;
      // A setting missing, not a passing fault: said once per post, by name, and nothing is stored without it.
      console.error(JSON.stringify({ fn: "submit-form", requestId, error: error.name, message: error.message }));
      return fail("missing-salt", {
        status: 503,
        title: "We cannot receive forms just now",
        error: "We cannot receive forms just now. Please call or email us instead.",
      });
    }
    // The post is read and checked before the database is touched: a malformed one gets its 4xx whatever the
    // database's state, and costs no query.
    let body: Uint8Array<ArrayBuffer>;
    try {
      body = await readBodyCapped(req, limit);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return tooLarge(type);
      // A body that breaks off while being read is the sender's problem too.
      return fail("unreadable", {
        status: 400,
        title: "This form could not be read",
        error: "The form could not be read. Please try again.",
      });
    }
    const post = await readPost(type, req.headers.get("content-type") ?? "", body);
    formName = post.formName;
    if (post.meta === undefined) return fail(post.rejection.outcome, post.rejection);
    const { meta } = post;

    const now = Date.now();
    const spamReason: SpamReason | undefined = meta.honeypot
      ? "honeypot"
      : tooFast(meta.renderedAt, now)
        ? "time-trap"
        : undefined;
    // A bot's post is answered like a success below, whatever it holds, so that the bot learns nothing.
    if (!spamReason && post.rejection) return fail(post.rejection.outcome, post.rejection);
    // Too quick, yet valid: autofill or a password manager is that quick too. Stored as a lead is, but held, and
    // its sender is mailed a button that sends it (src/lib/held-posts.ts), rather than dropped in silence.
    const held = spamReason === "time-trap" && !post.rejection;

    // The keyed hash of the sender's network: enough to count submissions, never the address itself.
    const addressHash = keys.hash("address", clientKey(context?.ip));
    let store: LeadStore;
    try {
      store = openLeadStore();
      const rate = await store.hitRateLimit(addressHash, RATE_LIMIT);
      if (!rate.allowed) {
        const minutes = Math.ceil(rate.retryAfterSeconds / 60);
        return fail("rate-limited", {
          status: 429,
          title: "Too many forms sent",
          error: `Too many forms have been sent from your network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
          headers: { "retry-after": String(rate.retryAfterSeconds) },
        });
      }
    } catch (error) {
      return unavailable(error);
    }

    // The consent that comes with every post (a newsletter sign-up's, say): where it was given and under
    // which privacy policy; its time is the lead's.
    const consent = { page: refererPath(req)?.slice(0, 500) ?? null, policyVersion: LEGAL_EFFECTIVE_DATE };
    if (spamReason && !held) {
      // Counted, never shown as a lead, answered like a success so the bot learns nothing. A honeypot post
      // keeps no values; a too-fast one whose values fail the form's checks keeps those that pass.
      const id = randomUUID();
      const fields = spamReason === "time-trap" && post.values ? storable(post.values) : {};
      try {
        await store.saveLead({
          id,
          formName: post.formName,
          submissionId: `spam:${id}`,
          fields,
          addressHash,
          userAgent: null,
          notify: false,
          spamReason,
          ...consent,
        });
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
      }
      return succeed(spamReason === "honeypot" ? "spam-honeypot" : "spam-time-trap", id);
    }
    // Answered before the rate limit already; repeated so that the type knows the post has its values.
    if (post.rejection) return fail(post.rejection.outcome, post.rejection);
    const { values, resume } = post;
    const form = post.formName;
    const fields = storable(values);
    const webhookUrl = env("LEAD_WEBHOOK_URL");
    const mailContext = { keys, now: new Date(now), ip: context?.ip };
    let saved: SavedLead;
    try {
      saved = await store.saveLead(
        {
          id: randomUUID(),
          formName: form,
          submissionId: meta.submissionId ?? derivedSubmissionId(form, fields, addressHash, resume?.sha256, now),
          fields,
          addressHash,
          userAgent: req.headers.get("user-agent")?.slice(0, 500) ?? null,
          notify: webhookUrl !== undefined,
          spamReason: held ? "time-trap" : undefined,
          ...consent,
          mail: held ? await heldPostMails(store, form, fields, mailContext) : plannedMails(form, fields, mailContext),
          subscription: form === "newsletter",
        },
        resume,
      );
    } catch (error) {
      return unavailable(error);
    }

    if (saved.outcome === "resume-limit") {
      // Counted in the statement that would have stored it, so parallel posts cannot pass the limit.
      const message = `Your network has sent ${RESUMES_PER_NETWORK_PER_DAY} applications today. Please try again tomorrow, or email your resume to ${siteConfig.contact.careersEmail}.`;
      return fail("resume-limit", {
        status: 429,
        title: "Too many applications today",
        error: message,
        fields: { resume: message },
      });
    }
    const created = saved.outcome === "created";
    if (created) {
      // After the commit, and never in the visitor's way: a failure leaves its row 'pending' for a retry.
      const delivery = Promise.all([
        webhookUrl && !held
          ? deliverNotification(store, { id: saved.id, formName: form, fields }, webhookUrl)
          : undefined,
        deliverMail(store, keys, { leadId: saved.id }),
      ]);
      if (typeof context?.waitUntil === "function") context.waitUntil(delivery);
    }
    if (held) return awaitSender(saved.id, !created);
    // The site's resume bytes for the day were used up: the lead is stored, its sender asked to email the file.
    const notice = saved.resumeWithheld ? RESUME_WITHHELD_MESSAGE : undefined;
    const outcome = !created ? "replayed" : notice ? "stored-without-resume" : "stored";
    return succeed(outcome, saved.id, !created, notice);
  } catch (error) {
    const { name, code } = error as { name?: string; code?: string };
    console.error(
      JSON.stringify({
        fn: "submit-form",
        requestId,
        form: formName ?? null,
        error: name ?? "Error",
        code: code ?? null,
      }),
    );
    return fail("error", {
      status: 500,
      title: "Something went wrong",
      error: "Something went wrong on our side. Please try again, or call or email us.",
    });
  }
}
