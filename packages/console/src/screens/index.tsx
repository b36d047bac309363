import type { VNode } from "preact";
import { match } from "../router.js";
import { AuditScreen } from "./audit.js";
import { AvailabilityScreen } from "./availability.js";
import { BookingScreen } from "./booking.js";
import { BookingsScreen } from "./bookings.js";
import { GroupScreen } from "./group.js";
import { GroupsScreen } from "./groups.js";
import { InventoryScreen } from "./inventory.js";
import { KeyScreen } from "./key.js";
import { KeysScreen } from "./keys.js";
import { RatePlanScreen } from "./rate-plan.js";
import { StaffScreen } from "./staff.js";
import { WebhookScreen } from "./webhook.js";
import { WebhooksScreen } from "./webhooks.js";

type Screen = (params: Record<string, string>) => VNode;

const ROUTES: [string, Screen][] = [
  ["/keys", () => <KeysScreen />],
  ["/keys/:id", (p) => <KeyScreen id={p.id!} />],
  ["/webhooks", () => <WebhooksScreen />],
  ["/webhooks/:id", (p) => <WebhookScreen id={p.id!} />],
  ["/inventory", () => <InventoryScreen />],
  ["/inventory/rate-plans/:id", (p) => <RatePlanScreen id={p.id!} />],
  ["/availability", () => <AvailabilityScreen />],
  ["/bookings", () => <BookingsScreen />],
  ["/bookings/:id", (p) => <BookingScreen id={p.id!} />],
  ["/groups", () => <GroupsScreen />],
  ["/groups/:id", (p) => <GroupScreen id={p.id!} />],
  ["/staff", () => <StaffScreen />],
  ["/audit", () => <AuditScreen />],
];

/** The screen of a path below /console; the keys for any other. */
export function screenFor(route: string): VNode {
  const path = route.split("?")[0]!;
  for (const [pattern, screen] of ROUTES) {
    const params = match(pattern, path);
    if (params) return screen(params);
  }
  return <KeysScreen />;
}
