import { type BaseConfig, connectNats, deleteEventStream, runNatsSetup } from "@reservations/service-kit";
import { expect } from "vitest";
import { eventually } from "./hotel.js";
import { type Receiver, receiver } from "./receiver.js";
import { verified } from "./webhook-recovery.js";
import { book, full, receivers, subscribe } from "./webhooks-mesh.js";

/**
 * Deletes the configuration's event stream, as NATS losing its storage or an operator would, then
 * runs the setup step again, which makes it (and its consumers) anew: services wait for that.
 */
export async function loseEventStream(config: BaseConfig): Promise<void> {
  const nc = await connectNats(config.NATS_URL, "lose-event-stream");
  try {
    await deleteEventStream(nc, config.NATS_NAMESPACE);
  } finally {
    await nc.close();
  }
  // NATS removes a deleted stream's files after answering the delete: a stream made again at once would lose its first messages.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await runNatsSetup(config, {});
}

/** A receiver subscribed to booking.created with the webhooks mesh's full key. */
export async function subscribedReceiver(): Promise<{ r: Receiver; secret: string }> {
  const r = await receiver();
  receivers.push(r);
  const sub = (await subscribe(full.secret, { url: r.url, events: ["booking.created"] })).body.data;
  return { r, secret: sub.secret as string };
}

/** Bookings made now on the webhooks mesh, one at a time; their ids. */
export async function bookings(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const made = await book();
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    ids.push(made.body.data.id);
  }
  return ids;
}

/** The booking ids the receiver got, once it has every one of `ids` (within 30 s). */
export function delivered(to: { r: Receiver; secret: string }, ids: string[]): Promise<string[]> {
  return eventually(
    "the deliveries received",
    async () => {
      const got = to.r.received.map((x) => verified(to.secret, x).data.booking.id);
      return ids.every((id) => got.includes(id)) ? got : undefined;
    },
    30_000,
  );
}
