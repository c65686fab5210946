/**
 * The field rules every lead form is built from. Each rule exists once, here; the per-form files only
 * say which field uses which rule, with its label and messages. Values arrive as the strings a form posts
 * (see ./index.ts: blank values are already removed and newlines normalised).
 */
import * as v from "valibot";
import { isCalendarDay, isNotBefore } from "./dates";

/** Maximum lengths, in UTF-16 code units like the browser's maxlength attribute. */
export const MAX_LENGTH = {
  /** A person's or a practice's name. */
  name: 100,
  /** The longest address RFC 5321 allows. */
  email: 254,
  phone: 40,
  /** A one-line answer such as a job title or an EHR's name. */
  line: 200,
  /** A textarea. */
  text: 5000,
} as const;

/** What a form's date fields are judged against; see ./dates.ts. */
export type FormContext = {
  /** Today as YYYY-MM-DD. */
  readonly today: string;
};

type Option = { readonly value: string };

/** The values of an option list from data/options.json. */
export const optionValues = (list: ReadonlyArray<Option>): string[] => list.map((option) => option.value);

/** The ids of a data collection (plans, add-ons, service options, priority levels, jobs). */
export const ids = (list: ReadonlyArray<{ readonly id: string }>): string[] => list.map((item) => item.id);

const tooLong = (label: string, max: number) => `${label} must be ${max.toLocaleString("en-US")} characters or fewer`;

/** Invisible control codes (C0 but tab and line breaks, DEL, C1): never typed, and they drive terminals. */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** What ends or splits a line: one-line fields never hold them (browsers strip them from <input>). */
const LINE_BREAK_OR_TAB = /[\t\n\r\u2028\u2029]/;
/** U+FFFD: what a decoder puts where bytes were not text; storing it would keep garbage as if it were a lead. */
const UNREADABLE_CHARACTER = /\uFFFD/;

/**
 * What every text field refuses before anything else, so a value is stored as sent or not at all: control
 * characters, the replacement character, and in a one-line field tabs and line breaks (which would forge
 * lines in the webhook message, the terminal table or a CSV).
 */
const plainText = (label: string, multiline: boolean) =>
  [
    v.check(
      (text: string) => !UNREADABLE_CHARACTER.test(text),
      `${label} contains a character that could not be read (\uFFFD): please retype it`,
    ),
    multiline
      ? v.check((text: string) => !CONTROL_CHARACTER.test(text), `${label} can't contain invisible control characters`)
      : v.check(
          (text: string) => !CONTROL_CHARACTER.test(text) && !LINE_BREAK_OR_TAB.test(text),
          `${label} must be one line, without tabs or invisible control characters`,
        ),
  ] as const;

const text = (label: string, required: string, max: number, multiline: boolean) =>
  v.pipe(
    v.string(required),
    ...plainText(label, multiline),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(max, tooLong(label, max)),
  );

/** One line of text the visitor must give: trimmed, not empty, at most `max` characters. */
export const requiredText = (label: string, required: string, max: number) => text(label, required, max, false);

/** A textarea answer the visitor must give. */
export const requiredLongText = (label: string, required: string) => text(label, required, MAX_LENGTH.text, true);

/** One line of text the visitor may give. */
export const optionalText = (label: string, max: number) =>
  v.optional(text(label, `${label} must be text`, max, false));

const EMAIL_MESSAGE = "Enter a valid email address, like name@example.com";

/**
 * The browser's own rule for type="email" (the HTML standard's "valid email address"), so both sides agree
 * (apostrophes and plus signs are fine: o'brien+news@…), with one addition: the domain needs a dot.
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

const email = (label: string, required: string) =>
  v.pipe(
    v.string(required),
    ...plainText(label, false),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(MAX_LENGTH.email, tooLong(label, MAX_LENGTH.email)),
    v.regex(EMAIL_PATTERN, EMAIL_MESSAGE),
  );

/** An email address the visitor must give. */
export const requiredEmail = (label = "Email address", required = "Enter your email address") => email(label, required);

/** An email address the visitor may give (checked when given). */
export const optionalEmail = (label: string) => v.optional(email(label, EMAIL_MESSAGE));

/** Digits, spaces, + ( ) - . / and an extension (x12, ext. 12). */
const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+(?:\s*(?:x|ext\.?)\s*\d+)?$/i;
const PHONE_MESSAGE = "Enter a valid phone number, like (555) 123-4567";
const digitCount = (text: string) => text.replace(/\D/g, "").length;

const phone = (required: string) =>
  v.pipe(
    v.string(required),
    ...plainText("Phone number", false),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(MAX_LENGTH.phone, tooLong("Phone number", MAX_LENGTH.phone)),
    v.regex(PHONE_CHARACTERS, PHONE_MESSAGE),
    v.check((text) => digitCount(text) >= 7 && digitCount(text) <= 20, PHONE_MESSAGE),
  );

/** A phone number the visitor must give. */
export const requiredPhone = (required = "Enter your phone number") => phone(required);

/** A phone number the visitor may give (checked when given). */
export const optionalPhone = () => v.optional(phone(PHONE_MESSAGE));

/** One value from a list; `message` is shown when none or an unknown one is sent ("Choose a practice type"). */
export const requiredChoice = (values: string[], message: string) => v.picklist(values, message);

/** One value from a list, or nothing. */
export const optionalChoice = (values: string[], message: string) => v.optional(v.picklist(values, message));

/** One value from a list, `fallback` when nothing is sent (the contact method's "email"). */
export const choiceWithDefault = <const T extends string>(values: T[], fallback: T, message: string) =>
  v.optional(v.picklist(values, message), fallback);

/**
 * Several values from a list (a checkbox group), sent as repeated `name[]` keys. Nothing chosen is an
 * empty list; a value sent twice counts once.
 */
export const choiceList = (values: string[], message: string) =>
  v.optional(
    v.pipe(
      v.array(v.picklist(values, message), message),
      v.transform((chosen) => [...new Set(chosen)]),
    ),
    () => [],
  );

const DATE_MESSAGE = "Enter the date as YYYY-MM-DD";

/** An optional date, YYYY-MM-DD, not before `context.today`. */
export const dateFromToday = (context: FormContext, label: string) =>
  v.optional(
    v.pipe(
      v.string(DATE_MESSAGE),
      ...plainText(label, false),
      v.trim(),
      v.check(isCalendarDay, DATE_MESSAGE),
      v.check((date: string) => isNotBefore(date, context.today), `${label} can't be earlier than today`),
    ),
  );

/** A checkbox that must be ticked; browsers send "on" (no value attribute) or our value "true". */
export const mustBeTicked = (message: string) =>
  v.pipe(
    v.picklist(["on", "true"], message),
    v.transform((): true => true),
  );

/** The person fields most forms open with (the ContactFields component): names, email, phone, job title. */
export const personEntries = () => ({
  firstName: requiredText("First name", "Enter your first name", MAX_LENGTH.name),
  lastName: requiredText("Last name", "Enter your last name", MAX_LENGTH.name),
  email: requiredEmail(),
  phone: requiredPhone(),
  title: optionalText("Job title", MAX_LENGTH.line),
});

/** The practice's name, which every practice form requires. */
export const practiceName = () => requiredText("Practice name", "Enter your practice's name", MAX_LENGTH.name);

export const PRACTICE_TYPE_MESSAGE = "Choose your practice type";
export const PRACTICE_SIZE_MESSAGE = "Choose your practice size";
export const CONTACT_METHOD_MESSAGE = "Choose how we should contact you";
export const HEAR_ABOUT_US_MESSAGE = "Choose how you heard about us";

/** A textarea answer the visitor may give. */
export const optionalLongText = (label: string) =>
  v.optional(text(label, `${label} must be text`, MAX_LENGTH.text, true));
