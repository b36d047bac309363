import type pg from "pg";
import { escapeLiteral } from "./db.js";

/** A value the simple protocol can carry inline. */
export type SqlValue = string | number | boolean | null | readonly (string | number | null)[];

/**
 * `value` written as an SQL literal, for the statements sent with BEGIN or COMMIT in one round trip
 * (the simple protocol has no parameters): text through the driver's escapeLiteral, integers only
 * (a fraction or NaN is refused), arrays as ARRAY[…] of the same. Give the type with a cast or a
 * function's declared parameter where it matters (an empty array needs one).
 */
export function sqlLiteral(value: SqlValue): string {
  if (value === null) return "NULL";
  if (typeof value === "string") return escapeLiteral(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new Error(`not an integer to inline: ${value}`);
    return String(value);
  }
  return `ARRAY[${value.map((v) => sqlLiteral(v)).join(", ")}]`;
}

/** Statements sent as one text (simple protocol), each one's rows then found by the name it was added under. */
export class NamedStatements {
  private readonly names: string[] = [];
  private readonly texts: string[] = [];

  add(name: string, sql: string): this {
    this.names.push(name);
    this.texts.push(sql);
    return this;
  }

  get text(): string {
    return this.texts.join(";\n");
  }

  /** Each statement's rows by its name, from the answers of `text` (one per statement, in order). */
  rowsOf(answers: readonly pg.QueryResultRow[][]): Map<string, pg.QueryResultRow[]> {
    return new Map(this.names.map((name, i) => [name, answers[i] ?? []]));
  }
}
