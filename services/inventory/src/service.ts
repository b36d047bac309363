import type { ServiceDefinition } from "@reservations/service-kit";
import { registerPropertyHandlers } from "./handlers/properties.js";
import { registerUnitHandlers } from "./handlers/units.js";
import { PropertyStore } from "./store/properties.js";

export const inventoryService: ServiceDefinition = {
  name: "inventory",
  migrationsDir: new URL("./migrations/", import.meta.url),
  register(kit) {
    registerPropertyHandlers(kit, new PropertyStore(kit.pool));
    registerUnitHandlers(kit);
  },
};
