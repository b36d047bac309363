import { JsonText } from "@reservations/service-kit";
import type { Catalog } from "../domain/catalog.js";
import type { LedgerProjection } from "../domain/ledger-projection.js";

interface Kept {
  catalog: Catalog;
  ledger: LedgerProjection;
  version: number;
  answer: JsonText;
}

/**
 * Answers of a read already computed, as their JSON, for the same query on the same catalog and
 * the same state of the same ledger projection. Channel managers ask the same ranges over and over;
 * while nothing was booked, blocked or changed in the catalog, the answer is the one computed
 * last. Exact, never stale: every read still checks the versions first (catalogAndLedger), a
 * changed catalog is a new object, and a projection's version (the sum of its units' ledger
 * versions, each only ever growing) changes with any change it applied. Bounded by the bytes kept;
 * the least recently used answers go first.
 */
export class AnswerMemo {
  private readonly kept = new Map<string, Kept>();
  private bytes = 0;

  /** `onRead` hears of every read: answered from what was kept (true) or computed (false). */
  constructor(
    private readonly maxBytes: number,
    private readonly onRead: (kept: boolean) => void = () => {},
  ) {}

  /** The answer for `key` on this catalog and ledger state, computing and keeping it when it is not kept. */
  answer(key: string, catalog: Catalog, ledger: LedgerProjection, compute: () => unknown): JsonText {
    const found = this.kept.get(key);
    if (found && found.catalog === catalog && found.ledger === ledger && found.version === ledger.version) {
      // Most recently used last: Map keeps insertion order.
      this.kept.delete(key);
      this.kept.set(key, found);
      this.onRead(true);
      return found.answer;
    }
    this.onRead(false);
    const version = ledger.version;
    const answer = new JsonText(JSON.stringify(compute()));
    if (found) this.drop(key, found);
    if (answer.text.length <= this.maxBytes) {
      this.kept.set(key, { catalog, ledger, version, answer });
      this.bytes += answer.text.length;
      for (const [oldest, entry] of this.kept) {
        if (this.bytes <= this.maxBytes) break;
        this.drop(oldest, entry);
      }
    }
    return answer;
  }

  /** What it holds now (for the service's metrics). */
  stats(): { bytes: number; answers: number } {
    return { bytes: this.bytes, answers: this.kept.size };
  }

  private drop(key: string, entry: Kept): void {
    this.kept.delete(key);
    this.bytes -= entry.answer.text.length;
  }
}
