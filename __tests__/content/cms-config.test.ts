/**
 * The writers' editor follows the content declarations: every field a writer fills in, and no other, with the widget,
 * required mark, options, list length and pattern message its schema gives; the posts named as `npm run new-post`
 * names them; each JSON file of data/ edited in its own shape (a list or one object).
 */
import fs from "fs";
import path from "path";
import * as v from "valibot";
import { LIST_FIELD, LIST_FORMAT, cmsConfig, dataFileOf, type CmsField } from "../../src/content/cms-config";
import { alreadyUsed } from "../../src/content/duplicates";
import { blogCategories, type GraphQLMetadata } from "../../src/content/schemas";
import { contentTypes } from "../../src/content/types";
import { written } from "../../src/content/validate-node";

const root = path.resolve(__dirname, "../..");
const isListFile = (file: string) => Array.isArray(JSON.parse(fs.readFileSync(path.join(root, file), "utf8")));
const postSlugs = [{ value: "a-post", path: "posts/a-post.mdx" }];
const config = cmsConfig(
  { name: "github", repo: "owner/site", branch: "main" },
  { isList: (type) => isListFile(dataFileOf(type.type)), postSlugs },
);

type Collection = { name: string; folder?: string; format: string; files?: { file: string; fields: CmsField[] }[] } & {
  preview_path?: string;
  fields?: CmsField[];
  slug?: string;
  extension?: string;
};
const collections = config.collections as Collection[];

/** The fields the editor shows for a content type: a post's front matter, a JSON file's object or its list's entry. */
function editorFields(type: (typeof contentTypes)[number]): CmsField[] {
  if (type.writtenIn) return collections.find((collection) => collection.folder === "posts")!.fields!;
  const [file] = collections.find((collection) => collection.files?.[0].file === dataFileOf(type.type))!.files!;
  return isListFile(file.file) ? file.fields[0].fields! : file.fields;
}

type Entries = v.ObjectEntries;

/** A declared object's fields as the writer writes them: built ones left out, jsonId under its file name id. */
function writerFields(entries: Entries) {
  return Object.entries(entries)
    .filter(([, schema]) => !(v.getMetadata(schema) as { built?: true }).built)
    .map(([name, schema]) => ({ name: name === "jsonId" ? "id" : name, schema }));
}

describe.each(contentTypes.map((type) => [type.type, type] as const))("the editor's %s", (_name, type) => {
  const { schema } = written(type, {});
  const declared = writerFields((schema as unknown as { entries: Entries }).entries);
  const fields = editorFields(type);

  it("has every field the writer fills in, required unless the declaration makes it optional", () => {
    const shown = fields.filter((field) => field.name !== "body");
    expect(shown.map((field) => field.name)).toEqual(declared.map((field) => field.name));
    for (const { name, schema: fieldSchema } of declared) {
      const optional = v.safeParse(fieldSchema, undefined).success;
      expect({ name, required: shown.find((field) => field.name === name)!.required ?? true }).toEqual({
        name,
        required: !optional,
      });
    }
  });

  it("offers the entries a field names, writes sentences in a box of several lines", () => {
    for (const { name, schema: fieldSchema } of declared) {
      const { refersTo, multiline } = v.getMetadata(fieldSchema) as GraphQLMetadata;
      const field = fields.find((candidate) => candidate.name === name)!;
      if (multiline) expect(field).toMatchObject({ name, widget: "text" });
      if (!refersTo) continue;
      const target = contentTypes.find((candidate) => candidate.type === refersTo.type)!;
      const path = isListFile(dataFileOf(target.type)) ? `${LIST_FIELD}.*.${refersTo.by}` : refersTo.by;
      expect(field).toMatchObject({ widget: "relation", file: field.collection, value_field: path });
      expect(collections.find((collection) => collection.name === field.collection)!.files![0].file).toBe(
        dataFileOf(target.type),
      );
    }
  });

  it("refuses before saving a key another entry has, with the build's message", () => {
    if (!type.unique) return;
    const key = fields.find((field) => field.name === (type.unique!.field === "jsonId" ? "id" : type.unique!.field))!;
    const message = alreadyUsed(key.name, "{{value}}", "{{by}}", type.unique.noun);
    expect(key).toMatchObject({ widget: "unique", unique: { message } });
    expect(key.unique).toEqual(type.writtenIn ? { taken: postSlugs, message } : { among: LIST_FIELD, message });
  });

  it("refuses with the build's own message what a pattern can say", () => {
    for (const { name, schema: fieldSchema } of declared) {
      const field = fields.find((candidate) => candidate.name === name)!;
      if (!field.pattern) continue;
      const [pattern, message] = field.pattern;
      const refused = v.safeParse(fieldSchema, "Not A Slug!");
      expect(new RegExp(pattern).test("Not A Slug!")).toBe(false);
      expect(refused.issues?.[0].message).toBe(message);
    }
  });
});

it("makes every change a draft that is reviewed before it is published", () => {
  expect(config.publish_mode).toBe("editorial_workflow");
  expect(config.backend).toMatchObject({ name: "github", repo: "owner/site", branch: "main" });
});

describe("the editor's posts", () => {
  const posts = collections.find((collection) => collection.folder === "posts")!;

  it("are MDX files in posts/ named by their slug, as npm run new-post names them", () => {
    expect(posts).toMatchObject({ extension: "mdx", format: "frontmatter", slug: "{{fields.slug}}" });
    // A draft's deploy preview opens on the post's own page.
    expect(posts).toMatchObject({ preview_path: "blog/{{fields.slug}}/" });
    expect(fs.readFileSync(path.join(root, "scripts", "new-post.ts"), "utf8")).toContain("posts/<slug>.mdx");
  });

  it("choose a category among the declared ones, and write the body as raw MDX", () => {
    expect(posts.fields!.find((field) => field.name === "category")).toMatchObject({
      widget: "select",
      options: blogCategories,
    });
    expect(posts.fields!.find((field) => field.name === "body")).toMatchObject({ widget: "markdown", modes: ["raw"] });
  });
});

it("edits each JSON file of data/ in its own shape: a list as its entries, an object as its fields", () => {
  const files = collections.flatMap((collection) => collection.files ?? []);
  expect(files.map((file) => file.file).sort()).toEqual(
    fs
      .readdirSync(path.join(root, "data"))
      .filter((file) => file.endsWith(".json"))
      .map((file) => `data/${file}`)
      .sort(),
  );
  for (const collection of collections.filter((candidate) => candidate.files)) {
    const [file] = collection.files!;
    const list = isListFile(file.file);
    expect({ file: file.file, format: collection.format }).toEqual({
      file: file.file,
      format: list ? LIST_FORMAT : "json",
    });
    if (list) expect(file.fields.map((field) => field.name)).toEqual([LIST_FIELD]);
  }
});

it("gives lists of a fixed length their length", () => {
  const services = editorFields(contentTypes.find((type) => type.type === "ServicesJson")!);
  const features = services.find((field) => field.name === "features")!;
  const { success } = v.safeParse(
    (
      written(
        contentTypes.find((type) => type.type === "ServicesJson")!,
        {},
      ).schema as unknown as { entries: Entries }
    ).entries.features,
    Array(features.max).fill("A feature"),
  );
  expect(success).toBe(true);
  expect(features.min).toBe(features.max);
});
