import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema that zod's `toJSONSchema` writes for the routes' schemas. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
};

/** A route schema's input side as JSON Schema; `{}` (anything) where zod cannot say. */
export function jsonSchemaOf(schema: z.core.$ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

// Long enough to reach past every limit, short enough that 10 000 requests stay quick.
const MAX_GENERATED_LENGTH = 120;

/**
 * Values shaped like `schema` (mostly valid, so requests get past validation into the
 * services); `plausible` supplies strings such as real ids, mobiles and days, which the
 * schemas cannot describe.
 */
export function arbitraryOf(
  schema: JsonSchema,
  plausible: fc.Arbitrary<string>,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((item) => arbitraryOf(item, plausible)));
  const types = [schema.type ?? 'any'].flat();
  return fc.oneof(...types.map((type) => arbitraryOfType(type, schema, plausible)));
}

function arbitraryOfType(
  type: string,
  schema: JsonSchema,
  plausible: fc.Arbitrary<string>,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'object':
      return objectOf(schema, plausible);
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}, plausible), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'string':
      return stringOf(schema, plausible);
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, Number.MIN_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? 100_000, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.oneof(
        fc.integer({ min: -1000, max: 100_000 }),
        fc.double({ min: -1e6, max: 1e13, noNaN: true }),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(schema: JsonSchema, plausible: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const known = Object.fromEntries(
    Object.entries(properties).map(([key, item]) => [key, arbitraryOf(item, plausible)]),
  );
  const requiredKeys = (schema.required ?? []).filter((key) => key in properties);
  const record = fc.record(known, { requiredKeys });
  if (!schema.additionalProperties || Object.keys(properties).length > 0) return record;
  // A free-form object (a bill patch): any of a few likely field names.
  return fc.dictionary(
    fc.constantFrom('name', 'notes', 'items', 'payment', 'status'),
    fc.jsonValue({ maxDepth: 3 }),
    {
      maxKeys: 4,
    },
  );
}

function stringOf(schema: JsonSchema, plausible: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? MAX_GENERATED_LENGTH, MAX_GENERATED_LENGTH);
  const text = fc.string({ minLength: schema.minLength ?? 0, maxLength, unit: 'grapheme' });
  const matching = schema.pattern ? [fc.stringMatching(new RegExp(schema.pattern))] : [];
  return fc.oneof(text, plausible, ...matching);
}
