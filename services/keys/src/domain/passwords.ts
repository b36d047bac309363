import { argon2, randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/**
 * argon2id's cost for staff passwords: 19 MiB of memory, 2 passes, 1 lane, a 16-byte random salt
 * and a 32-byte tag. Stored with the parameters, so hashes made with other ones still verify.
 */
export const ARGON2_PARAMS = {
  memoryKiB: 19_456,
  passes: 2,
  parallelism: 1,
  saltBytes: 16,
  hashBytes: 32,
} as const;

/** The argon2 version every hash is made and checked with (0x13). */
const ARGON2_VERSION = 19;

/** scrypt needs 128·N·r bytes; enough for the older hashes' N up to 2^17. */
const SCRYPT_MAX_MEMORY = 256 * 1024 * 1024;

const b64 = (buf: Buffer) => buf.toString("base64url");

export interface Argon2Hash {
  scheme: "argon2id";
  memoryKiB: number;
  passes: number;
  parallelism: number;
  salt: Buffer;
  hash: Buffer;
}

export interface ScryptHash {
  scheme: "scrypt";
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

export type StoredHash = Argon2Hash | ScryptHash;

const positive = (text: string | undefined): number => {
  const value = Number(text);
  if (!text || !Number.isSafeInteger(value) || value <= 0) throw new Error("not a stored password hash");
  return value;
};

function parseArgon2(parts: string[]): Argon2Hash {
  const [, version, params, salt, hash, extra] = parts;
  const named = Object.fromEntries((params ?? "").split(",").map((pair) => pair.split("=")));
  if (version !== `v=${ARGON2_VERSION}` || !salt || !hash || extra !== undefined) {
    throw new Error("not a stored password hash");
  }
  return {
    scheme: "argon2id",
    memoryKiB: positive(named.m),
    passes: positive(named.t),
    parallelism: positive(named.p),
    salt: Buffer.from(salt, "base64url"),
    hash: Buffer.from(hash, "base64url"),
  };
}

/**
 * A stored hash's parts: `argon2id$v=19$m=…,t=…,p=…$salt$hash`, or the older
 * `scrypt$N$r$p$salt$hash`; salt and hash in base64url.
 */
export function parseHash(stored: string): StoredHash {
  const parts = stored.split("$");
  if (parts[0] === "argon2id") return parseArgon2(parts);
  const [scheme, N, r, p, salt, hash, extra] = parts;
  if (scheme !== "scrypt" || !salt || !hash || extra !== undefined) {
    throw new Error("not a stored password hash");
  }
  return {
    scheme: "scrypt",
    N: positive(N),
    r: positive(r),
    p: positive(p),
    salt: Buffer.from(salt, "base64url"),
    hash: Buffer.from(hash, "base64url"),
  };
}

function deriveArgon2(
  password: string,
  parts: Omit<Argon2Hash, "scheme" | "hash">,
  bytes: number,
): Promise<Buffer> {
  const options = {
    message: password.normalize("NFC"),
    nonce: parts.salt,
    memory: parts.memoryKiB,
    passes: parts.passes,
    parallelism: parts.parallelism,
    tagLength: bytes,
  };
  return new Promise((resolve, reject) =>
    argon2("argon2id", options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

function deriveScrypt(
  password: string,
  salt: Buffer,
  bytes: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, bytes, { ...options, maxmem: SCRYPT_MAX_MEMORY }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

const format = ({ memoryKiB, passes, parallelism }: typeof ARGON2_PARAMS, salt: Buffer, hash: Buffer) =>
  `argon2id$v=${ARGON2_VERSION}$m=${memoryKiB},t=${passes},p=${parallelism}$${b64(salt)}$${b64(hash)}`;

/** A new password's stored form, with a fresh salt and today's parameters. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(ARGON2_PARAMS.saltBytes);
  const hash = await deriveArgon2(password, { ...ARGON2_PARAMS, salt }, ARGON2_PARAMS.hashBytes);
  return format(ARGON2_PARAMS, salt, hash);
}

/** Whether `password` is the one `stored` was made from; the hashes are compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = parseHash(stored);
  const derived =
    parts.scheme === "argon2id"
      ? await deriveArgon2(password, parts, parts.hash.length)
      : await deriveScrypt(password, parts.salt, parts.hash.length, { N: parts.N, r: parts.r, p: parts.p });
  return derived.length === parts.hash.length && timingSafeEqual(derived, parts.hash);
}

/** Whether a stored hash was made with another scheme or other parameters than today's. */
export function needsRehash(stored: string): boolean {
  let parts: StoredHash;
  try {
    parts = parseHash(stored);
  } catch {
    return true;
  }
  return (
    parts.scheme !== "argon2id" ||
    parts.memoryKiB !== ARGON2_PARAMS.memoryKiB ||
    parts.passes !== ARGON2_PARAMS.passes ||
    parts.parallelism !== ARGON2_PARAMS.parallelism ||
    parts.salt.length !== ARGON2_PARAMS.saltBytes ||
    parts.hash.length !== ARGON2_PARAMS.hashBytes
  );
}

/**
 * The hash of no one's password, with today's parameters (random bytes: no password matches it).
 * A sign-in with an unknown email is checked against it, so it costs what a wrong password costs.
 */
export const DUMMY_HASH = format(
  ARGON2_PARAMS,
  randomBytes(ARGON2_PARAMS.saltBytes),
  randomBytes(ARGON2_PARAMS.hashBytes),
);

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
