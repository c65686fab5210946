/**
 * GraphiQL (/___graphql) documents the content model from these descriptions: every type and field has one.
 * The type definitions are written from the declarations in src/content/types/.
 */
import fs from "fs";
import path from "path";
import * as v from "valibot";
import { Kind, parse, type DefinitionNode } from "graphql";
import { printTypeDefs, typeDefs } from "../../src/content/type-defs";
import { defineContentType } from "../../src/content/content-type";
import { built, date, image, link, objectType, slug, stat, text, texts } from "../../src/content/schemas";
import { contentTypes } from "../../src/content/types";

function undocumented(definition: DefinitionNode): string[] {
  if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION) return [];
  const type = definition.name.value;
  return [
    ...(definition.description?.value.trim() ? [] : [type]),
    ...(definition.fields ?? [])
      .filter((field) => !field.description?.value.trim())
      .map((field) => `${type}.${field.name.value}`),
  ];
}

describe("typeDefs", () => {
  const document = parse(typeDefs);

  it("declares object types", () => {
    expect(
      document.definitions.filter((definition) => definition.kind === Kind.OBJECT_TYPE_DEFINITION).length,
    ).toBeGreaterThan(20);
  });

  it("describes every type and every field", () => {
    expect(document.definitions.flatMap(undocumented)).toEqual([]);
  });
});

describe("printTypeDefs", () => {
  const example = defineContentType({
    type: "ExamplesJson",
    description: "An example.",
    fields: v.object({
      jsonId: v.pipe(slug, v.description("Its id.")),
      count: v.pipe(v.number(), v.integer(), v.description("A whole number.")),
      share: v.pipe(v.number(), v.description("Any number.")),
      shown: v.pipe(v.boolean(), v.description("Yes or no.")),
      note: v.pipe(v.optional(text), v.description("Optional text.")),
      tags: v.pipe(texts(), v.description("Some texts.")),
      stats: v.pipe(v.array(stat), v.description("Figures.")),
      posted: v.pipe(date, v.description("A date.")),
      photo: v.pipe(image, v.description("An image.")),
      service: v.pipe(link(slug, "ServicesJson", "slug"), v.description("A service by its slug.")),
      owner: v.pipe(
        objectType("ExampleOwner", "Who owns it.", { name: v.pipe(text, v.description("The name.")) }),
        v.description("The owner."),
      ),
      path: v.pipe(built(v.string()), v.description("Filled in by the build.")),
    }),
  });

  it("writes each field's GraphQL type, its extension and its description; nested types once, with their own", () => {
    // Stat: claims of the site config and figures of a service.
    expect(typeDefs.match(/^type Stat \{/gm)).toHaveLength(1);
    expect(printTypeDefs([example])).toContain(
      [
        `"An example."`,
        `type ExamplesJson implements Node @dontInfer {`,
        `  "Its id."`,
        `  jsonId: String!`,
        `  "A whole number."`,
        `  count: Int!`,
        `  "Any number."`,
        `  share: Float!`,
        `  "Yes or no."`,
        `  shown: Boolean!`,
        `  "Optional text."`,
        `  note: String`,
        `  "Some texts."`,
        `  tags: [String!]!`,
        `  "Figures."`,
        `  stats: [Stat!]!`,
        `  "A date."`,
        `  posted: Date! @dateformat`,
        `  "An image."`,
        `  photo: File! @fileByRelativePath`,
        `  "A service by its slug."`,
        `  service: ServicesJson! @link(by: "slug")`,
        `  "The owner."`,
        `  owner: ExampleOwner!`,
        `  "Filled in by the build."`,
        `  path: String!`,
        `}`,
      ].join("\n"),
    );
    expect(printTypeDefs([example])).toContain(
      '"Who owns it."\ntype ExampleOwner {\n  "The name."\n  name: String!\n}',
    );
  });

  it("refuses two different types of one name", () => {
    const other = defineContentType({
      type: "OthersJson",
      description: "Another.",
      fields: v.object({
        stat: v.pipe(objectType("Stat", "Not the site's Stat.", {}), v.description("A stat.")),
      }),
    });
    expect(() => printTypeDefs([example, other])).toThrow("Two different GraphQL types are named Stat");
  });
});

describe("src/content/types/", () => {
  it("lists every declaration of the folder in its index, each type once", () => {
    const folder = path.resolve(__dirname, "../../src/content/types");
    const files = fs.readdirSync(folder).filter((file) => file !== "index.ts");
    expect(contentTypes).toHaveLength(files.length);
    expect(new Set(contentTypes.map((declaration) => declaration.type)).size).toBe(files.length);
  });
});
