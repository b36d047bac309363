import { describe, expect, it } from "vitest";
import {
  checkSignIn,
  DUMMY_HASH,
  hashPassword,
  parseHash,
  SCRYPT_PARAMS,
  verifyPassword,
} from "./passwords.js";

describe("staff passwords", () => {
  it("stores scrypt with its parameters and a fresh salt, and verifies only the same password", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await hashPassword("correct horse battery")).not.toBe(stored);
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse batterY", stored)).toBe(false);
    expect(stored).not.toContain("correct");
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
    const cost = ({ N, r, p, salt, hash }: ReturnType<typeof parseHash>) => ({
      N,
      r,
      p,
      salt: salt.length,
      hash: hash.length,
    });
    expect(cost(parseHash(DUMMY_HASH))).toEqual(cost(parseHash(stored)));
    expect(cost(parseHash(stored))).toEqual({
      N: SCRYPT_PARAMS.N,
      r: SCRYPT_PARAMS.r,
      p: SCRYPT_PARAMS.p,
      salt: SCRYPT_PARAMS.saltBytes,
      hash: SCRYPT_PARAMS.hashBytes,
    });
  });

  it("never lets the dummy hash match, even for an unknown email with the empty password", async () => {
    expect(await checkSignIn(undefined, "", verifyPassword)).toBe(false);
    // Even if a verification said yes, an unknown email signs nobody in.
    expect(await checkSignIn(undefined, "anything", async () => true)).toBe(false);
  });

  it("refuses a stored hash it cannot read", () => {
    expect(() => parseHash("bcrypt$2b$10$abc")).toThrow();
    expect(() => parseHash("scrypt$1$2$3$4")).toThrow();
  });
});
