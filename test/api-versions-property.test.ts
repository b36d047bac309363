import { readFileSync } from "node:fs";
import { renderEventData, routeRenderings } from "@reservations/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { schemaErrors } from "./support/json-schema.js";
import { valuesOf } from "./support/schema-values.js";

// Random answers of every schema of the newest document, rendered down the way the gateway and the
// webhook deliveries render them, must be valid against the 2026-11-21 document.

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI documents as JSON
type Doc = Record<string, any>;
const read = (name: string): Doc =>
  JSON.parse(readFileSync(new URL(`../packages/sdk/${name}`, import.meta.url), "utf8"));
const newest = read("openapi.json");
const oldest = read("openapi.2026-11-21.json");

/** Every JSON answer of every operation: its place in both documents and its schema. */
function answers(): { name: string; schema: Doc; old: Doc }[] {
  const out: { name: string; schema: Doc; old: Doc }[] = [];
  for (const [path, item] of Object.entries<Doc>(newest.paths)) {
    for (const [method, op] of Object.entries<Doc>(item)) {
      for (const [status, response] of Object.entries<Doc>(op.responses ?? {})) {
        const schema = response.content?.["application/json"]?.schema;
        if (!schema) continue;
        const old = oldest.paths[path][method].responses[status].content["application/json"].schema;
        out.push({ name: `${method.toUpperCase()} ${path} ${status}`, schema, old });
      }
    }
  }
  return out;
}

describe("answers of the newest version rendered down to 2026-11-21", () => {
  const all = answers();

  it("covers every operation of the document", () => {
    expect(all.length).toBeGreaterThan(300);
    expect(oldest.components.schemas.Booking.properties.total_price.type).toBe("number");
    expect(newest.components.schemas.Booking.properties.total_price.type).toBe("string");
  });

  it.each(all.map((a) => ({ ...a })))("$name", ({ schema, old }) => {
    const down = routeRenderings({ answers: [schema], root: newest }).get("2026-11-21")?.answerDown;
    fc.assert(
      fc.property(valuesOf(newest, schema), (value) => {
        expect(schemaErrors(newest, schema, value)).toEqual([]);
        const text = JSON.stringify(value);
        const rendered = JSON.parse(down ? down(text) : text);
        expect(schemaErrors(oldest, old, rendered)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });

  it.each(Object.keys(newest.webhooks).map((k) => [k]))("the webhook %s", (kind) => {
    const schema = newest.webhooks[kind].post.requestBody.content["application/json"].schema;
    const old = oldest.webhooks[kind].post.requestBody.content["application/json"].schema;
    fc.assert(
      fc.property(valuesOf(newest, schema), (event) => {
        const { data, ...rest } = event as { data: unknown };
        expect(schemaErrors(oldest, old, { ...rest, data: renderEventData(data, "2026-11-21") })).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
