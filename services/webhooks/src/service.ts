import type { ServiceDefinition } from "@reservations/service-kit";

export const webhooksService: ServiceDefinition = {
  name: "webhooks",
  migrationsDir: new URL("./migrations/", import.meta.url),
  register() {},
};
