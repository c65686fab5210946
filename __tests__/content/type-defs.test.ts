/**
 * @jest-environment node
 *
 * GraphiQL (/___graphql) documents the content model from these descriptions: every type and field has one.
 */
import { Kind, parse, type DefinitionNode } from "graphql";
import { typeDefs } from "../../src/content/type-defs";

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
