import { z } from "zod";

/** JetStream stream that carries every domain event (`events.<family>.<name>`). */
export const EVENTS_STREAM = "EVENTS";
export const EVENTS_SUBJECTS = "events.>";
export const eventSubject = (type: string) => `events.${type}`;

/** The envelope of every event published to the stream. */
export const EventEnvelope = z.object({
  id: z.string(),
  type: z.string(),
  occurred_at: z.string(),
  tenant_id: z.string(),
  property_id: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  /** W3C trace context of the change that caused the event, so its trace continues downstream. */
  trace: z.record(z.string(), z.string()).optional(),
});
export type EventEnvelope = z.infer<typeof EventEnvelope>;
