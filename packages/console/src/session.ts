import { MERCHANT_ROLES, type MerchantRoute, roleAllows } from "@reservations/contracts/merchant-roles";
import { createContext } from "preact";
import { useContext } from "preact/hooks";
import type { Schemas } from "./api/client.js";
import type { Staff } from "./api/staff.js";

/** Who is signed in, and the property the screens show. */
export interface Session {
  staff: Staff;
  properties: Schemas["Property"][];
  property: Schemas["Property"] | undefined;
  choose(propertyId: string): void;
  reloadProperties(): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error("useSession outside a signed-in console");
  return s;
}

/**
 * Whether the signed-in person's role may make `route`, the call a button makes
 * (`useCan("POST /api/merchant/keys")`), by the role table the gateway enforces.
 */
export function useCan(route: MerchantRoute): boolean {
  return roleAllows(useSession().staff.role, MERCHANT_ROLES[route]);
}
