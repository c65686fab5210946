import * as v from "valibot";
import type { FormName } from "../lib/form-names";
import type { FieldSpec, FormContext } from "./fields";

type Fields = Readonly<Record<string, FieldSpec>>;

/** A checkbox group posts each ticked box as a repeated `name[]` key; every other field under its own name. */
export const LIST_SUFFIX = "[]";

/** A posted key as the schema and the error messages name it: `services[]` → `services`. */
export const bareName = (key: string) => (key.endsWith(LIST_SUFFIX) ? key.slice(0, -LIST_SUFFIX.length) : key);

/** A form's object schema: one entry per declared field, each its declared rule. */
export type FormSchema<F extends Fields> = v.ObjectSchema<{ [K in keyof F]: ReturnType<F[K]["rule"]> }, undefined>;

type FormDeclaration<Name extends string, F extends Fields> = {
  /** Its form-name. */
  readonly name: Name;
  /** A short description for people: "quote request". */
  readonly title: string;
  /** The page that holds it; a no-JavaScript error page links back there when the Referer is unusable. */
  readonly page: string;
  /** Its fields, in the order the page shows them. */
  readonly fields: F;
};

/** Everything the browser and the submit function know about one form, derived from its declaration. */
export type FormDefinition<Name extends string = string, F extends Fields = Fields> = FormDeclaration<Name, F> & {
  /** Fields sent as repeated `name[]` keys (checkbox groups); their values are lists. */
  readonly listFields: readonly string[];
  /** Fields that carry a file (multipart/form-data only). */
  readonly fileFields: readonly string[];
  /** The schema; built for a "today" because date fields may not be earlier. */
  readonly schema: (context: FormContext) => FormSchema<F>;
};

const named = (fields: Fields, control: FieldSpec["control"]) =>
  Object.keys(fields).filter((name) => fields[name].control === control);

/** Declares a form from its fields, keeping its literal name (one of FormName) and its fields' types. */
export function defineForm<const Name extends FormName, const F extends Fields>(
  form: FormDeclaration<Name, F>,
): FormDefinition<Name, F> {
  return {
    ...form,
    listFields: named(form.fields, "checkboxes"),
    fileFields: named(form.fields, "file"),
    schema: (context) =>
      v.object(
        Object.fromEntries(Object.entries(form.fields).map(([name, field]) => [name, field.rule(context)])),
      ) as FormSchema<F>,
  };
}
