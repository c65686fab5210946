/**
 * What submit-form checks before it reads a post's body, in this order: the method, the origin, the media type and
 * its charset, the declared size.
 */
import { RESUME_MAX_BYTES } from "../../src/form-definitions";
import { RESUME_SIZE_MESSAGE } from "../../src/form-definitions/resume";
import { MULTIPART, URLENCODED, declaredCharset, isUtf8Charset } from "./form-body";
import { isCrossSite, mediaType } from "./http";
import type { Checked, Refusal } from "./submission-answers";

/** Body caps: a form's text, or a resume plus the application's text. */
export const FORM_BODY_LIMIT = 64 * 1024;
export const MULTIPART_BODY_LIMIT = RESUME_MAX_BYTES + FORM_BODY_LIMIT;

/** A body over its cap (`type` is its media type): for a job application, the resume is what is too large. */
export const tooLarge = (type: string): Refusal =>
  type === MULTIPART
    ? {
        outcome: "too-large",
        status: 413,
        title: "Your resume is too large",
        error: RESUME_SIZE_MESSAGE,
        fields: { resume: RESUME_SIZE_MESSAGE },
      }
    : {
        outcome: "too-large",
        status: 413,
        title: "Your form is too long",
        error: "The form is too long to send. Please shorten your longest answers.",
      };

const unsupported = (error: string): Refusal => ({
  outcome: "unsupported-media-type",
  status: 415,
  title: "This form could not be read",
  error,
});

/** The request's media type and the cap on its body, or why it is refused before its body is read. */
export function checkRequest(req: Request): Checked<{ type: string; limit: number }> {
  if (req.method !== "POST") {
    return {
      refusal: {
        outcome: "method-not-allowed",
        status: 405,
        title: "This address only accepts forms",
        error: "Send the form with POST.",
        headers: { allow: "POST" },
      },
    };
  }
  if (isCrossSite(req)) {
    return {
      refusal: {
        outcome: "cross-site",
        status: 403,
        title: "This form was sent from another website",
        error:
          "This form can only be sent from our own website. Please open the form on our site, or call or email us.",
      },
    };
  }
  const type = mediaType(req);
  if (type !== URLENCODED && type !== MULTIPART) {
    return { refusal: unsupported(`Send the form as ${URLENCODED} (or ${MULTIPART} for a job application).`) };
  }
  if (!isUtf8Charset(declaredCharset(req.headers.get("content-type") ?? ""))) {
    return { refusal: unsupported("Send the form's text as UTF-8.") };
  }
  const limit = type === MULTIPART ? MULTIPART_BODY_LIMIT : FORM_BODY_LIMIT;
  if (Number(req.headers.get("content-length") ?? 0) > limit) return { refusal: tooLarge(type) };
  return { type, limit };
}
