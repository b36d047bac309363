import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/** An encryption key of `WEBHOOK_SECRET_KEYS`: its id is stored beside everything it seals. */
export interface SecretKey {
  id: string;
  key: Buffer;
}

/** A secret at rest: the id of the key that sealed it and base64 of nonce ‖ tag ‖ ciphertext. */
export interface SealedSecret {
  key_id: string;
  sealed: string;
}

/** Never says more than that: no secret, no key material, no ciphertext. */
export class SecretUnreadableError extends Error {
  constructor(reason: string) {
    super(`webhook secret cannot be opened: ${reason}`);
    this.name = "SecretUnreadableError";
  }
}

const ALGORITHM = "aes-256-gcm";
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM for webhook secrets (they are needed in clear to sign, so they cannot be hashed).
 * The first key seals; every listed key opens, so a new key goes first, the old ones stay listed
 * until every secret has been sealed again. The subscription id is bound as associated data:
 * a ciphertext copied into another subscription's row does not open there.
 */
export class SecretBox {
  private readonly keys: ReadonlyMap<string, Buffer>;
  readonly currentKeyId: string;

  constructor(keys: readonly SecretKey[]) {
    const first = keys[0];
    if (!first) throw new Error("SecretBox needs at least one key");
    const byId = new Map<string, Buffer>();
    for (const { id, key } of keys) {
      if (key.length !== 32) throw new Error(`secret key ${id} is not 32 bytes`);
      if (byId.has(id)) throw new Error(`secret key id ${id} is listed twice`);
      byId.set(id, key);
    }
    this.keys = byId;
    this.currentKeyId = first.id;
  }

  canOpen(keyId: string): boolean {
    return this.keys.has(keyId);
  }

  seal(secret: string, subscriptionId: string): SealedSecret {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.keys.get(this.currentKeyId)!, nonce);
    cipher.setAAD(Buffer.from(subscriptionId, "utf8"));
    const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
    return {
      key_id: this.currentKeyId,
      sealed: Buffer.concat([nonce, cipher.getAuthTag(), body]).toString("base64"),
    };
  }

  open(s: SealedSecret, subscriptionId: string): string {
    const key = this.keys.get(s.key_id);
    if (!key) throw new SecretUnreadableError(`key id ${s.key_id} is not in WEBHOOK_SECRET_KEYS`);
    const raw = Buffer.from(s.sealed, "base64");
    if (raw.length < NONCE_BYTES + TAG_BYTES) throw new SecretUnreadableError("too short");
    const decipher = createDecipheriv(ALGORITHM, key, raw.subarray(0, NONCE_BYTES));
    decipher.setAAD(Buffer.from(subscriptionId, "utf8"));
    decipher.setAuthTag(raw.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(raw.subarray(NONCE_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString("utf8");
    } catch {
      throw new SecretUnreadableError(
        "it was altered, or sealed for another subscription or with another key",
      );
    }
  }
}
