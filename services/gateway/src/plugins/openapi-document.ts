import { ERROR_CODE_LIST } from "@reservations/contracts";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { OPERATION_EXAMPLES } from "../routes/examples.js";
import { errorExample, FIELD_ERROR_EXAMPLE, RATE_LIMITED_EXAMPLE } from "./error-examples.js";
import { documentedResponses, RESPONSE_HEADERS } from "./responses.js";

// The OpenAPI document's transforms: what the zod step gives per route and for the whole
// document, finished with shared headers, examples, contract names and no unused components.

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document as JSON
export type Doc = Record<string, any>;

/**
 * The per-route step of the document: the zod schemas as JSON Schema (fastify-type-provider-zod),
 * keeping what that step leaves out: the headers of each response, and a 204's lack of a body.
 */
export function documentRoute(
  input: Parameters<typeof jsonSchemaTransform>[0],
): ReturnType<typeof jsonSchemaTransform> {
  const documented = input.schema ? { ...input, schema: documentedResponses(input.schema) } : input;
  const out = jsonSchemaTransform(documented);
  const given = (documented.schema as Doc | undefined)?.response as Doc | undefined;
  const responses = (out.schema as Doc | undefined)?.response as Doc | undefined;
  for (const [status, response] of Object.entries(responses ?? {})) {
    const headers = given?.[status]?.headers;
    const schema = response.content?.["application/json"]?.schema;
    responses![status] = {
      ...(schema?.type === "null" ? { type: "null", description: response.description } : response),
      ...(headers && Object.keys(headers).length > 0 ? { headers } : {}),
    };
  }
  return out;
}

/** Response headers as references to the document's components.headers, each described once. */
function sharedHeaders(doc: Doc): Doc {
  doc.components.headers = Object.fromEntries(
    Object.entries(RESPONSE_HEADERS).map(([name, { description, schema, example }]) => [
      name,
      { description, schema, example },
    ]),
  );
  for (const operation of operationsOf(doc)) {
    for (const response of Object.values<Doc>(operation.responses ?? {})) {
      for (const name of Object.keys(response.headers ?? {})) {
        if (name in RESPONSE_HEADERS) response.headers[name] = { $ref: `#/components/headers/${name}` };
      }
    }
  }
  return doc;
}

/** Every `$ref` target in a value. */
function refsIn(value: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const v of value) refsIn(v, out);
  else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if (key === "$ref" && typeof v === "string") out.add(v);
      else refsIn(v, out);
    }
  }
  return out;
}

/** A named example of every refusal an error response can be (components.examples, one per code). */
function errorExamples(doc: Doc): Doc {
  doc.components.examples ??= {};
  const examples: Doc = doc.components.examples;
  const shared = (name: string, summary: string, value: unknown) => {
    examples[name] ??= { summary, value };
    return { $ref: `#/components/examples/${name}` };
  };
  const codes = new Set<string>(ERROR_CODE_LIST);
  for (const operation of operationsOf(doc)) {
    for (const [status, response] of Object.entries<Doc>(operation.responses ?? {})) {
      const media = response.content?.["application/json"];
      if (Number(status) < 400 || !media) continue;
      const named: Doc = {};
      for (const ref of refsIn(media.schema, new Set())) {
        const name = ref.split("/").pop()!;
        if (codes.has(name)) named[name] = shared(name, name, errorExample(name as never));
        if (name === "FieldError") named[name] = shared(name, "a field error", FIELD_ERROR_EXAMPLE);
        if (name === "RateLimited")
          named[name] = shared(name, "the request rate limit", RATE_LIMITED_EXAMPLE);
      }
      if (Object.keys(named).length > 0) media.examples = named;
    }
  }
  return doc;
}

/** The request and answer examples of operations (routes/examples.ts). */
function operationExamples(doc: Doc): Doc {
  const byId = new Map(operationsOf(doc).map((op) => [op.operationId as string, op]));
  for (const [id, { request, responses }] of Object.entries(OPERATION_EXAMPLES)) {
    const operation = byId.get(id);
    if (!operation) throw new Error(`examples for ${id}: no operation has this id`);
    const media = (at: Doc | undefined, what: string) => {
      const found = at?.content?.["application/json"];
      if (!found) throw new Error(`examples for ${id}: it has no JSON ${what}`);
      return found;
    };
    if (request !== undefined) media(operation.requestBody, "request body").example = request;
    for (const [status, value] of Object.entries(responses ?? {})) {
      media(operation.responses?.[status], `answer ${status}`).example = value;
    }
  }
  return doc;
}

/**
 * Drops the components nothing refers to (the zod registry holds every schema with an id, input and
 * output variants alike). Runs last: what any other step adds and refers to is kept.
 */
function dropUnusedComponents(doc: Doc): Doc {
  const components: Doc = doc.components ?? {};
  const { components: _, ...rest } = doc;
  const seen = new Set<string>();
  const queue = [...refsIn(rest, new Set())];
  while (queue.length > 0) {
    const ref = queue.pop()!;
    if (seen.has(ref)) continue;
    seen.add(ref);
    const [, , kind, name] = ref.split("/");
    if (kind && name && components[kind]?.[name]) queue.push(...refsIn(components[kind][name], new Set()));
  }
  for (const kind of ["schemas", "headers", "responses", "parameters", "examples", "requestBodies"]) {
    const entries = components[kind];
    if (!entries) continue;
    for (const name of Object.keys(entries)) {
      if (!seen.has(`#/components/${kind}/${name}`)) delete entries[name];
    }
  }
  return doc;
}

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

/** Every operation object of the document. */
export function operationsOf(doc: Doc): Doc[] {
  return Object.values<Doc>(doc.paths ?? {}).flatMap((path) =>
    METHODS.filter((m) => path[m]).map((m) => path[m]),
  );
}

/**
 * Request bodies' schemas keep the names their contracts give them: the zod step names the input
 * variant of `CreateBooking` `CreateBookingInput`, needed only when the output variant is in the
 * document too.
 */
function contractNames(doc: Doc): Doc {
  const schemas: Doc = doc.components.schemas ?? {};
  const renamed = new Map<string, string>();
  for (const name of Object.keys(schemas)) {
    const plain = name.replace(/Input$/, "");
    if (plain !== name && !(plain in schemas)) renamed.set(`#/components/schemas/${name}`, plain);
  }
  const rewrite = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(rewrite);
    else if (value && typeof value === "object") {
      const object = value as Doc;
      const plain = typeof object.$ref === "string" ? renamed.get(object.$ref) : undefined;
      if (plain) object.$ref = `#/components/schemas/${plain}`;
      for (const v of Object.values(object)) rewrite(v);
    }
  };
  rewrite(doc);
  for (const [ref, plain] of renamed) {
    const name = ref.split("/").pop()!;
    schemas[plain] = schemas[name];
    delete schemas[name];
  }
  return doc;
}

/** The whole-document step: the zod registry's components, then this gateway's finishing, unused parts last. */
export function finishDocument(input: Parameters<typeof jsonSchemaTransformObject>[0]): Doc {
  const doc = jsonSchemaTransformObject(input) as Doc;
  for (const step of [sharedHeaders, errorExamples, operationExamples]) step(doc);
  return contractNames(dropUnusedComponents(doc));
}
