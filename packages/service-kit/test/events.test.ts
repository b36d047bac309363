import { jetstream, jetstreamManager } from "@nats-io/jetstream";
import { type Booking, DomainEvent } from "@reservations/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingInEvent } from "../../../test/support/booking.js";
import { captureLogger, testConfig } from "../../../test/support/config.js";
import { eventually } from "../../../test/support/hotel.js";
import {
  connectNats,
  consumeEvents,
  deleteEventStream,
  EventPublisher,
  ensureDurableConsumer,
  ensureEventStream,
  eventStream,
  type NatsConnection,
  newEvent,
} from "../src/index.js";

const booking = bookingInEvent;
const scope = { tenant_id: "tnt_1", property_id: "prp_1" };

describe("newEvent", () => {
  it("makes an event of a known kind with its data, an id, the time and the scope, as the stream's union parses it", () => {
    const before = Date.now();
    const event = newEvent("booking.cancelled", { booking, reason: "hotel" }, scope);
    expect(event).toMatchObject({ type: "booking.cancelled", ...scope, data: { booking, reason: "hotel" } });
    expect(event.id).toMatch(/^evt_/);
    expect(Date.parse(event.occurred_at)).toBeGreaterThanOrEqual(before);
    expect(DomainEvent.parse(event)).toEqual(event);
    const unit = newEvent(
      "unit.housekeeping_changed",
      { unit_id: "unt_1", room_id: null, status: "inspected" },
      scope,
    );
    expect(unit.data.status).toBe("inspected");
  });

  it("accepts only a known type with its data shape (the compiler refuses the rest; so does the contract at run time)", () => {
    // @ts-expect-error: not a kind of the stream
    expect(() => newEvent("booking.exploded", { booking }, scope)).toThrow();
    // @ts-expect-error: the test event is sent by the webhooks service, never put on the stream
    expect(() => newEvent("webhook.test", { subscription_id: "whs_1", message: "hi" }, scope)).toThrow();
    // @ts-expect-error: booking.cancelled carries its reason
    expect(() => newEvent("booking.cancelled", { booking }, scope)).toThrow();
    const shiny = { unit_id: "u", room_id: null, status: "shiny" };
    // @ts-expect-error: not a housekeeping status
    expect(() => newEvent("unit.housekeeping_changed", shiny, scope)).toThrow();
    // A booking whose fields drifted from the contract (say, a price written as a float's text).
    expect(() =>
      newEvent("booking.created", { booking: { ...booking, total_price: "1e2" } }, scope),
    ).toThrow();
  });

  it("leaves out what the contract does not name, so it never reaches a subscriber", () => {
    const event = newEvent(
      "booking.confirmed",
      { booking: { ...booking, tenant_id: "tnt_1" } as Booking },
      scope,
    );
    expect(event.data.booking).not.toHaveProperty("tenant_id");
  });
});

const config = testConfig();
const ns = config.NATS_NAMESPACE;
let nc: NatsConnection;

beforeAll(async () => {
  nc = await connectNats(config.NATS_URL, "events-test");
  // The setup step's part: the stream and the consumers the tests bind to.
  await ensureEventStream(nc, ns);
  await ensureDurableConsumer(nc, ns, "test-consumer", ">");
  await ensureDurableConsumer(nc, ns, "test-batch-consumer", "booking.cancelled");
  await ensureDurableConsumer(nc, ns, "test-again-consumer", "booking.cancelled");
});
afterAll(async () => {
  await deleteEventStream(nc, ns);
  await nc.drain();
});

describe("consumeEvents over real NATS: parsing and retries", () => {
  it("hands over events parsed with the union; drops what does not parse, once, logged, and goes on; retries a handler that failed", async () => {
    const { log, lines } = captureLogger("consumer", "debug");
    const handled: DomainEvent[] = [];
    let failures = 0;
    const consumer = await consumeEvents(nc, ns, {
      durable: "test-consumer",
      filter: ">",
      log,
      async handle(event) {
        if (event.type === "booking.confirmed" && failures++ === 0) throw new Error("database away");
        handled.push(event);
      },
    });
    try {
      const js = jetstream(nc);
      const subject = eventStream(ns).subject;
      const good = newEvent("booking.created", { booking }, scope);
      const broken = [
        { subject: subject("booking.created"), body: "{not json" },
        {
          subject: subject("booking.exploded"),
          body: JSON.stringify({ ...good, id: "evt_x", type: "booking.exploded" }),
        },
        {
          subject: subject("booking.created"),
          body: JSON.stringify({ ...good, id: "evt_y", data: { booking: { id: "bkg_1" } } }),
        },
        {
          subject: subject("unit.housekeeping_changed"),
          body: JSON.stringify({ type: "unit.housekeeping_changed" }),
        },
      ];
      for (const b of broken) await js.publish(b.subject, b.body);
      const publisher = new EventPublisher(nc, ns);
      await publisher.publish(good);
      const retried = newEvent("booking.confirmed", { booking }, scope);
      await publisher.publish(retried);

      await eventually(
        "both good events handled",
        async () => (handled.length === 2 ? true : undefined),
        10_000,
      );
      expect(handled.map((e) => e.id)).toEqual([good.id, retried.id]);
      expect(handled[0]).toEqual(JSON.parse(JSON.stringify(good)));
      expect(failures).toBe(2);

      // Every message is settled: the broken ones terminated, never redelivered; only the failed handling was.
      const jsm = await jetstreamManager(nc);
      const info = await eventually("every message settled", async () => {
        const i = await jsm.consumers.info(eventStream(ns).name, `${ns}_test-consumer`);
        return i.num_ack_pending === 0 && i.ack_floor.stream_seq === broken.length + 2 ? i : undefined;
      });
      expect(info.num_pending).toBe(0);
      // Deliveries: each broken message once, the good one once, the retried one twice.
      expect(info.delivered.consumer_seq).toBe(broken.length + 3);
      const dropped = lines.filter((l) => l.includes("unusable event dropped"));
      expect(dropped).toHaveLength(broken.length);
      expect(dropped.map((l) => JSON.parse(l).level)).toEqual(broken.map(() => 50));
      expect(dropped.some((l) => l.includes("evt_x") && l.includes("booking.exploded"))).toBe(true);
      expect(lines.filter((l) => l.includes("will retry"))).toHaveLength(1);
    } finally {
      await consumer.stop();
    }
  });
});

describe("consumeEvents over real NATS: batches", () => {
  it("hands events that arrived together to handleBatch in stream order, acked together; a failed batch goes one event at a time", async () => {
    const { log, lines } = captureLogger("consumer", "debug");
    const publisher = new EventPublisher(nc, ns);
    const make = (from: number) =>
      Array.from({ length: 15 }, (_, i) =>
        newEvent(
          "booking.cancelled",
          { booking: { ...booking, id: `bkg_batch_${from + i}` }, reason: "hotel" },
          scope,
        ),
      );
    const batches: string[][] = [];
    const alone: string[] = [];
    let poison: string | undefined;
    let poisonFailures = 0;
    const start = () =>
      consumeEvents(nc, ns, {
        durable: "test-batch-consumer",
        filter: "booking.cancelled",
        log,
        async handleBatch(events) {
          batches.push(events.map((e) => e.event.id));
          expect(events.map((e) => e.seq)).toEqual([...events.map((e) => e.seq)].sort((a, b) => a - b));
          // A batch holding the poison fails whole (one transaction: nothing of it kept).
          if (events.some((e) => e.event.id === poison)) throw new Error("constraint violated");
        },
        async handle(event) {
          if (event.id === poison && poisonFailures++ === 0) throw new Error("constraint violated");
          alone.push(event.id);
        },
      });
    const jsm = await jetstreamManager(nc);
    const settled = (handled: () => boolean) =>
      eventually(
        "every event settled",
        async () => {
          const i = await jsm.consumers.info(eventStream(ns).name, `${ns}_test-batch-consumer`);
          return i.num_ack_pending === 0 && i.num_pending === 0 && handled() ? i : undefined;
        },
        10_000,
      );

    // Published while no copy consumes: the first pull finds them all waiting, and they go at once.
    const first = make(0);
    for (const e of first) await publisher.publish(e);
    let consumer = await start();
    await settled(() => batches.flat().length === first.length);
    await consumer.stop();
    expect(batches).toEqual([first.map((e) => e.id)]);
    expect(alone).toEqual([]);
    expect(lines.filter((l) => l.includes("event batch failed"))).toHaveLength(0);

    // Again, one of them failing: the batch fails, each event goes alone, the poison is retried.
    const second = make(15);
    poison = second[7]!.id;
    for (const e of second) await publisher.publish(e);
    batches.length = 0;
    consumer = await start();
    try {
      await settled(() => alone.includes(poison!));
      expect(batches).toEqual([second.map((e) => e.id)]);
      expect(alone).toEqual([...second.map((e) => e.id).filter((id) => id !== poison), poison]);
      expect(poisonFailures).toBe(2);
      expect(lines.filter((l) => l.includes("event batch failed"))).toHaveLength(1);
      expect(lines.filter((l) => l.includes("will retry"))).toHaveLength(1);
    } finally {
      await consumer.stop();
    }
  });
});

describe("consumeEvents over real NATS: an event that comes again", () => {
  it("hands an event that comes again (it failed before) to handle alone, so no batch fails on it twice", async () => {
    const { log, lines } = captureLogger("consumer", "debug");
    const publisher = new EventPublisher(nc, ns);
    const make = (tag: string, count: number) =>
      Array.from({ length: count }, (_, i) =>
        newEvent(
          "booking.cancelled",
          { booking: { ...booking, id: `bkg_again_${tag}_${i}` }, reason: "hotel" },
          scope,
        ),
      );
    const first = make("a", 6);
    const poison = first[3]!.id;
    const [slow] = make("slow", 1);
    const second = make("b", 6);
    const batches: string[][] = [];
    const alone: string[] = [];
    /** Events handled (by a batch that succeeded, or alone). */
    const done: string[] = [];
    let failedAlone = false;
    // Published while no copy consumes: the first pull finds them all waiting, and they go at once.
    for (const e of first) await publisher.publish(e);
    const consumer = await consumeEvents(nc, ns, {
      durable: "test-again-consumer",
      filter: "booking.cancelled",
      log,
      async handleBatch(events) {
        batches.push(events.map((e) => e.event.id));
        if (events.some((e) => e.event.id === poison)) throw new Error("constraint violated");
        done.push(...events.map((e) => e.event.id));
      },
      async handle(event) {
        if (event.id === poison && !failedAlone) {
          failedAlone = true;
          throw new Error("constraint violated");
        }
        // While this one is handled, the next events and the poison's redelivery (a second after
        // it failed) arrive: the consumer finds them waiting together.
        if (event.id === slow!.id) {
          for (const e of second) await publisher.publish(e);
          await new Promise((r) => setTimeout(r, 1500));
        }
        alone.push(event.id);
        done.push(event.id);
      },
    });
    try {
      // The batch fails on the poison, each event goes alone, the poison fails alone too.
      await eventually("the batch failed and the others handled alone", async () =>
        failedAlone && first.every((x) => x.id === poison || done.includes(x.id)) ? true : undefined,
      );
      batches.length = 0;
      alone.length = 0;
      await publisher.publish(slow!);
      await eventually("the poison and the next events handled", async () =>
        [poison, ...second.map((e) => e.id)].every((id) => done.includes(id)) ? true : undefined,
      );
      expect(batches.flat()).toEqual(second.map((e) => e.id));
      expect(alone).toEqual([slow!.id, poison]);
      expect(lines.filter((l) => l.includes("event batch failed"))).toHaveLength(1);
    } finally {
      await consumer.stop();
    }
  });
});
