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

/** Whether the signed-in person may change things: `write` for managers and owners, `owner` for owners only. */
export function useCan(what: "write" | "owner"): boolean {
  const { role } = useSession().staff;
  return what === "owner" ? role === "owner" : role !== "viewer";
}
