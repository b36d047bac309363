import fc from "fast-check";
import {
  deepText,
  hostileLeaf,
  MALFORMED_JSON,
  PROTO_TEXTS,
  REMOVE,
  slotsOf,
  withRawSlot,
  withSlot,
} from "./fuzz.js";
import type { FuzzRun } from "./fuzz-run.js";
import type { Operation, Schema, schemaTools } from "./fuzz-schemas.js";

// The bodies of the fuzz test's random requests: near-valid, strained, one slot or every field
// hostile, malformed, oversize, deeply nested, or any JSON at all.

type Tools = ReturnType<typeof schemaTools>;

/** A near-valid body with one slot replaced by a hostile value, removed, or given an odd key. */
const mutated = (tools: Tools, schema: Schema): fc.Arbitrary<unknown> =>
  fc
    .tuple(
      tools.valid(schema),
      fc.nat(),
      fc.constantFrom("replace", "remove", "key"),
      hostileLeaf,
      fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "", "x"),
    )
    .map(([value, pick, how, leaf, oddKey]) => {
      const slots = slotsOf(value);
      const slot = slots[pick % slots.length]!;
      if (how === "remove") return slot.length ? withSlot(value, slot, REMOVE) : {};
      if (how === "key") {
        const objects = slots.filter((s) => {
          const v = s.reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], value);
          return v !== null && typeof v === "object" && !Array.isArray(v);
        });
        const at = objects[pick % Math.max(1, objects.length)] ?? [];
        const target = at.reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], value) ?? {};
        // A computed key makes an own property, even for __proto__.
        return withSlot(value, at, { ...(target as object), [oddKey]: leaf });
      }
      return withSlot(value, slot, leaf);
    });

/** Every field of the schema at once, each with a hostile value. */
const allWrong = (tools: Tools, schema: Schema): fc.Arbitrary<unknown> => {
  const s = tools.resolve(schema);
  const keys = Object.keys(s.properties ?? { value: {} });
  return fc.record(Object.fromEntries(keys.map((k) => [k, hostileLeaf])));
};

/** The body as text: JSON of a value, or raw hostile text. */
export function bodyArb(run: FuzzRun, op: Operation): fc.Arbitrary<{ text?: string; note: string }> {
  const { tools, bodyLimit } = run;
  const json = (note: string) => (v: unknown) => ({ text: JSON.stringify(v), note });
  const schema = op.body ?? { type: "object", properties: {} };
  const some: { arbitrary: fc.Arbitrary<{ text?: string; note: string }>; weight: number }[] = [
    { arbitrary: tools.valid(schema).map(json("near-valid body")), weight: 3 },
    { arbitrary: tools.strained(schema).map(json("fields at the edge of storable")), weight: 4 },
    { arbitrary: mutated(tools, schema).map(json("one slot hostile")), weight: 8 },
    { arbitrary: allWrong(tools, schema).map(json("every field hostile")), weight: 3 },
    {
      arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text) => ({ text, note: "malformed JSON" })),
      weight: 2,
    },
    {
      arbitrary: fc.constantFrom(...PROTO_TEXTS).map((text) => ({ text, note: "prototype keys" })),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(
          tools.valid(schema),
          fc.constantFrom(bodyLimit - 2048, bodyLimit - 64, bodyLimit + 1, bodyLimit * 3),
        )
        .map(([v, size]) => {
          const text = JSON.stringify({ ...(v as object), pad: "" });
          return {
            text: text.replace('"pad":""', `"pad":"${"x".repeat(Math.max(0, size - text.length))}"`),
            note: `about ${size} bytes`,
          };
        }),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(
          tools.valid(schema),
          fc.nat(),
          fc.integer({ min: 100, max: 5000 }),
          fc.constantFrom("array", "object"),
        )
        .map(([v, pick, depth, kind]) => {
          const slots = slotsOf(v).filter((s) => s.length > 0);
          const slot = slots.length ? slots[pick % slots.length]! : ["deep"];
          return {
            text: withRawSlot(v, slot, deepText(depth, kind as "array" | "object")),
            note: `depth ${depth}`,
          };
        }),
      weight: 1,
    },
    { arbitrary: fc.jsonValue().map(json("any JSON")), weight: 1 },
  ];
  if (!op.body) some.push({ arbitrary: fc.constant({ note: "no body" }), weight: 30 });
  return fc.oneof(...some);
}
