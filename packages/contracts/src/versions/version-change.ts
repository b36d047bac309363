import type { ApiVersion } from "./api-versions.js";

// biome-ignore lint/suspicious/noExplicitAny: a JSON Schema or OpenAPI node as JSON
export type JsonSchema = Record<string, any>;

/** What a route answers and takes, as JSON Schema in the newest version's shapes. */
export interface RouteShapes {
  /** Every answer's schema, errors' included. */
  answers: JsonSchema[];
  /** The request body's, when the route takes one. */
  body?: JsonSchema;
  /** The document `$ref`s point into, when the schemas use them. */
  root?: JsonSchema;
}

/** One route's steps of a change, worked out once; undefined where the change leaves it as it is. */
export interface RouteChange {
  /** The answer's JSON text in the change's version, written as the version before it. */
  answerDown?: (text: string) => string;
  /** A request body of the version before the change, in the change's shapes. */
  requestUp?: (body: unknown) => unknown;
}

/** What a version changed from the one before it: a small module of the chain (changes.ts). */
export interface VersionChange {
  /** The version that brought it. */
  version: ApiVersion;
  /** One paragraph for GET /api/v1/versions and the docs. */
  summary: string;
  route(shapes: RouteShapes): RouteChange;
  /** The OpenAPI document of the change's version, as the version before it describes itself. */
  documentDown(doc: JsonSchema): JsonSchema;
}
