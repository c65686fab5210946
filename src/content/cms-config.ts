/**
 * The writers' editor (Decap CMS at /admin/), configured from the same declarations as the GraphQL schema and the
 * build's checks (./types/): a folder collection for the posts and a file collection for every JSON file of data/,
 * each field with the widget, required mark, pattern, options and list length its JSON Schema gives, so the editor
 * refuses, with the same message, what the build would refuse where a widget can say it.
 * plugins/decap-admin writes it into /admin/setup.js.
 */
import type { ContentType } from "./content-type";
import { jsonSchemaOf, type JsonField } from "./schemas";
import { alreadyUsed } from "./duplicates";
import { contentTypes } from "./types";

/** A Decap CMS field (https://decapcms.org/docs/widgets/): the subset the declarations need. */
export type CmsField = {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: false;
  pattern?: [string, string];
  options?: readonly string[];
  min?: number;
  max?: number;
  value_type?: "int";
  fields?: CmsField[];
  field?: CmsField;
  summary?: string;
  modes?: string[];
  format?: string;
  date_format?: string;
  time_format?: false;
  picker_utc?: true;
  collapsed?: true;
  collection?: string;
  file?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  unique?: UniqueRule;
};

/**
 * What the editor's "unique" widget (registered by the admin page) checks before saving: no other entry of the same
 * list (`among`, the list field of a list file) or no other file (`taken`, each with its path) has the value. The
 * message is the build's, with {{value}} and {{by}} filled in.
 */
export type UniqueRule = { among?: string; taken?: { value: string; path: string }[]; message: string };

/** A JSON file's format: an object at its top, or (Decap's "json-list", registered by the admin page) a list. */
export const LIST_FORMAT = "json-list";
/** The field a list file's entries are edited under: the admin page's format reads the file into it and back. */
export const LIST_FIELD = "items";

/** "fullTestimonial" → "Full testimonial"; gatsby-transformer-json's jsonId is the file's own "id". */
const labelOf = (name: string) => {
  const words = name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/-/g, " ")
    .toLowerCase();
  return words[0].toUpperCase() + words.slice(1);
};
const fileName = (field: string) => (field === "jsonId" ? "id" : field);

/** What a field's widget needs to know beyond its schema: how other types' files are edited. */
type Context = { isList: (type: ContentType) => boolean; types: readonly ContentType[] };

/** The Decap field of one declared field, or none for what the build fills in. */
function fieldOf(name: string, schema: JsonField, required: boolean, context: Context): CmsField | undefined {
  const { built, refersTo, multiline, description } = schema;
  if (built) return undefined;
  const widget = refersTo ? relationTo(refersTo, context) : widgetOf(schema, context);
  const field: CmsField = { name: fileName(name), label: labelOf(fileName(name)), ...widget };
  if (multiline) field.widget = "text";
  if (description) field.hint = description;
  if (!required) field.required = false;
  return field;
}

/** A relation widget offering the `by` values of another type's entries, shown by their name or title. */
function relationTo({ type, by }: { type: string; by: string }, { isList, types }: Context) {
  const target = types.find((candidate) => candidate.type === type);
  if (!target) throw new Error(`refersTo: no content type ${type}`);
  const name = collectionName(target);
  const path = (field: string) => (isList(target) ? `${LIST_FIELD}.*.${field}` : field);
  const shown = summaryField(fieldsOf(jsonSchemaOf(target.fields), { isList, types }));
  return {
    widget: "relation",
    collection: name,
    file: name,
    value_field: path(by),
    search_fields: [path(shown), path(by)],
    display_fields: [path(shown)],
  };
}

/** The widget of a value, with the limits its JSON Schema gives (unset ones are left out of the written JSON). */
function widgetOf(schema: JsonField, context: Context): Omit<CmsField, "name" | "label"> {
  if (schema.graphqlType === "File") return { widget: "image" };
  if (schema.graphqlType === "Date") {
    return {
      widget: "datetime",
      format: "YYYY-MM-DD",
      date_format: "YYYY-MM-DD",
      time_format: false,
      picker_utc: true,
    };
  }
  if (schema.enum) return { widget: "select", options: schema.enum as string[] };
  if (schema.type === "boolean") return { widget: "boolean" };
  if (schema.type === "integer" || schema.type === "number") {
    const valueType = schema.type === "integer" ? "int" : undefined;
    return { widget: "number", value_type: valueType, min: schema.minimum, max: schema.maximum };
  }
  if (schema.type === "object") return { widget: "object", fields: fieldsOf(schema, context) };
  if (schema.type === "array") {
    const item = schema.items!;
    const counts = { min: schema.minItems, max: schema.maxItems };
    if (item.type === "object") {
      const fields = fieldsOf(item, context);
      return { widget: "list", collapsed: true, summary: summaryOf(fields), fields, ...counts };
    }
    return { widget: "list", field: { name: "item", label: "Entry", ...widgetOf(item, context) }, ...counts };
  }
  // Text: its pattern, if it has one, with the build's own message.
  const pattern = schema.pattern ?? (schema.format === "uri" ? "^https?://\\S+$" : undefined);
  if (!pattern) return { widget: "string" };
  if (!schema.patternMessage)
    throw new Error("A pattern needs the rule's message: give it v.metadata({ patternMessage })");
  return { widget: "string", pattern: [pattern, schema.patternMessage] };
}

/** The field that names an entry: its name, title or question, else its first field. */
const summaryField = (fields: CmsField[]) =>
  (fields.find((field) => ["name", "title", "question", "label"].includes(field.name)) ?? fields[0]).name;

/** What a collapsed list entry shows. */
const summaryOf = (fields: CmsField[]) => `{{fields.${summaryField(fields)}}}`;

const fieldsOf = ({ properties = {}, required = [] }: JsonField, context: Context) =>
  Object.entries(properties).flatMap(([name, schema]) => fieldOf(name, schema, required.includes(name), context) ?? []);

/** The fields of a type's entry, its unique key (if it declares one) checked with `rule` before saving. */
function entryFields(type: ContentType, schema: JsonField, context: Context, rule: Omit<UniqueRule, "message">) {
  const fields = fieldsOf(schema, context);
  if (!type.unique) return fields;
  const { field: key, noun } = type.unique;
  const message = alreadyUsed(fileName(key), "{{value}}", "{{by}}", noun);
  return fields.map((field) =>
    field.name === fileName(key) ? { ...field, widget: "unique", unique: { ...rule, message } } : field,
  );
}

/** The JSON file a content type is read from: ServicesJson ↔ data/services.json. */
export const dataFileOf = (type: string) =>
  `data/${type
    .replace(/Json$/, "")
    .replace(/(?<=[a-z])([A-Z])/g, "-$1")
    .toLowerCase()}.json`;

/** A JSON type's collection (and its one file) in the editor: data/services.json ↔ services. */
const collectionName = (type: ContentType) => dataFileOf(type.type).slice("data/".length, -".json".length);

type Collection = Record<string, unknown>;

/**
 * The posts: one MDX file each in posts/, named by its slug as `npm run new-post` names it, the body as raw MDX.
 * `taken` are the slugs the posts already have, each with its file: the editor refuses a new post that takes one.
 */
function postsCollection(type: ContentType, context: Context, taken: UniqueRule["taken"]): Collection {
  const frontMatter = jsonSchemaOf(type.fields).properties![type.writtenIn!];
  return {
    name: "posts",
    label: "Blog posts",
    label_singular: "Blog post",
    description: type.description,
    folder: "posts",
    extension: "mdx",
    format: "frontmatter",
    create: true,
    slug: "{{fields.slug}}",
    // The deploy preview's link from a draft opens the post's own page.
    preview_path: "blog/{{fields.slug}}/",
    identifier_field: "title",
    summary: "{{title}} ({{date}})",
    sortable_fields: ["date", "title"],
    media_folder: "images",
    public_folder: "./images",
    fields: [
      ...entryFields(type, frontMatter, context, { taken }),
      {
        name: "body",
        label: "Body",
        widget: "markdown",
        modes: ["raw"],
        hint: "The post's text in MDX: Markdown, and the post components CONTENT.md describes (the preview shows them as the site does).",
      },
    ],
  };
}

/** A JSON file of data/: its fields, or for a file that is a list, the list of its entries. */
function dataCollection(type: ContentType, context: Context): Collection {
  const isList = context.isList(type);
  const name = collectionName(type);
  const fields = entryFields(type, jsonSchemaOf(type.fields), context, { among: LIST_FIELD });
  return {
    name,
    label: labelOf(name),
    description: type.description,
    format: isList ? LIST_FORMAT : "json",
    extension: "json",
    media_folder: "images",
    public_folder: "images",
    files: [
      {
        name,
        label: labelOf(name),
        file: dataFileOf(type.type),
        fields: isList
          ? [
              {
                name: LIST_FIELD,
                label: "Entries",
                widget: "list",
                collapsed: true,
                summary: summaryOf(fields),
                fields,
              },
            ]
          : fields,
      },
    ],
  };
}

/**
 * Where the editor saves. On a deploy: the site's GitHub repository, signed in through Netlify's OAuth. Under
 * `npm run develop`: Decap's local backend (decap-server), which keeps drafts as git branches of this checkout.
 */
export type CmsBackend =
  | { readonly name: "github"; readonly repo: string; readonly branch: string }
  | { readonly name: "proxy"; readonly proxyUrl: string; readonly branch: string };

/** What the configuration reads from the content: how each JSON file is shaped, and the posts' slugs. */
export type CmsContent = {
  /** Whether a JSON type's file is a list (most are) or one object. */
  isList: (type: ContentType) => boolean;
  /** The slugs the posts have, each with its file (posts/<slug>.mdx). */
  postSlugs: { value: string; path: string }[];
};

/**
 * The editor's configuration. Every change is a draft that goes to review and is published when ready (Decap's
 * editorial workflow: on GitHub a pull request, with Netlify's deploy preview and its checks; locally a branch).
 */
export function cmsConfig(backend: CmsBackend, content: CmsContent, types = contentTypes) {
  const context: Context = { isList: content.isList, types };
  return {
    backend:
      backend.name === "github"
        ? { name: "github", repo: backend.repo, branch: backend.branch, base_url: "https://api.netlify.com" }
        : { name: "proxy", proxy_url: backend.proxyUrl, branch: backend.branch },
    publish_mode: "editorial_workflow",
    media_folder: "static/uploads",
    public_folder: "/uploads",
    // The posts first: what writers open most.
    collections: [
      ...types.filter((type) => type.writtenIn).map((type) => postsCollection(type, context, content.postSlugs)),
      ...types.filter((type) => !type.writtenIn).map((type) => dataCollection(type, context)),
    ],
  };
}
