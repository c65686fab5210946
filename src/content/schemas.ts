/**
 * The building blocks of the content declarations (./types/): valibot schemas whose messages a writer understands,
 * and the metadata that gives a field its GraphQL type where valibot's own type does not say it (./type-defs.ts).
 */
import * as v from "valibot";
import { toJsonSchema, type JsonSchema } from "@valibot/to-json-schema";
import options from "../../data/options.json";

/** What the generators (./type-defs.ts, ./cms-config.ts) read from a schema's v.metadata(), beside its JSON Schema. */
export type GraphQLMetadata = {
  /** An object schema's GraphQL type (shared: Stat, Option …) and its description (a field's own replaces a v.description). */
  typeName?: string;
  typeDescription?: string;
  /** The GraphQL type of a field, where valibot's type does not give it (Date, File, a linked node type). */
  graphqlType?: string;
  /** A Gatsby field extension, e.g. @dateformat. */
  extension?: string;
  /** Filled in by the build (a resolver, or onCreateNode), never by the writer: non-null in GraphQL all the same. */
  built?: true;
  /** The content type whose entries the value names, and by which field: the editor offers those entries' values. */
  refersTo?: { type: string; by: string };
  /** Sentences rather than a line: the editor gives it a box of several lines. */
  multiline?: true;
  /** The message of the rule behind the JSON Schema's pattern or format: the editor refuses with the build's words. */
  patternMessage?: string;
};

/** A declaration as the generators read it: valibot's JSON Schema of it, the metadata above among its keywords. */
export type JsonField = Omit<JsonSchema, "properties" | "items"> &
  GraphQLMetadata & { properties?: Record<string, JsonField>; items?: JsonField };

/** Rules JSON Schema cannot say (trim, check, a Date) are left out: the build's checks keep them (./validate-node.ts). */
export const jsonSchemaOf = (schema: v.GenericSchema) => toJsonSchema(schema, { errorMode: "ignore" }) as JsonField;

const graphql = <TInput>(metadata: GraphQLMetadata) => v.metadata<TInput, GraphQLMetadata>(metadata);

/** An object with a GraphQL type of its own. */
export const objectType = <T extends v.ObjectEntries>(name: string, description: string, entries: T) =>
  v.pipe(v.object(entries), graphql({ typeName: name, typeDescription: description }));

/** A field the build fills in: in GraphQL, not in what the writer writes. */
export const built = <T extends v.GenericSchema>(schema: T) => v.pipe(v.optional(schema), graphql({ built: true }));

/** A field that names a node of `type` by its `by` field, e.g. a testimonial's service by slug. */
export const link = <T extends v.GenericSchema>(schema: T, type: string, by: string) =>
  v.pipe(schema, graphql({ graphqlType: type, extension: `@link(by: "${by}")`, refersTo: { type, by } }));

/** Text that names an entry of `type` by its `by` field, without linking it in GraphQL (the page reads the text). */
export const refersTo = <T extends v.GenericSchema>(schema: T, type: string, by: string) =>
  v.pipe(schema, graphql({ refersTo: { type, by } }));

export const text = v.pipe(v.string("must be text"), v.trim(), v.minLength(1, "must not be empty"));
export const texts = (min = 1) =>
  v.pipe(
    v.array(text, "must be a list of texts"),
    v.minLength(min, min === 1 ? "needs at least one entry" : `needs at least ${min} entries`),
  );
export const exactly = <T extends v.GenericSchema>(item: T, count: number) =>
  v.pipe(v.array(item), v.length(count, `needs exactly ${count} entries`));
/** Sentences, a paragraph or several (blank lines between them), rather than a line. */
export const prose = v.pipe(text, graphql({ multiline: true }));
export const wholeNumber = v.pipe(v.number("must be a number"), v.integer("must be a whole number"));
const URL_MESSAGE = "must be a full URL, e.g. https://www.example.com";
export const url = v.pipe(text, v.url(URL_MESSAGE), graphql({ patternMessage: URL_MESSAGE }));

/** A URL segment: lower-case letters, digits and single hyphens, e.g. ehr-emr-support. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MESSAGE =
  "must be a URL segment: lower-case letters a-z, digits and single hyphens between them (no spaces, capitals or slashes), e.g. ehr-emr-support";
export const slug = v.pipe(
  v.string("must be text"),
  v.regex(slugPattern, SLUG_MESSAGE),
  graphql({ patternMessage: SLUG_MESSAGE }),
);

const DATE_MESSAGE = "must be a real date written YYYY-MM-DD, e.g. 2026-07-21";

/** True for a YYYY-MM-DD string naming a day that exists: 2026-02-31 rolls over to March, so it does not. */
function isCalendarDay(text: string): boolean {
  const day = new Date(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
}

/** A calendar date written YYYY-MM-DD (YAML may already have turned it into a Date). One message whatever is wrong. */
export const date = v.pipe(
  v.union(
    [
      v.pipe(
        v.date(),
        v.check((d) => !Number.isNaN(d.getTime()), DATE_MESSAGE),
      ),
      v.pipe(v.string(), v.check(isCalendarDay, DATE_MESSAGE)),
    ],
    DATE_MESSAGE,
  ),
  graphql({ graphqlType: "Date", extension: "@dateformat" }),
);

export const rating = v.pipe(
  v.number("must be a number"),
  v.integer(),
  v.minValue(1, "must be 1 to 5"),
  v.maxValue(5, "must be 1 to 5"),
);

/**
 * An image relative to the content file: a File node in GraphQL. The build also checks that the file exists
 * (./validate-node.ts), which a schema cannot, as it does not know where the content file is.
 */
export const image = v.pipe(
  text,
  v.regex(/\.(png|jpe?g|webp|avif)$/i, "must name a .png, .jpg, .webp or .avif file"),
  graphql({ graphqlType: "File", extension: "@fileByRelativePath" }),
);

const labels = (list: { value: string }[]) => list.map((option) => option.value);
export const blogCategories = labels(options.blogCategories);
export const faqCategories = labels(options.faqCategories);
export const oneOf = (allowed: string[]) => v.picklist(allowed, `must be one of: ${allowed.join(", ")}`);

/** A figure with its caption: the site's claims and a service's headline figures. */
export const stat = objectType("Stat", "A figure with its caption, e.g. 500+ practices.", {
  number: v.pipe(text, v.description("The figure as shown, e.g. '98%'.")),
  label: v.pipe(text, v.description("What the figure measures.")),
});
