import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  ARGON2_PARAMS,
  checkSignIn,
  DUMMY_HASH,
  hashPassword,
  needsRehash,
  parseHash,
  verifyPassword,
} from "./passwords.js";

/** A hash in the older scrypt form, made the way it was stored: `scrypt$N$r$p$salt$hash`. */
function scryptHash(password: string, N = 32_768): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password.normalize("NFC"), salt, 32, { N, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
  return `scrypt$${N}$8$1$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

describe("staff passwords", () => {
  it("stores argon2id with its parameters and a fresh salt, and verifies only the same password", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(stored).toMatch(/^argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await hashPassword("correct horse battery")).not.toBe(stored);
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse batterY", stored)).toBe(false);
    expect(stored).not.toContain("correct");
    expect(needsRehash(stored)).toBe(false);
  });

  it("verifies the older scrypt form and marks it for rehashing", async () => {
    const older = scryptHash("an older password");
    expect(await verifyPassword("an older password", older)).toBe(true);
    expect(await verifyPassword("an older passworD", older)).toBe(false);
    expect(needsRehash(older)).toBe(true);
    const rehashed = await hashPassword("an older password");
    expect(needsRehash(rehashed)).toBe(false);
    expect(await verifyPassword("an older password", rehashed)).toBe(true);
  });

  it("marks argon2id hashes with other parameters for rehashing, and still verifies them", async () => {
    const stored = await hashPassword("weaker parameters");
    const weaker = stored.replace("m=19456,t=2,p=1", "m=19456,t=1,p=1");
    expect(needsRehash(weaker)).toBe(true);
    expect(needsRehash(stored.replace("m=19456", "m=8192"))).toBe(true);
    expect(needsRehash("bcrypt$2b$10$abc")).toBe(true);
    // The tag depends on the passes: the same salt under other parameters no longer matches.
    expect(await verifyPassword("weaker parameters", weaker)).toBe(false);
  });

  it("checks an unknown email and a wrong password with the same work: one verification, same parameters", async () => {
    const stored = await hashPassword("the real password");
    const seen: string[] = [];
    const counting = (password: string, hash: string) => {
      seen.push(hash);
      return verifyPassword(password, hash);
    };
    expect(await checkSignIn(undefined, "a guess at all", counting)).toBe(false);
    expect(await checkSignIn(stored, "a wrong password", counting)).toBe(false);
    expect(await checkSignIn(stored, "the real password", counting)).toBe(true);
    // Each path hashed once, and the unknown email against a hash of the same cost as a real one.
    expect(seen).toEqual([DUMMY_HASH, stored, stored]);
    const cost = (parts: ReturnType<typeof parseHash>) => {
      if (parts.scheme !== "argon2id") throw new Error("expected argon2id");
      const { memoryKiB, passes, parallelism, salt, hash } = parts;
      return { memoryKiB, passes, parallelism, salt: salt.length, hash: hash.length };
    };
    expect(cost(parseHash(DUMMY_HASH))).toEqual(cost(parseHash(stored)));
    expect(cost(parseHash(stored))).toEqual({
      memoryKiB: ARGON2_PARAMS.memoryKiB,
      passes: ARGON2_PARAMS.passes,
      parallelism: ARGON2_PARAMS.parallelism,
      salt: ARGON2_PARAMS.saltBytes,
      hash: ARGON2_PARAMS.hashBytes,
    });
    expect(needsRehash(DUMMY_HASH)).toBe(false);
  });

  it("never lets the dummy hash match, even for an unknown email with the empty password", async () => {
    expect(await checkSignIn(undefined, "", verifyPassword)).toBe(false);
    // Even if a verification said yes, an unknown email signs nobody in.
    expect(await checkSignIn(undefined, "anything", async () => true)).toBe(false);
  });

  it("refuses a stored hash it cannot read", () => {
    expect(() => parseHash("bcrypt$2b$10$abc")).toThrow();
    expect(() => parseHash("scrypt$1$2$3$4")).toThrow();
    expect(() => parseHash("argon2id$v=16$m=19456,t=2,p=1$c2FsdA$aGFzaA")).toThrow();
    expect(() => parseHash("argon2id$v=19$m=x,t=2,p=1$c2FsdA$aGFzaA")).toThrow();
  });
});
