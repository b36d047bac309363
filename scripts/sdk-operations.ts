// The SDK's operations.ts from the OpenAPI document: a table of every partner and merchant operation
// (what the SDK's runtime sends) and an interface per surface (the methods' types and docs).

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
}
interface Schema {
  $ref?: string;
  properties?: Record<string, unknown>;
}
interface Operation {
  operationId?: string;
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

export interface Described {
  id: string;
  surface: "partner" | "merchant";
  method: string;
  path: string;
  pathParams: string[];
  query: "none" | "optional" | "required";
  body: "none" | "optional" | "required";
  idempotencyKey: boolean;
  answer: "data" | "list" | "body" | "none";
  /** Answers an ETag and 304 to If-None-Match naming it: the method takes `{ etag }` too. */
  conditional: boolean;
  summary: string;
}

const METHODS = ["get", "post", "put", "patch", "delete"];
const SURFACES = ["partner", "merchant"] as const;

/** What a method answers, from the operation's first 2xx body: a list when it pages by cursor. */
function answerOf(op: Operation, params: Parameter[]): Described["answer"] {
  const success = Object.entries(op.responses ?? {}).find(([status]) => /^2\d\d$/.test(status));
  const schema = success?.[1].content?.["application/json"]?.schema;
  if (!schema) return "none";
  const fields = Object.keys(schema.properties ?? {}).sort();
  const pages = params.some((p) => p.in === "query" && p.name === "cursor");
  if (pages && fields.join() === "data,next_cursor") return "list";
  if (fields[0] === "data" && (fields.length === 1 || fields.join() === "data,next_cursor")) return "data";
  return "body";
}

/** Every partner and merchant operation of the document, in its order. */
export function describeOperations(doc: Document): Described[] {
  const described: Described[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      const surface = SURFACES.find((s) => op?.operationId?.startsWith(s));
      if (!op?.operationId || !surface) continue;
      const params = op.parameters ?? [];
      const query = params.filter((p) => p.in === "query");
      described.push({
        id: op.operationId,
        surface,
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === "path").map((p) => p.name),
        query: query.length === 0 ? "none" : query.some((p) => p.required) ? "required" : "optional",
        body: !op.requestBody ? "none" : op.requestBody.required ? "required" : "optional",
        idempotencyKey: params.some((p) => p.in === "header" && p.name === "idempotency-key"),
        answer: answerOf(op, params),
        conditional: "304" in (op.responses ?? {}),
        summary: op.summary ?? "",
      });
    }
  }
  return described;
}

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
/** `merchantCreateKey` → `createKey`. */
export const methodName = (op: Described) =>
  op.id.slice(op.surface.length, op.surface.length + 1).toLowerCase() + op.id.slice(op.surface.length + 1);

/** The method's signatures: a conditional read's `{ etag }` form first, as it is the narrower. */
function signatures(op: Described): string[] {
  const k = JSON.stringify(op.id);
  const args = op.pathParams.map((p) => `${camel(p)}: string`);
  const body = `Body<${k}>`;
  const query = `Query<${k}>`;
  if (op.body !== "none" && op.query !== "none") {
    const q = `query${op.query === "required" ? "" : "?"}: ${query}`;
    args.push(`params: { ${q}; body${op.body === "required" ? "" : "?"}: ${body} }`);
  } else if (op.body !== "none") args.push(`body${op.body === "required" ? "" : "?"}: ${body}`);
  else if (op.query !== "none") args.push(`query${op.query === "required" ? "" : "?"}: ${query}`);
  const answer = {
    data: `Promise<Data<${k}>>`,
    list: `PagedList<Item<${k}>>`,
    body: `Promise<Success<${k}>>`,
    none: "Promise<void>",
  }[op.answer];
  const plain = `${methodName(op)}(${[...args, "options?: CallOptions"].join(", ")}): ${answer};`;
  if (!op.conditional) return [plain];
  const held = op.answer === "data" ? `Data<${k}>` : `Success<${k}>`;
  return [
    `${methodName(op)}(${[...args, "options: ConditionalOptions"].join(", ")}): Promise<Conditional<${held}>>;`,
    plain,
  ];
}

function doc(op: Described): string[] {
  const summary = op.summary.replace(/\*\//g, "*\\/");
  const conditional = op.conditional
    ? [
        "   * With `{ etag }` (the last answer's, or undefined), a conditional read: `notModified: true`",
        "   * while that answer is current, else the answer and its new `etag`.",
        "   *",
      ]
    : [];
  return [
    "  /**",
    ...(summary ? [`   * ${summary}.`, "   *"] : []),
    ...conditional,
    `   * \`${op.method} ${op.path}\``,
    "   */",
  ];
}

function table(ops: Described[]): string[] {
  return ops.map((op) => {
    const spec = {
      method: op.method,
      path: op.path,
      pathParams: op.pathParams,
      query: op.query !== "none",
      body: op.body !== "none",
      idempotencyKey: op.idempotencyKey,
      answer: op.answer,
      conditional: op.conditional,
    };
    const fields = Object.entries(spec).map(([name, value]) => `${name}: ${JSON.stringify(value)}`);
    return `  ${op.id}: { ${fields.join(", ")} },`;
  });
}

function surfaceInterface(ops: Described[], surface: Described["surface"], title: string): string[] {
  const mine = ops.filter((o) => o.surface === surface);
  const Name = `${surface[0]!.toUpperCase()}${surface.slice(1)}`;
  return [
    `/** ${title} */`,
    `export interface ${Name}Operations {`,
    ...mine.flatMap((op) => signatures(op).flatMap((line) => [...doc(op), `  ${line}`])),
    "}",
    "",
    `/** Each method of ${Name}Operations and the operationId it calls. */`,
    `export const ${surface.toUpperCase()}_METHODS = {`,
    ...mine.map((op) => `  ${methodName(op)}: ${JSON.stringify(op.id)},`),
    `} as const satisfies Record<keyof ${Name}Operations, OperationId>;`,
    "",
  ];
}

/** operations.ts: the table, the operation ids, and the methods of each surface. */
export function operationsSource(document: unknown): string {
  const ops = describeOperations(document as Document);
  return [
    'import type { Conditional, ConditionalOptions } from "./conditional.js";',
    'import type { Body, Data, Item, OperationSpec, Query, Success } from "./operation.js";',
    'import type { PagedList } from "./pagination.js";',
    'import type { CallOptions } from "./transport.js";',
    "",
    "/** Every partner and merchant operation of the OpenAPI document, by operationId. */",
    "export const OPERATIONS = {",
    ...table(ops),
    "} as const satisfies Record<string, OperationSpec>;",
    "",
    "export type OperationId = keyof typeof OPERATIONS;",
    ...SURFACES.map(
      (s) =>
        `export type ${s[0]!.toUpperCase()}${s.slice(1)}OperationId = Extract<OperationId, \`${s}\${string}\`>;`,
    ),
    "",
    ...surfaceInterface(
      ops,
      "partner",
      "The partner API (`/api/v1`), one method per operation: `partnerGetBooking` is `getBooking`.",
    ),
    ...surfaceInterface(
      ops,
      "merchant",
      "The merchant API (`/api/merchant`), one method per operation: `merchantCreateKey` is `createKey`.",
    ),
  ].join("\n");
}
