import fc from "fast-check";
import { EDGE_DATES, EDGE_TEXT, EDGE_TIMES, HUGE_NUMBERS } from "./fuzz.js";

// The live OpenAPI document for hostile input: its operations, and fast-check arbitraries of
// near-valid values from their schemas, or of values whose fields are strained to the edge of
// what can be stored (text, dates and numbers).

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema objects from the live document
export type Schema = Record<string, any>;

export interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  query: { name: string; schema: Schema }[];
  body?: Schema;
  audience: "partner" | "merchant" | "admin" | "anonymous";
}

/** Every path and method of the document (`/api/admin` is the operator's whatever it declares). */
// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document as JSON
export function operationsOf(doc: any): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries<Record<string, Schema>>(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params: Schema[] = op.parameters ?? [];
      const security = JSON.stringify(op.security ?? []);
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === "path").map((p) => p.name),
        query: params.filter((p) => p.in === "query").map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: op.requestBody?.content?.["application/json"]?.schema,
        audience: path.startsWith("/api/admin")
          ? "admin"
          : security.includes("merchantToken")
            ? "merchant"
            : security.includes("apiKey")
              ? "partner"
              : "anonymous",
      });
    }
  }
  return ops;
}

export interface ValueHints {
  /** Real ids by field or parameter name (`unit_id`, `unit_ids`, `property_ids`…). */
  ids: Record<string, string[]>;
  /** Dates in order: fields named start/from/since take the first ones, end/to the later ones. */
  startDates: string[];
  endDates: string[];
  /** Fixed values by field name (`url`, `events`…). */
  fixed: Record<string, fc.Arbitrary<unknown>>;
}

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document as JSON
export function schemaTools(doc: any, hints: ValueHints) {
  const resolve = (s: Schema | undefined): Schema => {
    let cur: Schema = s ?? {};
    for (let i = 0; cur.$ref && i < 20; i++)
      cur = doc.components.schemas[String(cur.$ref).split("/").pop()!] ?? {};
    return cur;
  };

  const stringFor = (s: Schema, name: string): fc.Arbitrary<unknown> => {
    const ids = hints.ids[name] ?? hints.ids[name.replace(/s$/, "")];
    if (ids?.length) return fc.constantFrom(...ids);
    if (s.format === "date") {
      if (/^(start|from|since)/.test(name)) return fc.constantFrom(...hints.startDates);
      if (/^(end|to)/.test(name)) return fc.constantFrom(...hints.endDates);
      return fc.constantFrom(...hints.startDates, ...hints.endDates);
    }
    if (s.format === "email") return fc.constantFrom("fuzz@example.com", "ana.perez@example.com");
    const min = Math.max(1, s.minLength ?? 0);
    const max = Math.max(min, Math.min(s.maxLength ?? 24, 24));
    return fc.string({ minLength: min, maxLength: max, unit: "grapheme-ascii" });
  };

  /** Values at and past the edge of what a field of this type can store. */
  const edgeFor = (s: Schema): fc.Arbitrary<unknown> | undefined =>
    s.type === "integer" || s.type === "number"
      ? fc.constantFrom(...HUGE_NUMBERS)
      : s.type !== "string" || Array.isArray(s.enum)
        ? undefined
        : s.format === "date"
          ? fc.constantFrom(...EDGE_DATES)
          : s.format === "date-time"
            ? fc.constantFrom(...EDGE_TIMES)
            : fc.oneof(
                fc.constantFrom(...EDGE_TEXT),
                fc.string({ unit: "binary", minLength: 1, maxLength: 12 }),
              );

  /**
   * A value the schema would accept (or nearly: dates and ids may still be refused by the service);
   * strained, each text, date and number field may instead hold a value at or past its edge.
   */
  const build = (raw: Schema | undefined, name: string, strained: boolean): fc.Arbitrary<unknown> => {
    const value = buildValid(raw, name, strained);
    const edge = strained ? edgeFor(resolve(raw)) : undefined;
    return edge ? fc.oneof({ arbitrary: value, weight: 5 }, { arbitrary: edge, weight: 1 }) : value;
  };

  const buildValid = (raw: Schema | undefined, name: string, strained: boolean): fc.Arbitrary<unknown> => {
    const next = (r: Schema | undefined, n = "") => build(r, n, strained);
    const s = resolve(raw);
    const fixed = hints.fixed[name];
    if (fixed) return fixed;
    if (s.anyOf || s.oneOf) {
      const branches: Schema[] = s.anyOf ?? s.oneOf;
      const nonNull = branches.filter((b) => resolve(b).type !== "null");
      return fc.oneof(
        { arbitrary: fc.oneof(...nonNull.map((b) => next(b, name))), weight: 4 },
        { arbitrary: fc.oneof(...branches.map((b) => next(b, name))), weight: 1 },
      );
    }
    if (s.const !== undefined) return fc.constant(s.const);
    if (Array.isArray(s.enum)) return fc.constantFrom(...s.enum);
    switch (s.type) {
      case "string":
        return stringFor(s, name);
      case "integer": {
        const min = Math.max(s.minimum ?? 0, -1000);
        return fc.integer({ min, max: Math.max(min, Math.min(s.maximum ?? min + 10, min + 10)) });
      }
      case "number": {
        const min = Math.ceil(
          Math.max(s.minimum ?? 0, s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1000),
        );
        return fc.integer({ min, max: min + 500 });
      }
      case "boolean":
        return fc.boolean();
      case "null":
        return fc.constant(null);
      case "array": {
        const minLength = s.minItems ?? 0;
        return fc.array(next(s.items, name), {
          minLength,
          maxLength: Math.max(minLength, Math.min(s.maxItems ?? 3, 3)),
        });
      }
      case "object": {
        const props: Record<string, Schema> = s.properties ?? {};
        const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, next(v, k)]));
        return fc.record(model, { requiredKeys: s.required ?? [] });
      }
      default:
        return fc.jsonValue({ maxDepth: 1 });
    }
  };

  const valid = (raw: Schema | undefined, name = "") => build(raw, name, false);
  const strained = (raw: Schema | undefined, name = "") => build(raw, name, true);
  return { resolve, valid, strained };
}
