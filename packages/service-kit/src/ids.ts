import { createHash, randomBytes } from "node:crypto";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Unbiased base62 text from the system's secure random source. */
export function randomBase62(length: number): string {
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248) out += BASE62[byte % 62]; // 248 = 4 × 62: drop the biased tail
      if (out.length === length) break;
    }
  }
  return out;
}

/** An opaque identifier such as `bkg_4fJx…`. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBase62(20)}`;
}

/** A secret token with 32 random bytes of entropy (43 base62 characters). */
export function newSecret(prefix: string): string {
  return `${prefix}${randomBase62(43)}`;
}

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}
