import type { ServiceDefinition } from "@reservations/service-kit";

export const bookingService: ServiceDefinition = {
  name: "booking",
  migrationsDir: new URL("./migrations/", import.meta.url),
  register() {},
};
