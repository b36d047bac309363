import {
  AppError,
  ARI_KIND_SCOPES,
  ARI_KINDS,
  type ariOps,
  type CallerContext,
} from "@reservations/contracts";
import { type CursorCodec, commitPosition, nextCommitPosition } from "@reservations/service-kit";
import { ARI_CHANGES_KEPT_MS, ariEntry, readAriChanges } from "../store/ari-changes.js";
import { type InventoryDeps, type InventoryHandler, partnerProperty } from "./context.js";

/** The kinds a key's scopes show; the gateway lets only keys with one of their scopes call. */
const kindsOf = (ctx: CallerContext) => ARI_KINDS.filter((k) => ctx.scopes.includes(ARI_KIND_SCOPES[k]));

/**
 * GET /ari/changes: the property's change log after the cursor, oldest first. A cursor is bound to
 * the property and the kinds it was read with, so another key's cursor cannot skip kinds this one sees.
 * Without a cursor: no entries, and a cursor at the log's settled end now.
 */
export const ariChanges =
  (deps: InventoryDeps, cursors: CursorCodec): InventoryHandler<typeof ariOps.changes> =>
  async ({ cursor, limit }, ctx) => {
    const { tenant, property } = partnerProperty(ctx);
    const kinds = kindsOf(ctx);
    if (kinds.length === 0) throw new AppError("PROPERTY_NOT_FOUND");
    const scope = `ari|${property}|${kinds.join(",")}`;
    const given = commitPosition(cursors, scope, cursor, ["t"]);
    const now = Date.now();
    if (given && Number(given.t) < now - ARI_CHANGES_KEPT_MS) throw new AppError("ARI_CURSOR_EXPIRED");
    const after = given ?? { x: "0", s: "0", t: String(now) };
    const read = given ? limit : 0;
    const { rows, bound } = await readAriChanges(deps.kit.pool, {
      of: { tenantId: tenant, propertyId: property, kinds },
      after,
      limit: read,
    });
    // A short page read everything settled: the next read starts at the bound, past entries of kinds
    // not shown. The cursor keeps when it stands (ms): one older than the log's 7 days has lost entries.
    const next = nextCommitPosition(rows, read, bound, after);
    const last = rows.at(-1);
    const t = String(rows.length === read && last ? last.at.getTime() : now);
    return { data: rows.map(ariEntry), next_cursor: cursors.encode(scope, { ...next, t }) };
  };
