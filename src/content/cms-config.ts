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
};

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

/** The Decap field of one declared field, or none for what the build fills in. */
function fieldOf(name: string, schema: Schema): CmsField | undefined {
  const { built, graphqlType } = metadata(schema);
  if (built) return undefined;
  const optional = base(schema).type === "optional";
  const inner = optional ? base(schema).wrapped! : schema;
  const widget = widgetOf(inner, metadata(inner).graphqlType ?? graphqlType);
  const field: CmsField = { name: fileName(name), label: labelOf(fileName(name)), ...widget };
  const hint = v.getDescription(schema);
  if (hint) field.hint = hint;
  if (optional) field.required = false;
  return field;
}

function widgetOf(schema: Schema, graphqlType?: string): Omit<CmsField, "name" | "label"> {
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
  if (kind.type === "object") return { widget: "object", fields: fieldsOf(kind.entries!) };
  if (kind.type === "array") {
    const item = kind.item!;
    const length = action(schema, "length")?.requirement as number | undefined;
    const min = (action(schema, "min_length")?.requirement as number | undefined) ?? length;
    const counts = { ...(min === undefined ? {} : { min }), ...(length === undefined ? {} : { max: length }) };
    if (base(item).type === "object") {
      const fields = fieldsOf(base(item).entries!);
      return { widget: "list", collapsed: true, summary: summaryOf(fields), fields, ...counts };
    }
    return {
      widget: "list",
      field: { name: "item", label: "Entry", ...widgetOf(item, metadata(item).graphqlType) },
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

/** What a collapsed list entry shows: its name, title or question, else its first field. */
const summaryOf = (fields: CmsField[]) => {
  const shown = fields.find((field) => ["name", "title", "question", "label"].includes(field.name)) ?? fields[0];
  return `{{fields.${shown.name}}}`;
};

const fieldsOf = (entries: v.ObjectEntries) =>
  Object.entries(entries).flatMap(([name, schema]) => fieldOf(name, schema as Schema) ?? []);

/** The JSON file a content type is read from: ServicesJson ↔ data/services.json. */
export const dataFileOf = (type: string) =>
  `data/${type
    .replace(/Json$/, "")
    .replace(/(?<=[a-z])([A-Z])/g, "-$1")
    .toLowerCase()}.json`;

type Collection = Record<string, unknown>;

/** The posts: one MDX file each in posts/, named by its slug as `npm run new-post` names it, the body as raw MDX. */
function postsCollection(type: ContentType): Collection {
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
    identifier_field: "title",
    summary: "{{title}} ({{date}})",
    sortable_fields: ["date", "title"],
    media_folder: "images",
    public_folder: "./images",
    fields: [
      ...fieldsOf(frontMatter),
      {
        name: "body",
        label: "Body",
        widget: "markdown",
        modes: ["raw"],
        hint: "The post's text in MDX: Markdown, and the post components CONTENT.md describes.",
      },
    ],
  };
}

/** A JSON file of data/: its fields, or for a file that is a list, the list of its entries. */
function dataCollection(type: ContentType, isList: boolean): Collection {
  const file = dataFileOf(type.type);
  const name = file.slice("data/".length, -".json".length);
  const fields = fieldsOf(type.fields.entries);
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
        file,
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

/** Where the production editor keeps its content: the GitHub repository, signed in through Netlify's OAuth. */
export type CmsBackend = { readonly repo: string; readonly branch: string };

/**
 * The editor's configuration. `isList(type)` says whether a JSON type's file is a list (most are) or one object.
 * On localhost Decap uses the local backend (decap-server, which edits the working tree) instead of GitHub.
 */
export function cmsConfig(backend: CmsBackend, isList: (type: ContentType) => boolean, types = contentTypes) {
  return {
    backend: { name: "github", repo: backend.repo, branch: backend.branch, base_url: "https://api.netlify.com" },
    local_backend: true,
    publish_mode: "simple",
    media_folder: "static/uploads",
    public_folder: "/uploads",
    // The posts first: what writers open most.
    collections: [
      ...types.filter((type) => type.writtenIn).map(postsCollection),
      ...types.filter((type) => !type.writtenIn).map((type) => dataCollection(type, isList(type))),
    ],
  };
}
