import { operation } from "@reservations/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { testConfig } from "../../../test/support/config.js";
import {
  connectNats,
  createLogger,
  type NatsConnection,
  namespaced,
  RpcClient,
  RpcServer,
} from "../src/index.js";

const none = { errors: [] };
const ctx = { request_id: "req-1", actor: "system" as const };
/** Idempotent by its input: a request without an answer by half its time is sent once more. */
const resent = operation("test.resent.get", z.object({ key: z.string() }), z.object({ n: z.number() }), {
  ...none,
  resend: true,
});

const config = testConfig();
const log = createLogger({ name: "rpc-resend-test", level: "silent" });
let nc: NatsConnection;

beforeAll(async () => {
  nc = await connectNats(config.NATS_URL, "rpc-resend-test");
});
afterAll(async () => {
  await nc.drain();
});

describe("request/reply over real NATS: a copy that dies with the request in hand", () => {
  /** A copy that takes requests and never answers them; with `max`, it is gone after that many (killed). */
  const silentCopy = (count: { n: number }, max?: number) =>
    nc.subscribe(namespaced(config.NATS_NAMESPACE, resent.subject), {
      queue: "svc",
      max,
      callback: () => {
        count.n++;
      },
    });

  it("an operation that may be resent is answered by another copy when the first dies with it, by half its time", async () => {
    const silent = { n: 0 };
    const answered = { n: 0 };
    silentCopy(silent, 5);
    const live = new RpcServer(nc, "svc", log, config.NATS_NAMESPACE);
    live.serve(resent, async () => ({ n: ++answered.n }));
    await nc.flush();
    const own = new RpcClient(nc, 1000, config.NATS_NAMESPACE);
    // NATS hands each request to either copy: some of the 20 meet the dying one first.
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => own.request(resent, { key: String(i) }, ctx)),
    );
    expect(answers).toHaveLength(20);
    expect(silent.n).toBeGreaterThan(0);
    expect(answered.n).toBe(20);
    expect(Date.now() - started).toBeLessThan(1000);
    await live.drain();

    // A copy that takes the request again and again says nothing: 503 at the whole timeout.
    const again = silentCopy(silent);
    await nc.flush();
    const alone = Date.now();
    await expect(own.request(resent, { key: "x" }, ctx)).rejects.toMatchObject({
      code: "SERVICE_UNAVAILABLE",
    });
    expect(Date.now() - alone).toBeGreaterThanOrEqual(990);
    expect(Date.now() - alone).toBeLessThan(1500);
    again.unsubscribe();
  });

  it("an operation that may not be resent is sent once; resends stop when most requests go unanswered", async () => {
    const silent = { n: 0 };
    const dead = silentCopy(silent);
    const once = operation(resent.subject, resent.input, resent.output, none);
    await nc.flush();
    const own = new RpcClient(nc, 200, config.NATS_NAMESPACE);
    await expect(own.request(once, { key: "a" }, ctx)).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    expect(silent.n).toBe(1);
    // A budget of 200 tokens, one spent per unanswered request, resends only above 100: of 150
    // unanswered requests, the first 99 are resent and the rest are not.
    silent.n = 0;
    await Promise.allSettled(
      Array.from({ length: 150 }, (_, i) => own.request(resent, { key: `b${i}` }, ctx)),
    );
    expect(silent.n).toBe(150 + 99);
    dead.unsubscribe();
  });
});
