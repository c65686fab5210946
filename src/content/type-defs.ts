/**
 * The content model for GraphQL (createSchemaCustomization), written from the declarations in ./types/ as their
 * JSON Schema gives them (./schemas.ts: jsonSchemaOf).
 * Every node type is @dontInfer: GraphiQL shows exactly the declared fields and descriptions, and adding a field to
 * a JSON file does nothing until it is declared.
 */
import type { ContentType } from "./content-type";
import { jsonSchemaOf, type JsonField } from "./schemas";
import { contentTypes } from "./types";

const describe = (description: string | undefined) => (description ? `${JSON.stringify(description)}\n` : "");
const scalars: Record<string, string> = { integer: "Int", number: "Float", boolean: "Boolean", string: "String" };

/** The SDL of `types`, and of every object type their fields name (once, however many fields name it). */
export function printTypeDefs(types: ContentType[]): string {
  const definitions = new Map<string, string>();

  function define(name: string, description: string | undefined, schema: JsonField, node = false) {
    const fields = Object.entries(schema.properties ?? {}).map(([field, property]) => {
      const type = `${field}: ${typeOf(property, schema.required!.includes(field))}`;
      return `${describe(property.description)}${type}${property.extension ? ` ${property.extension}` : ""}`;
    });
    const body = fields.join("\n").replace(/^/gm, "  ");
    const definition = `${describe(description)}type ${name}${node ? " implements Node @dontInfer" : ""} {\n${body}\n}`;
    if (definitions.has(name) && definitions.get(name) !== definition) {
      throw new Error(`Two different GraphQL types are named ${name}: give one another name`);
    }
    definitions.set(name, definition);
  }

  /** A field's GraphQL type: required unless optional, as the writer sees it; built fields are always there. */
  function typeOf(schema: JsonField, required: boolean): string {
    return `${schema.graphqlType ?? namedType(schema)}${required || schema.built ? "!" : ""}`;
  }

  /** The type without its "!": a list, an object type (defined once), a scalar or the metadata's graphqlType. */
  function namedType(schema: JsonField): string {
    if (schema.type === "array") return `[${typeOf(schema.items!, true)}]`;
    if (schema.type === "object") {
      if (!schema.typeName) throw new Error("An object field needs a type of its own: declare it with objectType()");
      define(schema.typeName, schema.typeDescription, schema);
      return schema.typeName;
    }
    const type = String(schema.type);
    if (type in scalars) return scalars[type];
    throw new Error(`No GraphQL type for a value of JSON type ${type}: give it v.metadata({ graphqlType })`);
  }

  for (const { type, description, fields } of types) define(type, description, jsonSchemaOf(fields), true);
  return [...definitions.values()].join("\n\n");
}

export const typeDefs = printTypeDefs(contentTypes);
