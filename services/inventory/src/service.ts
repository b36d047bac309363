import type { ServiceDefinition } from "@reservations/service-kit";

export const inventoryService: ServiceDefinition = {
  name: "inventory",
  migrationsDir: new URL("./migrations/", import.meta.url),
  register() {},
};
