import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type SealedSecret, SecretBox, SecretUnreadableError } from "./secret-box.js";

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const SUB = "whs_one";
const oldKey = { id: "k2026", key: randomBytes(32) };
const newKey = { id: "k2027", key: randomBytes(32) };

/** The same sealed bytes with one of them flipped at `at` (negative: from the end). */
function flip(s: SealedSecret, at: number): SealedSecret {
  const raw = Buffer.from(s.sealed, "base64");
  const i = at < 0 ? raw.length + at : at;
  raw[i] = raw[i]! ^ 0x01;
  return { ...s, sealed: raw.toString("base64") };
}

describe("SecretBox", () => {
  it("opens what it sealed, and the sealed text shows nothing of the secret", () => {
    const box = new SecretBox([oldKey]);
    const sealed = box.seal(SECRET, SUB);
    expect(sealed.key_id).toBe("k2026");
    expect(sealed.sealed).not.toContain("whsec_");
    expect(Buffer.from(sealed.sealed, "base64").toString("latin1")).not.toContain("whsec_");
    expect(box.open(sealed, SUB)).toBe(SECRET);
  });

  it("seals the same secret differently every time (fresh nonce)", () => {
    const box = new SecretBox([oldKey]);
    expect(box.seal(SECRET, SUB).sealed).not.toBe(box.seal(SECRET, SUB).sealed);
  });

  it("rotation: the first key seals, every listed key opens", () => {
    const before = new SecretBox([oldKey]).seal(SECRET, SUB);
    const rotated = new SecretBox([newKey, oldKey]);
    expect(rotated.currentKeyId).toBe("k2027");
    expect(rotated.open(before, SUB)).toBe(SECRET);
    const after = rotated.seal(SECRET, SUB);
    expect(after.key_id).toBe("k2027");
    expect(new SecretBox([newKey]).open(after, SUB)).toBe(SECRET);
  });

  it("refuses a key id it does not hold, without saying more", () => {
    const sealed = new SecretBox([oldKey]).seal(SECRET, SUB);
    const withoutOld = new SecretBox([newKey]);
    expect(withoutOld.canOpen("k2026")).toBe(false);
    expect(() => withoutOld.open(sealed, SUB)).toThrow(SecretUnreadableError);
    expect(() => withoutOld.open(sealed, SUB)).toThrow(/k2026 is not in WEBHOOK_SECRET_KEYS/);
  });

  it.each<[string, (s: SealedSecret) => SealedSecret, string]>([
    ["a flipped nonce byte", (s) => flip(s, 0), SUB],
    ["a flipped tag byte", (s) => flip(s, 12), SUB],
    ["a flipped ciphertext byte", (s) => flip(s, -1), SUB],
    [
      "the ciphertext cut short",
      (s) => ({ ...s, sealed: Buffer.from(s.sealed, "base64").subarray(0, 40).toString("base64") }),
      SUB,
    ],
    [
      "nothing but a nonce",
      (s) => ({ ...s, sealed: Buffer.from(s.sealed, "base64").subarray(0, 12).toString("base64") }),
      SUB,
    ],
    ["the key id of another listed key", (s) => ({ ...s, key_id: "k2027" }), SUB],
    ["another subscription's row", (s) => s, "whs_two"],
  ])("detects %s", (_name, tamper, subscriptionId) => {
    const box = new SecretBox([oldKey, newKey]);
    const sealed = box.seal(SECRET, SUB);
    let error: unknown;
    try {
      box.open(tamper(sealed), subscriptionId);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(SecretUnreadableError);
    expect(String((error as Error).message)).not.toContain(SECRET);
  });

  it("refuses a key list that is empty, has a key that is not 32 bytes, or lists an id twice", () => {
    expect(() => new SecretBox([])).toThrow();
    expect(() => new SecretBox([{ id: "short", key: randomBytes(16) }])).toThrow(/32 bytes/);
    expect(() => new SecretBox([oldKey, { ...newKey, id: "k2026" }])).toThrow(/twice/);
  });
});
