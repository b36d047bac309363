import { unitsOps } from "@reservations/contracts";
import type { ServiceKit } from "@reservations/service-kit";

export function registerUnitHandlers(kit: ServiceKit): void {
  // No unit can be exposed before rate plans exist: a unit needs an active rate plan in channel api.
  kit.rpc.serve(unitsOps.list, async () => ({ data: [], next_cursor: null }));
}
