import { z } from "zod";
import { type Caller, operation } from "./envelope.js";

export const SERVICES = ["keys", "inventory", "booking", "webhooks"] as const satisfies readonly Caller[];
export type ServiceName = (typeof SERVICES)[number];

/** What one copy of a service says of itself: up, and the state of what it depends on. */
export const ServiceHealth = z.object({
  service: z.string(),
  instance: z.string(),
  status: z.enum(["up", "draining"]),
  uptime_s: z.number(),
  checks: z.record(z.string(), z.enum(["up", "down"])),
});
export type ServiceHealth = z.infer<typeof ServiceHealth>;

export const healthOperation = (service: ServiceName) =>
  operation(`${service}.health.get`, z.object({}).default({}), ServiceHealth, { errors: [] });

export const HealthResponse = z
  .object({
    status: z.enum(["ok", "degraded"]),
    environment: z.string(),
    services: z.record(
      z.string(),
      z.object({ status: z.enum(["up", "down"]), latency_ms: z.number().nullable() }),
    ),
    /** redis and nats as this gateway sees them; postgres as the services that answered see it. */
    dependencies: z.record(z.string(), z.object({ status: z.enum(["up", "down", "unknown"]) })),
    /** Every service and dependency that is down, by name. */
    down: z.array(z.string()),
  })
  .meta({ id: "Health" });
