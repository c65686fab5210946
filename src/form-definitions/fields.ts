/**
 * The fields every lead form is declared with. A field is declared once, in its form's file, with one of the
 * builders at the end of this file: its label, the control that shows it, its option list and its rule. The
 * schema (browser and function) and the markup (src/components/forms/field.tsx) both read that declaration.
 * Values arrive as the strings a form posts (see ./index.ts: blank values are already removed and newlines
 * normalised).
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
 * lines in the webhook message, the terminal table or a CSV). One check, so a pipe lists it without a spread:
 * a spread call on valibot's namespace compiles to `v.pipe.apply(v, …)`, which keeps all of valibot in the bundle.
 */
const plainText = (label: string, multiline: boolean) => {
  const forbidden = multiline
    ? CONTROL_CHARACTER
    : new RegExp(`${CONTROL_CHARACTER.source}|${LINE_BREAK_OR_TAB.source}`);
  return v.check(
    (text: string) => !UNREADABLE_CHARACTER.test(text) && !forbidden.test(text),
    (issue) =>
      UNREADABLE_CHARACTER.test(String(issue.input))
        ? `${label} contains a character that could not be read (\uFFFD): please retype it`
        : multiline
          ? `${label} can't contain invisible control characters`
          : `${label} must be one line, without tabs or invisible control characters`,
  );
};

const text = (label: string, required: string, max: number, multiline: boolean) =>
  v.pipe(
    v.string(required),
    plainText(label, multiline),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(max, tooLong(label, max)),
  );

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
    plainText(label, false),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(MAX_LENGTH.email, tooLong(label, MAX_LENGTH.email)),
    v.regex(EMAIL_PATTERN, EMAIL_MESSAGE),
  );

/**
 * Whether `text` is an email address the forms accept: ASCII only, so a look-alike (gmaİl.com, the Kelvin sign) is
 * never taken for the address it resembles. For the leads command's --export and --erase.
 */
export const isEmailAddress = (text: string) => v.is(email("Email address", EMAIL_MESSAGE), text);

/** Digits, spaces, + ( ) - . / and an extension (x12, ext. 12). */
const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+(?:\s*(?:x|ext\.?)\s*\d+)?$/i;
const PHONE_MESSAGE = "Enter a valid phone number, like (555) 123-4567";
const digitCount = (text: string) => text.replace(/\D/g, "").length;

const phone = (label: string, required: string) =>
  v.pipe(
    v.string(required),
    plainText(label, false),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(MAX_LENGTH.phone, tooLong(label, MAX_LENGTH.phone)),
    v.regex(PHONE_CHARACTERS, PHONE_MESSAGE),
    v.check((text) => digitCount(text) >= 7 && digitCount(text) <= 20, PHONE_MESSAGE),
  );

const DATE_MESSAGE = "Enter the date as YYYY-MM-DD";

const date = (context: FormContext, label: string) =>
  v.pipe(
    v.string(DATE_MESSAGE),
    plainText(label, false),
    v.trim(),
    v.check(isCalendarDay, DATE_MESSAGE),
    v.check((day: string) => isNotBefore(day, context.today), `${label} can't be earlier than today`),
  );

/** A choice of a select, radio or checkbox group; the hint is shown under a radio's or checkbox's label. */
export type FieldOption = { readonly value: string; readonly label: string; readonly hint?: string };

/** How a field shows on the page. */
export type Control =
  "text" | "email" | "tel" | "date" | "file" | "textarea" | "select" | "radio" | "checkboxes" | "checkbox" | "hidden";

/** One field of a form: everything the markup shows and the rule both sides check, declared once. */
export type FieldSpec<Rule extends v.GenericSchema = v.GenericSchema> = {
  readonly label: string;
  readonly control: Control;
  readonly required: boolean;
  readonly options?: readonly FieldOption[];
  /** The browser's autofill token (autocomplete attribute). */
  readonly autoComplete?: string;
  readonly hint?: string;
  /** The empty first choice of a select, or a textarea's placeholder. */
  readonly placeholder?: string;
  /** The file types a file field offers to choose (its accept attribute). */
  readonly accept?: string;
  /** The choice a radio group has checked in the static HTML, and the value when none is sent. */
  readonly fallback?: string;
  /** The rule; a function of today because a date may not be earlier. */
  readonly rule: (context: FormContext) => Rule;
  /**
   * For an email field of someone other than the sender (a billing contact's): the field that names that person,
   * which their erasure clears and their export lists with the address.
   */
  readonly nameField?: string;
};

/** "Current EHR System" → "Current EHR system": a label as it reads inside a sentence. */
const inSentence = (label: string) =>
  label.replace(/ ([A-Z])(?=[a-z])/g, (_match, initial: string) => ` ${initial.toLowerCase()}`);

/** A field's rule: one the visitor must meet when `required` (its message) is given, else checked only when given. */
const requiredOr = <S extends v.GenericSchema>(
  required: string | undefined,
  rule: (message: string) => S,
  whenGiven: string,
) => (required === undefined ? v.optional(rule(whenGiven)) : rule(required));

type TextOptions = { required?: string; max?: number; autoComplete?: string; hint?: string; placeholder?: string };

/** One line of text; required when `required` (its message) is given. */
export const textField = (label: string, { required, max = MAX_LENGTH.line, ...show }: TextOptions = {}) => {
  const name = inSentence(label);
  return {
    label,
    control: "text",
    required: required !== undefined,
    ...show,
    rule: () => requiredOr(required, (message) => text(name, message, max, false), `${name} must be text`),
  } satisfies FieldSpec;
};

/**
 * Shown under every textarea, where people describe their practice's problems in their own words: this
 * website is no place for protected health information (the privacy policy says the same at more length).
 */
export const PATIENT_INFORMATION_HINT =
  "Please do not include patient information such as names, dates of birth, record numbers or diagnoses.";

/** A textarea answer; its hint, if any, is followed by PATIENT_INFORMATION_HINT. */
export const longTextField = (label: string, { required, hint, placeholder }: Omit<TextOptions, "max"> = {}) => {
  const name = inSentence(label);
  return {
    label,
    control: "textarea",
    required: required !== undefined,
    hint: hint ? `${hint} ${PATIENT_INFORMATION_HINT}` : PATIENT_INFORMATION_HINT,
    placeholder,
    rule: () => requiredOr(required, (message) => text(name, message, MAX_LENGTH.text, true), `${name} must be text`),
  } satisfies FieldSpec;
};

/** An email address: required when `required` is given, else checked when given. */
export const emailField = (
  label = "Email Address",
  { required, hint, nameField }: { required?: string; hint?: string; nameField?: string } = {},
) => {
  const name = inSentence(label);
  return {
    label,
    control: "email",
    required: required !== undefined,
    autoComplete: "email",
    hint,
    nameField,
    rule: () => requiredOr(required, (message) => email(name, message), EMAIL_MESSAGE),
  } satisfies FieldSpec;
};

/** A phone number: required when `required` is given, else checked when given. */
export const phoneField = (label = "Phone Number", { required }: { required?: string } = {}) => {
  const name = inSentence(label);
  return {
    label,
    control: "tel",
    required: required !== undefined,
    autoComplete: "tel",
    rule: () => requiredOr(required, (message) => phone(name, message), PHONE_MESSAGE),
  } satisfies FieldSpec;
};

type ChoiceOptions<T extends string> = {
  /** Shown when an unknown value is sent, or none for a required choice ("Choose a practice type"). */
  message: string;
  required?: boolean;
  /** The value when nothing is sent (the contact method's "email"); checked in the static HTML. */
  fallback?: T;
  control?: "select" | "radio";
  placeholder?: string;
  hint?: string;
};

/** One value from a list, as a select (the default) or a radio group. */
export const choiceField = <const T extends string>(
  label: string,
  options: readonly (FieldOption & { value: T })[],
  { message, required = false, fallback, control = "select", placeholder, hint }: ChoiceOptions<T>,
) => {
  const values = options.map((option) => option.value);
  return {
    label,
    control,
    required,
    options,
    placeholder,
    hint,
    fallback,
    rule: () =>
      fallback !== undefined
        ? v.optional(v.picklist(values, message), fallback)
        : required
          ? v.picklist(values, message)
          : v.optional(v.picklist(values, message)),
  } satisfies FieldSpec;
};

/**
 * Several values from a list (a checkbox group), sent as repeated `name[]` keys. Nothing chosen is an
 * empty list; a value sent twice counts once.
 */
export const choicesField = (label: string, options: readonly FieldOption[], message: string, hint?: string) => {
  const values = options.map((option) => option.value);
  return {
    label,
    control: "checkboxes",
    required: false,
    options,
    hint,
    rule: () =>
      v.optional(
        v.pipe(
          v.array(v.picklist(values, message), message),
          v.transform((chosen) => [...new Set(chosen)]),
        ),
        (): string[] => [],
      ),
  } satisfies FieldSpec;
};

/** An optional date, YYYY-MM-DD, not before the visitor's today. */
export const dateField = (label: string, hint?: string) =>
  ({
    label,
    control: "date",
    required: false,
    hint,
    rule: (context: FormContext) => v.optional(date(context, inSentence(label))),
  }) satisfies FieldSpec;

/** A checkbox that must be ticked; browsers send "on" (no value attribute) or our value "true". */
export const agreementField = (label: string, message: string, hint?: string) =>
  ({
    label,
    control: "checkbox",
    required: true,
    hint,
    rule: () =>
      v.pipe(
        v.picklist(["on", "true"], message),
        v.transform((): true => true),
      ),
  }) satisfies FieldSpec;

/** A value the page sets (the job applied for), not one the visitor types; its options name the values. */
export const hiddenChoiceField = (label: string, options: readonly FieldOption[], message: string) =>
  ({
    label,
    control: "hidden",
    required: true,
    options,
    rule: () =>
      v.picklist(
        options.map((option) => option.value),
        message,
      ),
  }) satisfies FieldSpec;

/** The names of personFields and practiceFields, for the markup that shows them together. */
export const PERSON_FIELDS = ["firstName", "lastName", "email", "phone", "title"];
export const PRACTICE_FIELDS = ["practiceName", "practiceType", "practiceSize"];

/** The person fields most forms open with: names, email, phone, job title. */
export const personFields = () => ({
  firstName: textField("First Name", {
    required: "Enter your first name",
    max: MAX_LENGTH.name,
    autoComplete: "given-name",
  }),
  lastName: textField("Last Name", {
    required: "Enter your last name",
    max: MAX_LENGTH.name,
    autoComplete: "family-name",
  }),
  email: emailField("Email Address", { required: "Enter your email address" }),
  phone: phoneField("Phone Number", { required: "Enter your phone number" }),
  title: textField("Job Title", {
    autoComplete: "organization-title",
    hint: "For example Practice Manager or Physician.",
  }),
});

/** The practice's name, which every practice form requires. */
export const practiceNameField = () =>
  textField("Practice Name", {
    required: "Enter your practice's name",
    max: MAX_LENGTH.name,
    autoComplete: "organization",
  });

const PRACTICE_TYPE_MESSAGE = "Choose your practice type";
const PRACTICE_SIZE_MESSAGE = "Choose your practice size";
const CONTACT_METHOD_MESSAGE = "Choose how we should contact you";
const HEAR_ABOUT_US_MESSAGE = "Choose how you heard about us";

/** How the visitor wants to be contacted: a radio group, email unless they choose otherwise. */
export const contactMethodField = (options: readonly FieldOption[]) =>
  choiceField("Preferred Contact Method", options, {
    message: CONTACT_METHOD_MESSAGE,
    fallback: "email",
    control: "radio",
  });

/** Where the visitor heard of us, from a form's own list. */
export const hearAboutUsField = (options: readonly FieldOption[]) =>
  choiceField("How did you hear about us?", options, {
    message: HEAR_ABOUT_US_MESSAGE,
    placeholder: "Select an option",
  });

/** The practice's type and size, from a form's own list of types; required or not, as the form says. */
export const practiceFields = (types: readonly FieldOption[], sizes: readonly FieldOption[], required: boolean) => ({
  practiceName: practiceNameField(),
  practiceType: choiceField("Practice Type", types, {
    message: PRACTICE_TYPE_MESSAGE,
    required,
    placeholder: "Select practice type",
  }),
  practiceSize: choiceField("Practice Size", sizes, {
    message: PRACTICE_SIZE_MESSAGE,
    required,
    placeholder: "Select number of providers",
  }),
});
