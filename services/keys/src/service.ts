import type { ServiceDefinition } from "@reservations/service-kit";

export const keysService: ServiceDefinition = {
  name: "keys",
  migrationsDir: new URL("./migrations/", import.meta.url),
  register() {},
};
