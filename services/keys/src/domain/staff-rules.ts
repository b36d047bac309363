import { AppError, type StaffRole } from "@reservations/contracts";

type StaffStatus = "invited" | "active" | "deactivated";

const activeOwner = (s: { role: StaffRole; status: StaffStatus }) =>
  s.role === "owner" && s.status === "active";

/**
 * Refuses a change of a person that would leave the hotel without an active owner: `activeOwners`
 * counts the hotel's active owners before the change, this person included when they are one.
 */
export function checkOwnersLeft(
  before: { role: StaffRole; status: StaffStatus },
  after: { role: StaffRole; status: StaffStatus },
  activeOwners: number,
): void {
  if (activeOwner(before) && !activeOwner(after) && activeOwners <= 1) throw new AppError("STAFF_LAST_OWNER");
}

/** An invitation is valid for 7 days. */
export const INVITE_LIFETIME_MS = 7 * 86_400_000;
