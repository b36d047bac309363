import { createHmac, timingSafeEqual } from "node:crypto";
import { AppError } from "@reservations/contracts";

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
}
