import { AppError, type CallerContext } from "@reservations/contracts";
import { entityTag, ifNoneMatches, type JsonText, notModified, Reply } from "@reservations/service-kit";
import type { PropertyVersions } from "../store/ledger-changes.js";
import { type InventoryDeps, partnerProperty } from "./context.js";

/** A conditional read of the call's property: what shapes its answer besides the property's versions. */
export interface TaggedRead {
  /** The operation, so two reads of the same versions never share a tag. */
  op: string;
  /** The query's values, in a fixed order. */
  inputs: readonly string[];
  /** Availability is in the answer: the ledger's version goes into the tag too. */
  ledger: boolean;
}

/**
 * A partner read of the call's property under a strong ETag made of the versions it is read at,
 * never of its body: 304 before any of the body is built when If-None-Match names the tag. The
 * answer is built from versions at least as new, so a tag the client holds is never current for
 * an answer it has not seen. No such read depends on the key beyond its property, nor on today.
 */
export async function taggedRead<B>(
  deps: InventoryDeps,
  ctx: CallerContext,
  read: TaggedRead,
  answer: (versions: PropertyVersions) => Promise<B | JsonText>,
): Promise<Reply<B>> {
  const { tenant, property } = partnerProperty(ctx);
  const versions = await deps.catalogs.versionsOf(tenant, property, read.ledger);
  if (!versions) throw new AppError("PROPERTY_NOT_FOUND");
  const etag = entityTag([read.op, tenant, property, ...read.inputs, versions.catalog, versions.ledger]);
  if (ifNoneMatches(ctx.if_none_match, etag)) return notModified(etag);
  // A kept answer (JsonText) goes on as its JSON, as a plain answer would.
  return new Reply(200, (await answer(versions)) as B, { ETag: etag });
}
