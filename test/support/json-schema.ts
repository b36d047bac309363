/**
 * Checks a value against a schema of an OpenAPI 3.1 document (JSON Schema 2020-12), following its
 * local `$ref`s: enough to hold a delivered payload against what the served document promises,
 * without a validator dependency. Any keyword it does not know is reported as an error, so a
 * schema it cannot fully check never passes.
 */
type Schema = { [keyword: string]: unknown };

/** Keywords that describe and constrain nothing (`format` is an annotation in 2020-12 by default). */
const ANNOTATIONS = new Set([
  "description",
  "title",
  "examples",
  "example",
  "default",
  "deprecated",
  "readOnly",
  "writeOnly",
  "format",
  "discriminator",
]);

/** The schema a local reference (`#/components/schemas/Booking`) points at; throws when there is none. */
export function resolveRef(doc: unknown, ref: string): Schema {
  if (!ref.startsWith("#/")) throw new Error(`not a local reference: ${ref}`);
  let node: unknown = doc;
  for (const raw of ref.slice(2).split("/")) {
    const key = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    if (typeof node !== "object" || node === null || !(key in node))
      throw new Error(`${ref} does not resolve`);
    node = (node as Record<string, unknown>)[key];
  }
  if (typeof node !== "object" || node === null) throw new Error(`${ref} is not a schema`);
  return node as Schema;
}

const typeOf = (v: unknown): string =>
  v === null
    ? "null"
    : Array.isArray(v)
      ? "array"
      : typeof v === "number" && Number.isInteger(v)
        ? "integer"
        : typeof v;

const typeMatches = (wanted: string, v: unknown) =>
  wanted === typeOf(v) || (wanted === "number" && typeOf(v) === "integer");

/** Every way `value` breaks `schema`, each with its path; empty when it conforms. */
export function schemaErrors(doc: unknown, schema: Schema, value: unknown, path = "$"): string[] {
  const errors: string[] = [];
  const sub = (s: unknown, v: unknown, p: string) => schemaErrors(doc, s as Schema, v, p);
  for (const [keyword, arg] of Object.entries(schema)) {
    if (ANNOTATIONS.has(keyword)) continue;
    switch (keyword) {
      case "$ref":
        errors.push(...sub(resolveRef(doc, arg as string), value, path));
        break;
      case "type": {
        const types = Array.isArray(arg) ? (arg as string[]) : [arg as string];
        if (!types.some((t) => typeMatches(t, value)))
          errors.push(`${path}: ${typeOf(value)} is not ${types.join(" or ")}`);
        break;
      }
      case "const":
        if (JSON.stringify(value) !== JSON.stringify(arg)) errors.push(`${path}: not ${JSON.stringify(arg)}`);
        break;
      case "enum":
        if (!(arg as unknown[]).some((e) => JSON.stringify(e) === JSON.stringify(value)))
          errors.push(`${path}: ${JSON.stringify(value)} is none of ${JSON.stringify(arg)}`);
        break;
      case "properties":
        if (typeOf(value) === "object")
          for (const [name, s] of Object.entries(arg as Record<string, unknown>))
            if (name in (value as object))
              errors.push(...sub(s, (value as Record<string, unknown>)[name], `${path}.${name}`));
        break;
      case "required":
        if (typeOf(value) === "object")
          for (const name of arg as string[])
            if (!(name in (value as object))) errors.push(`${path}.${name}: missing`);
        break;
      case "additionalProperties":
        if (typeOf(value) === "object") {
          const named = Object.keys((schema.properties as Record<string, unknown>) ?? {});
          for (const [name, v] of Object.entries(value as Record<string, unknown>)) {
            if (named.includes(name)) continue;
            if (arg === false) errors.push(`${path}.${name}: not allowed`);
            else if (typeof arg === "object") errors.push(...sub(arg, v, `${path}.${name}`));
          }
        }
        break;
      case "propertyNames":
        if (typeOf(value) === "object")
          for (const name of Object.keys(value as object)) errors.push(...sub(arg, name, `${path}[${name}]`));
        break;
      case "items":
        if (Array.isArray(value))
          for (const [i, v] of value.entries()) errors.push(...sub(arg, v, `${path}[${i}]`));
        break;
      case "anyOf":
      case "oneOf": {
        const passing = (arg as unknown[]).filter((s) => sub(s, value, path).length === 0).length;
        if (keyword === "anyOf" ? passing === 0 : passing !== 1)
          errors.push(`${path}: matches ${passing} of the ${keyword} schemas`);
        break;
      }
      case "allOf":
        for (const s of arg as unknown[]) errors.push(...sub(s, value, path));
        break;
      case "minimum":
      case "maximum":
      case "exclusiveMinimum":
      case "exclusiveMaximum":
        if (typeof value === "number") {
          const n = arg as number;
          const ok =
            keyword === "minimum"
              ? value >= n
              : keyword === "maximum"
                ? value <= n
                : keyword === "exclusiveMinimum"
                  ? value > n
                  : value < n;
          if (!ok) errors.push(`${path}: ${value} breaks ${keyword} ${n}`);
        }
        break;
      case "minLength":
      case "maxLength":
        if (typeof value === "string") {
          const length = [...value].length;
          if (keyword === "minLength" ? length < (arg as number) : length > (arg as number))
            errors.push(`${path}: length ${length} breaks ${keyword} ${arg}`);
        }
        break;
      case "minItems":
      case "maxItems":
        if (
          Array.isArray(value) &&
          (keyword === "minItems" ? value.length < (arg as number) : value.length > (arg as number))
        )
          errors.push(`${path}: ${value.length} items break ${keyword} ${arg}`);
        break;
      case "pattern":
        if (typeof value === "string" && !new RegExp(arg as string, "u").test(value))
          errors.push(`${path}: ${JSON.stringify(value)} does not match ${arg}`);
        break;
      default:
        errors.push(`${path}: keyword ${keyword} is not checked here`);
    }
  }
  return errors;
}
