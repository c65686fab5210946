/**
 * The writers' editor (Decap CMS at /admin/), configured from the same declarations as the GraphQL schema and the
 * build's checks (./types/): a folder collection for the posts and a file collection for every JSON file of data/,
 * each field with the widget, required mark, pattern, options and list length its schema gives, so the editor
 * refuses, with the same message, what the build would refuse where a widget can say it.
 * plugins/decap-admin writes it into /admin/setup.js.
 */
import * as v from "valibot";
import type { ContentType } from "./content-type";
import type { GraphQLMetadata } from "./schemas";
import { alreadyUsed } from "./duplicates";
import { contentTypes } from "./types";

/** The properties of a valibot schema read here (valibot documents them for every schema). */
type Schema = v.GenericSchema & {
  entries?: v.ObjectEntries;
  item?: Schema;
  wrapped?: Schema;
  options?: readonly string[];
  pipe?: (Schema & { requirement?: unknown; message?: string })[];
};

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

const metadata = (schema: Schema) => v.getMetadata(schema) as GraphQLMetadata;

/** Every validation step of a schema's pipe, and of the pipes it is built from. */
function actions(schema: Schema): NonNullable<Schema["pipe"]> {
  return (schema.pipe ?? []).flatMap((item) => (item.kind === "schema" ? actions(item) : [item]));
}
const action = (schema: Schema, type: string) => actions(schema).find((item) => item.type === type);

/** The first schema of a pipe: what kind of value it is. */
const base = (schema: Schema): Schema => (schema.pipe ? base(schema.pipe[0]) : schema);

/** What a field's widget needs to know beyond its schema: how other types' files are edited. */
type Context = { isList: (type: ContentType) => boolean; types: readonly ContentType[] };

/** The Decap field of one declared field, or none for what the build fills in. */
function fieldOf(name: string, schema: Schema, context: Context): CmsField | undefined {
  const { built, graphqlType, refersTo, multiline } = metadata(schema);
  if (built) return undefined;
  const optional = base(schema).type === "optional";
  const inner = optional ? base(schema).wrapped! : schema;
  const widget = refersTo
    ? relationTo(refersTo, context)
    : widgetOf(inner, metadata(inner).graphqlType ?? graphqlType, context);
  const field: CmsField = { name: fileName(name), label: labelOf(fileName(name)), ...widget };
  if (multiline) field.widget = "text";
  const hint = v.getDescription(schema);
  if (hint) field.hint = hint;
  if (optional) field.required = false;
  return field;
}

/** A relation widget offering the `by` values of another type's entries, shown by their name or title. */
function relationTo({ type, by }: { type: string; by: string }, { isList, types }: Context) {
  const target = types.find((candidate) => candidate.type === type);
  if (!target) throw new Error(`refersTo: no content type ${type}`);
  const name = collectionName(target);
  const path = (field: string) => (isList(target) ? `${LIST_FIELD}.*.${field}` : field);
  const shown = summaryField(fieldsOf(target.fields.entries, { isList, types }));
  return {
    widget: "relation",
    collection: name,
    file: name,
    value_field: path(by),
    search_fields: [path(shown), path(by)],
    display_fields: [path(shown)],
  };
}

function widgetOf(schema: Schema, graphqlType: string | undefined, context: Context): Omit<CmsField, "name" | "label"> {
  if (graphqlType === "File") return { widget: "image" };
  if (graphqlType === "Date") {
    return {
      widget: "datetime",
      format: "YYYY-MM-DD",
      date_format: "YYYY-MM-DD",
      time_format: false,
      picker_utc: true,
    };
  }
  const kind = base(schema);
  if (kind.type === "picklist") return { widget: "select", options: kind.options };
  if (kind.type === "boolean") return { widget: "boolean" };
  if (kind.type === "number") {
    const min = action(schema, "min_value")?.requirement as number | undefined;
    const max = action(schema, "max_value")?.requirement as number | undefined;
    return {
      widget: "number",
      ...(action(schema, "integer") ? { value_type: "int" as const } : {}),
      ...(min === undefined ? {} : { min }),
      ...(max === undefined ? {} : { max }),
    };
  }
  if (kind.type === "object") return { widget: "object", fields: fieldsOf(kind.entries!, context) };
  if (kind.type === "array") {
    const item = kind.item!;
    const length = action(schema, "length")?.requirement as number | undefined;
    const min = (action(schema, "min_length")?.requirement as number | undefined) ?? length;
    const counts = { ...(min === undefined ? {} : { min }), ...(length === undefined ? {} : { max: length }) };
    if (base(item).type === "object") {
      const fields = fieldsOf(base(item).entries!, context);
      return { widget: "list", collapsed: true, summary: summaryOf(fields), fields, ...counts };
    }
    return {
      widget: "list",
      field: { name: "item", label: "Entry", ...widgetOf(item, metadata(item).graphqlType, context) },
      ...counts,
    };
  }
  // Text: its pattern, if it has one, with the build's own message.
  const regex = action(schema, "regex");
  if (regex) return { widget: "string", pattern: [(regex.requirement as RegExp).source, regex.message!] };
  const url = action(schema, "url");
  if (url) return { widget: "string", pattern: ["^https?://\\S+$", url.message!] };
  return { widget: "string" };
}

/** The field that names an entry: its name, title or question, else its first field. */
const summaryField = (fields: CmsField[]) =>
  (fields.find((field) => ["name", "title", "question", "label"].includes(field.name)) ?? fields[0]).name;

/** What a collapsed list entry shows. */
const summaryOf = (fields: CmsField[]) => `{{fields.${summaryField(fields)}}}`;

const fieldsOf = (entries: v.ObjectEntries, context: Context) =>
  Object.entries(entries).flatMap(([name, schema]) => fieldOf(name, schema as Schema, context) ?? []);

/** The fields of a type's entry, its unique key (if it declares one) checked with `rule` before saving. */
function entryFields(type: ContentType, entries: v.ObjectEntries, context: Context, rule: Omit<UniqueRule, "message">) {
  const fields = fieldsOf(entries, context);
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
  const frontMatter = base(type.fields.entries[type.writtenIn!]).entries!;
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
  const fields = entryFields(type, type.fields.entries, context, { among: LIST_FIELD });
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
