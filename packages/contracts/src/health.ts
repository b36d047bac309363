import { z } from "zod";
import { operation } from "./envelope.js";

export const SERVICES = ["keys", "inventory", "booking", "webhooks"] as const;
export type ServiceName = (typeof SERVICES)[number];

export const ServiceHealth = z.object({
  service: z.string(),
  instance: z.string(),
  status: z.literal("up"),
  uptime_s: z.number(),
});
export type ServiceHealth = z.infer<typeof ServiceHealth>;

export const healthOperation = (service: ServiceName) =>
  operation(`${service}.health.get`, z.object({}).default({}), ServiceHealth);

export const HealthResponse = z
  .object({
    status: z.enum(["ok", "degraded"]),
    environment: z.string(),
    services: z.record(
      z.string(),
      z.object({ status: z.enum(["up", "down"]), latency_ms: z.number().nullable() }),
    ),
  })
  .meta({ id: "Health" });
