import { jetstream } from "@nats-io/jetstream";
import type { DomainEvent } from "@reservations/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingInEvent } from "../../../test/support/booking.js";
import { captureLogger, testConfig } from "../../../test/support/config.js";
import { eventually } from "../../../test/support/hotel.js";
import {
  connectNats,
  consumeEvents,
  deleteEventStream,
  ensureDurableConsumer,
  ensureEventStream,
  eventStream,
  type NatsConnection,
  newEvent,
} from "../src/index.js";

const config = testConfig();
const ns = config.NATS_NAMESPACE;
let nc: NatsConnection;

beforeAll(async () => {
  nc = await connectNats(config.NATS_URL, "events-kept-amounts-test");
  // The setup step's part: the stream and the consumers the tests bind to.
  await ensureEventStream(nc, ns);
  await ensureDurableConsumer(nc, ns, "test-kept-amounts", "booking.>");
});
afterAll(async () => {
  await deleteEventStream(nc, ns);
  await nc.drain();
});

describe("consumeEvents over real NATS: a booking event kept with number amounts", () => {
  it("is handed over with the decimal strings its numbers stand for, never dropped", async () => {
    const { log, lines } = captureLogger("consumer", "debug");
    const handled: DomainEvent[] = [];
    const consumer = await consumeEvents(nc, ns, {
      durable: "test-kept-amounts",
      filter: "booking.>",
      log,
      async handle(event) {
        handled.push(event);
      },
    });
    try {
      const event = newEvent(
        "booking.cancelled",
        { booking: bookingInEvent, reason: "guest" },
        {
          tenant_id: "tnt_1",
          property_id: "prp_1",
        },
      );
      const kept = {
        ...event,
        data: {
          ...event.data,
          booking: {
            ...event.data.booking,
            currency: "JPY",
            total_price: 15_000,
            balance_due: 0,
            cancellation_fee: 7_500,
          },
        },
      };
      await jetstream(nc).publish(eventStream(ns).subject("booking.cancelled"), JSON.stringify(kept));
      await eventually(
        "the kept event handled",
        async () => (handled.length === 1 ? true : undefined),
        10_000,
      );
      expect(handled[0]!.type === "booking.cancelled" && handled[0]!.data.booking).toMatchObject({
        total_price: "15000",
        balance_due: "0",
        cancellation_fee: "7500",
      });
      expect(lines.filter((l) => l.includes("unusable event dropped"))).toHaveLength(0);
    } finally {
      await consumer.stop();
    }
  });
});
