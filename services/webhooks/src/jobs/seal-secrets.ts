import type { Db, Logger } from "@reservations/service-kit";
import type { SealedSecret, SecretBox } from "../domain/secret-box.js";
import { replaceSecrets, type StoredSecrets, secretsNotSealedBy } from "../store/subscriptions.js";

/**
 * Seals with the current key every webhook secret that is not: those still in clear (stored
 * before secrets were encrypted) and those sealed by a key being rotated out. Runs when the
 * service starts, before it serves, so a new first key in WEBHOOK_SECRET_KEYS takes over every
 * secret at the next start; the old key can be removed once no copy has it first any more.
 * A previous secret past its 24 hours is dropped instead of sealed again.
 */
export async function sealSecrets(
  db: Db,
  box: SecretBox,
  log: Logger,
  now: () => number = Date.now,
): Promise<{ sealed: number; unreadable: number }> {
  let sealed = 0;
  let unreadable = 0;
  const missingKeys = new Set<string>();
  // Opens what it can; a key id the box lacks leaves the row as it is (it cannot sign either).
  const reveal = (subscriptionId: string, text: string, keyId: string | null): string | undefined => {
    if (keyId === null) return text;
    if (!box.canOpen(keyId)) {
      missingKeys.add(keyId);
      return undefined;
    }
    return box.open({ key_id: keyId, sealed: text }, subscriptionId);
  };
  const reseal = (
    row: StoredSecrets,
  ): { secret: SealedSecret; previous: SealedSecret | null } | undefined => {
    const current = reveal(row.id, row.secret, row.secret_key_id);
    const stillValid =
      row.previous_secret !== null &&
      row.previous_secret_until !== null &&
      row.previous_secret_until.getTime() > now();
    const previous = stillValid ? reveal(row.id, row.previous_secret!, row.previous_secret_key_id) : null;
    if (current === undefined || previous === undefined) return undefined;
    return {
      secret: box.seal(current, row.id),
      previous: previous === null ? null : box.seal(previous, row.id),
    };
  };

  let after = "";
  for (;;) {
    const rows = await secretsNotSealedBy(db, box.currentKeyId, after, 200);
    for (const row of rows) {
      let next: ReturnType<typeof reseal>;
      try {
        next = reseal(row);
      } catch (err) {
        // Altered, or sealed for another row: never logged beyond the subscription id.
        log.error(
          { subscription_id: row.id, err: (err as Error).message },
          "webhook secret cannot be opened",
        );
        next = undefined;
      }
      if (!next) {
        unreadable++;
        continue;
      }
      if (await replaceSecrets(db, row, next.secret, next.previous)) sealed++;
    }
    if (rows.length < 200) break;
    after = rows[rows.length - 1]!.id;
  }
  if (sealed > 0)
    log.info({ sealed, key_id: box.currentKeyId }, "webhook secrets sealed with the current key");
  if (unreadable > 0) {
    log.error(
      { unreadable, missing_key_ids: [...missingKeys] },
      "webhook secrets that cannot be opened: list their keys in WEBHOOK_SECRET_KEYS, or have them rotated",
    );
  }
  return { sealed, unreadable };
}
