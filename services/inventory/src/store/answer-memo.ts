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
 * Answers already computed, as JSON, kept per query for the same catalog object and the same
 * ledger projection version: channel managers ask the same ranges over and over. Never stale, as
 * a changed catalog is a new object and any applied change moves the projection's version.
 * Bounded by bytes; the least recently used answer goes first.
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
