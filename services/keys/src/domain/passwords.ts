import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/**
 * scrypt's cost for staff passwords: N = 2^15, r = 8, p = 1 (32 MiB of memory and about 0.1 s
 * of one core per hash), a 16-byte random salt and a 32-byte hash. Stored with the parameters, so
 * hashes made with other ones still verify.
 */
export const SCRYPT_PARAMS = { N: 32_768, r: 8, p: 1, saltBytes: 16, hashBytes: 32 } as const;

/** scrypt needs 128·N·r bytes; Node's default ceiling is exactly 32 MiB, too tight for N = 2^15. */
const MAX_MEMORY = 64 * 1024 * 1024;

const b64 = (buf: Buffer) => buf.toString("base64url");

function derive(password: string, salt: Buffer, bytes: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, bytes, { ...options, maxmem: MAX_MEMORY }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

interface StoredHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

/** A stored hash's parts: `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export function parseHash(stored: string): StoredHash {
  const [scheme, N, r, p, salt, hash, extra] = stored.split("$");
  if (scheme !== "scrypt" || !N || !r || !p || !salt || !hash || extra !== undefined) {
    throw new Error("not a stored scrypt hash");
  }
  return {
    N: Number(N),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, "base64url"),
    hash: Buffer.from(hash, "base64url"),
  };
}

/** A new password's stored form, with a fresh salt and today's parameters. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, saltBytes, hashBytes } = SCRYPT_PARAMS;
  const salt = randomBytes(saltBytes);
  const hash = await derive(password, salt, hashBytes, { N, r, p });
  return `scrypt$${N}$${r}$${p}$${b64(salt)}$${b64(hash)}`;
}

/** Whether `password` is the one `stored` was made from; the hashes are compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const { N, r, p, salt, hash } = parseHash(stored);
  const derived = await derive(password, salt, hash.length, { N, r, p });
  return timingSafeEqual(derived, hash);
}

/**
 * The hash of no one's password, with today's parameters (random bytes: no password matches it).
 * A sign-in with an unknown email is checked against it, so it costs what a wrong password costs.
 */
export const DUMMY_HASH = `scrypt$${SCRYPT_PARAMS.N}$${SCRYPT_PARAMS.r}$${SCRYPT_PARAMS.p}$${b64(
  randomBytes(SCRYPT_PARAMS.saltBytes),
)}$${b64(randomBytes(SCRYPT_PARAMS.hashBytes))}`;

/**
 * A sign-in's password check. Whether or not the email names an active person (`stored` undefined
 * when not), exactly one verification runs, with the same parameters: the time of the answer does
 * not tell a known email from an unknown one.
 */
export async function checkSignIn(
  stored: string | undefined,
  password: string,
  verify: (password: string, stored: string) => Promise<boolean> = verifyPassword,
): Promise<boolean> {
  const matches = await verify(password, stored ?? DUMMY_HASH);
  return stored !== undefined && matches;
}
