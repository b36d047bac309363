import { keysOps, type RequestLogRecord } from "@reservations/contracts";
import {
  connectNats,
  createLogger,
  type NatsConnection,
  RpcClient,
  RpcServer,
} from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../test/support/config.js";
import { RequestLogBuffer } from "../src/plugins/request-log.js";

describe("request log buffer", () => {
  const config = testConfig();
  const log = createLogger({ name: "request-log-test", level: "silent" });
  let nc: NatsConnection;
  const batches: number[] = [];
  beforeAll(async () => {
    nc = await connectNats(config.NATS_URL, "request-log-test");
    // The keys service's place on NATS: it takes a few milliseconds per batch, as an insert does.
    const keys = new RpcServer(nc, "keys", log, config.NATS_NAMESPACE);
    keys.serve(keysOps.recordRequests, async ({ entries }) => {
      batches.push(entries.length);
      await new Promise((r) => setTimeout(r, 3));
      return { recorded: entries.length };
    });
  });
  afterAll(() => nc?.drain());

  const entry = (i: number): RequestLogRecord => ({
    key_id: "key_1",
    tenant_id: "ten_1",
    method: "GET",
    path: `/api/v1/properties/${i}`,
    status: 200,
    duration_ms: 1,
    ip: null,
    occurred_at: new Date().toISOString(),
  });

  it("sends full batches as they fill and the rest on its timer, not a batch per round trip", async () => {
    const buffer = new RequestLogBuffer(new RpcClient(nc, 5000, config.NATS_NAMESPACE), log);
    buffer.start();
    // A steady stream of calls, about 5,000 a second for 600 ms.
    const started = Date.now();
    let added = 0;
    while (Date.now() - started < 600) {
      for (let i = 0; i < 10; i++) buffer.add(entry(added++));
      await new Promise((r) => setTimeout(r, 2));
    }
    await buffer.stop();
    const elapsed = Date.now() - started;
    expect(batches.reduce((a, b) => a + b, 0)).toBe(added);
    // Full batches, plus at most one partial batch per tick of the 250 ms timer and one at the stop.
    const partial = batches.filter((n) => n < 500);
    expect(partial.length).toBeLessThanOrEqual(Math.ceil(elapsed / 250) + 1);
    expect(batches.length).toBeLessThanOrEqual(Math.ceil(added / 500) + partial.length);
  });
});
