import { createHmac, timingSafeEqual } from "node:crypto";
import { AppError } from "@reservations/contracts";

/** Where a page of a list ends: the sort value of its last entry (`t`) and that entry's id. */
export interface ListPosition {
  t: string;
  id: string;
}

/** A page as every list answers it: the entries, and a cursor to the next page or null. */
export interface Page<T> {
  data: T[];
  next_cursor: string | null;
}

/**
 * Opaque, tamper-evident pagination cursors: the position, signed with CURSOR_SECRET and bound
 * to the list it came from (scope), so a forged, garbled or borrowed cursor is INVALID_CURSOR.
 */
export class CursorCodec {
  constructor(private readonly secret: string) {}

  private sign(scope: string, payload: string): string {
    return createHmac("sha256", this.secret).update(`${scope}\n${payload}`).digest("base64url").slice(0, 22);
  }

  encode(scope: string, position: Record<string, unknown>): string {
    const payload = Buffer.from(JSON.stringify(position)).toString("base64url");
    return `${payload}.${this.sign(scope, payload)}`;
  }

  decode<T extends Record<string, unknown>>(scope: string, cursor: string | undefined): T | undefined {
    if (cursor === undefined || cursor === "") return undefined;
    const [payload, mac, extra] = cursor.split(".");
    if (!payload || !mac || extra !== undefined) throw new AppError("INVALID_CURSOR");
    const expected = Buffer.from(this.sign(scope, payload));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new AppError("INVALID_CURSOR");
    try {
      const value = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
      if (!value || typeof value !== "object" || Array.isArray(value)) throw new Error("not an object");
      return value as T;
    } catch {
      throw new AppError("INVALID_CURSOR");
    }
  }

  /** Reads a list's cursor as a position; anything but a position this list wrote is INVALID_CURSOR. */
  position(scope: string, cursor: string | undefined, idPattern = /^.+$/): ListPosition | undefined {
    const position = this.decode(scope, cursor);
    if (position === undefined) return undefined;
    const { t, id } = position;
    if (typeof t !== "string" || typeof id !== "string" || !idPattern.test(id))
      throw new AppError("INVALID_CURSOR");
    return { t, id };
  }

  /**
   * The page of `rows`, read with one row more than `limit` to know whether another page follows:
   * the first `limit` entries, and a cursor to the position of the last one when there are more.
   */
  page<R, T>(
    scope: string,
    rows: readonly R[],
    limit: number,
    positionOf: (row: R) => ListPosition,
    toEntry: (row: R) => T,
  ): Page<T> {
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const next_cursor = rows.length > limit && last ? this.encode(scope, { ...positionOf(last) }) : null;
    return { data: page.map(toEntry), next_cursor };
  }
}
