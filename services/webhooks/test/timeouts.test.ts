import { createServer as createHttpServer } from "node:http";
import { type AddressInfo, createServer, type Server, type Socket } from "node:net";
import { webhookOps } from "@reservations/contracts";
import { newEvent } from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../../../test/support/hotel.js";
import { keyCall, startWebhooks, type WebhooksHarness } from "./harness.js";

// A receiver gets WEBHOOK_CONNECT_TIMEOUT_MS to accept the connection (TCP and TLS) and then
// WEBHOOK_ANSWER_TIMEOUT_MS to answer; each attempt that runs out records a timeout.

const SCOPES = ["webhooks:read", "webhooks:write", "housekeeping:read"] as const;

describe("delivery timeouts", () => {
  let h: WebhooksHarness;
  const servers: Server[] = [];
  const sockets: Socket[] = [];
  beforeAll(async () => {
    h = await startWebhooks({
      WEBHOOK_CONNECT_TIMEOUT_MS: "300",
      WEBHOOK_ANSWER_TIMEOUT_MS: "500",
      WEBHOOK_RETRY_SCHEDULE_MS: "0",
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    await h?.stop();
  });

  const listening = async (server: Server) => {
    servers.push(server);
    server.on("connection", (socket: Socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return (server.address() as AddressInfo).port;
  };
  /** The one attempt of the one delivery of an event sent to `url`, once it is recorded. */
  const attemptAt = async (url: string) => {
    const tenant = await h.hotel();
    const key = await h.key(tenant, [...SCOPES]);
    const sub = (await h.call(webhookOps.create, { url, events: ["unit.*"] }, keyCall(key, "prp_1"))).body
      .data;
    await h.events.publish(
      newEvent(
        "unit.housekeeping_changed",
        { unit_id: "unt_1", room_id: null, status: "clean" },
        { tenant_id: tenant, property_id: "prp_1" },
      ),
    );
    return eventually("the attempt", async () => {
      const res = await h.call(webhookOps.deliveries, { subscription_id: sub.id }, keyCall(key, "prp_1"));
      const [delivery] = res.body.data;
      return delivery?.status === "failed" ? delivery : undefined;
    });
  };

  it("a receiver that never completes the TLS handshake: the attempt ends as a connect timeout", async () => {
    // Takes the TCP connection and never answers the TLS ClientHello.
    const port = await listening(createServer(() => {}));
    const delivery = await attemptAt(`https://127.0.0.1:${port}/hook`);
    expect(delivery.attempts).toEqual([
      {
        at: expect.any(String),
        status_code: null,
        duration_ms: expect.any(Number),
        error: "timeout: the receiver did not accept the connection within 0.3 s",
      },
    ]);
    expect(delivery.attempts[0].duration_ms).toBeGreaterThanOrEqual(300);
    expect(delivery.attempts[0].duration_ms).toBeLessThan(2_000);
  });

  it("a receiver that takes the request and never answers: the attempt ends as an answer timeout", async () => {
    const port = await listening(createHttpServer(() => {}));
    const delivery = await attemptAt(`http://127.0.0.1:${port}/hook`);
    expect(delivery.attempts).toEqual([
      {
        at: expect.any(String),
        status_code: null,
        duration_ms: expect.any(Number),
        error: "timeout: the receiver did not answer within 0.5 s",
      },
    ]);
    expect(delivery.attempts[0].duration_ms).toBeGreaterThanOrEqual(500);
    expect(delivery.attempts[0].duration_ms).toBeLessThan(2_000);
  });
});
