/**
 * The content model for GraphQL (createSchemaCustomization), written from the declarations in ./types/.
 * Every node type is @dontInfer: GraphiQL shows exactly the declared fields and descriptions, and adding a field to
 * a JSON file does nothing until it is declared.
 */
import * as v from "valibot";
import type { ContentType } from "./content-type";
import type { GraphQLMetadata } from "./schemas";
import { contentTypes } from "./types";

/** The properties of a valibot schema read here (valibot documents them for every schema). */
type Schema = v.GenericSchema & { entries?: v.ObjectEntries; item?: Schema; wrapped?: Schema; pipe?: unknown[] };

const metadata = (schema: Schema) => v.getMetadata(schema) as GraphQLMetadata;
const describe = (description: string | undefined) => (description ? `${JSON.stringify(description)}\n` : "");
/** Whether the schema's pipe, or a pipe it is built from, has v.integer(). */
const isInteger = (schema: Schema): boolean =>
  schema.pipe?.some((item) => {
    const { kind, type } = item as Schema;
    return type === "integer" || (kind === "schema" && isInteger(item as Schema));
  }) ?? false;

/** The SDL of `types`, and of every object type their fields name (once, however many fields name it). */
export function printTypeDefs(types: ContentType[]): string {
  const definitions = new Map<string, string>();

  function define(name: string, description: string | undefined, entries: v.ObjectEntries, node = false) {
    const fields = Object.entries(entries).map(([field, schema]) => {
      const { extension } = metadata(schema.type === "optional" ? (schema as Schema).wrapped! : schema);
      const type = `${field}: ${typeOf(schema)}${extension ? ` ${extension}` : ""}`;
      return `${describe(v.getDescription(schema))}${type}`.replace(/^/gm, "  ");
    });
    const definition = `${describe(description)}type ${name}${node ? " implements Node @dontInfer" : ""} {\n${fields.join("\n")}\n}`;
    if (definitions.has(name) && definitions.get(name) !== definition) {
      throw new Error(`Two different GraphQL types are named ${name}: give one another name`);
    }
    definitions.set(name, definition);
  }

  /** A field's GraphQL type: required unless optional, as the writer sees it; built fields are always there. */
  function typeOf(schema: Schema): string {
    const { typeName, graphqlType, built } = metadata(schema);
    if (schema.type === "optional") return built ? typeOf(schema.wrapped!) : typeOf(schema.wrapped!).slice(0, -1);
    if (graphqlType) return `${graphqlType}!`;
    if (schema.type === "array") return `[${typeOf(schema.item!)}]!`;
    if (schema.type === "object") {
      if (!typeName) throw new Error("An object field needs a type of its own: declare it with objectType()");
      define(typeName, v.getDescription(innermost(schema)), schema.entries!);
      return `${typeName}!`;
    }
    if (schema.type === "number") return isInteger(schema) ? "Int!" : "Float!";
    if (schema.type === "boolean") return "Boolean!";
    if (schema.type === "string" || schema.type === "picklist") return "String!";
    throw new Error(`No GraphQL type for a valibot ${schema.type} schema: give it v.metadata({ graphqlType })`);
  }

  for (const { type, description, fields } of types) define(type, description, fields.entries, true);
  return [...definitions.values()].join("\n\n");
}

/** The innermost pipe of a field: an object type's own, which has the type's description (the field has its own). */
function innermost(schema: Schema): Schema {
  const first = schema.pipe?.[0] as Schema | undefined;
  return first?.pipe ? innermost(first) : schema;
}

export const typeDefs = printTypeDefs(contentTypes);
