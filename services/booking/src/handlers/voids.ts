import { type bookingOps, keysOps } from "@reservations/contracts";
import { auditRecord } from "@reservations/service-kit";
import { voidSummary } from "../domain/void-summary.js";
import { type VoidCandidate, voidCandidates } from "../store/stats.js";
import { type BookingDeps, merchantTenant, type OpHandler, revisionActor } from "./context.js";

// Revoke-and-void: report, then revoke the key and cancel what it created since a day. The keys
// service is asked as this service (`system`), for the hotel: its caller context goes no further.

export const previewVoid =
  (deps: BookingDeps): OpHandler<typeof bookingOps.voidPreview> =>
  async ({ key_id, since }, ctx) => {
    const tenant = merchantTenant(ctx, "KEY_NOT_FOUND");
    // Another hotel's key is KEY_NOT_FOUND, as everywhere else on the merchant surface.
    await deps.client.request(
      keysOps.voidKey,
      { tenant_id: tenant, key_id, revoke: false },
      { request_id: ctx.request_id, actor: "system" },
    );
    // Started stays are left out: a guest who has arrived is a real visit, which voiding cannot undo.
    return { data: voidSummary(await voidCandidates(deps.pool, tenant, key_id, since)) };
  };

export const voidBookings =
  (deps: BookingDeps): OpHandler<typeof bookingOps.voidBookings> =>
  async ({ key_id, since }, ctx) => {
    const tenant = merchantTenant(ctx, "KEY_NOT_FOUND");
    // Revoke first, so the key cannot add bookings while its others are being voided. The revoke
    // carries the call's one audit entry (key.revoke_and_void), written by the keys service with it.
    await deps.client.request(
      keysOps.voidKey,
      { tenant_id: tenant, key_id, revoke: true, audit: auditRecord(ctx, "key.revoke_and_void", key_id) },
      { request_id: ctx.request_id, actor: "system" },
    );
    const voided: VoidCandidate[] = [];
    for (const candidate of await voidCandidates(deps.pool, tenant, key_id, since)) {
      // Each one only if its stay has still not started (the hotel may have checked a guest in since
      // the list was read). Reason "voided": nothing goes to the guest, and statistics keep it apart.
      const which = { id: candidate.id, tenant_id: tenant, created_by_key: key_id, by: revisionActor(ctx) };
      if (await deps.statusChanges.cancel(which, "voided", ctx.request_id)) voided.push(candidate);
    }
    return { data: voidSummary(voided) };
  };
