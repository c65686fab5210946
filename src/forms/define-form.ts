import type * as v from "valibot";
import type { FormContext } from "./fields";

/** A form's object schema: one entry per field the form posts. */
export type FormObjectSchema = v.ObjectSchema<v.ObjectEntries, undefined>;

/** Everything the browser and the submit function need to know about one form. */
export type FormDefinition<Name extends string = string, Schema extends FormObjectSchema = FormObjectSchema> = {
  /** Its form-name. */
  readonly name: Name;
  /** A short description for people: "quote request". */
  readonly title: string;
  /** The page that holds it; a no-JavaScript error page links back there when the Referer is unusable. */
  readonly page: string;
  /** Fields sent as repeated `name[]` keys (checkbox groups); their values are lists. */
  readonly listFields: readonly string[];
  /** Fields that carry a file (multipart/form-data only). */
  readonly fileFields: readonly string[];
  /** The schema; built for a "today" because date fields may not be earlier. */
  readonly schema: (context: FormContext) => Schema;
};

/** Declares a form, keeping its literal name and schema type. */
export const defineForm = <const Name extends string, Schema extends FormObjectSchema>(
  form: FormDefinition<Name, Schema>,
) => form;
