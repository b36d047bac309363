import type { Schema } from "./fuzz-schemas.js";

// The fields of a request body as the OpenAPI document declares them: a body with every field
// filled, and the place and schema of each of its text and number fields.

export interface Field {
  /** Where the field is in the body: keys and array indexes. */
  path: (string | number)[];
  schema: Schema;
}

/** A string for a field, of its format; an enum's first value. */
function textFor(s: Schema): string {
  if (Array.isArray(s.enum)) return String(s.enum[0]);
  if (s.format === "date") return "2026-12-01";
  if (s.format === "date-time") return "2026-12-01T10:00:00Z";
  if (s.format === "email") return "ana@example.com";
  return "x".repeat(Math.max(1, s.minLength ?? 1));
}

/**
 * A body with every field of the schema present (optional ones too, arrays with one item, the
 * first branch of a union that is not null), and its text and number fields. Values are only
 * near-valid: a request built from it is refused for the field a test spoils, whatever else it
 * is refused for.
 */
export function filledBody(resolve: (s: Schema | undefined) => Schema, schema: Schema | undefined) {
  const fields: Field[] = [];
  const fill = (raw: Schema | undefined, path: (string | number)[]): unknown => {
    const s = resolve(raw);
    const branches: Schema[] | undefined = s.anyOf ?? s.oneOf;
    if (branches) {
      const branch = branches.find((b) => resolve(b).type !== "null") ?? branches[0];
      return fill(branch, path);
    }
    if (s.const !== undefined) return s.const;
    const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== "null") : s.type;
    switch (type) {
      case "string":
        fields.push({ path, schema: s });
        return textFor(s);
      case "integer":
      case "number":
        fields.push({ path, schema: s });
        return s.minimum ?? 1;
      case "boolean":
        return true;
      case "array":
        return [fill(s.items, [...path, 0])];
      case "object":
        return Object.fromEntries(
          Object.entries<Schema>(s.properties ?? {}).map(([k, v]) => [k, fill(v, [...path, k])]),
        );
      default:
        return null;
    }
  };
  const value = fill(schema, []);
  return { value, fields };
}
