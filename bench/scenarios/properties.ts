import { callJson, expectStatus, UnexpectedAnswer } from "../lib/http.js";
import type { LoadRequest } from "../lib/load.js";
import type { BaselineContext, BaselineTarget, Scenario } from "../lib/scenario.js";
import type { Hotel } from "../lib/seed.js";

/** One request as the load generator will send it; 200 with exactly the seeded property. */
async function checkList(what: string, request: LoadRequest, hotel: Hotel): Promise<void> {
  const url = new URL(request.url);
  const answer = await callJson(url.origin, request.method ?? "GET", url.pathname + url.search, {
    headers: request.headers,
  });
  expectStatus(what, answer, 200);
  const data = answer.body?.data;
  const p = Array.isArray(data) && data.length === 1 ? data[0] : undefined;
  const expected = { id: hotel.propertyId, ...hotel.property, api_rate_plans_configured: true };
  const same =
    p !== undefined &&
    Object.entries(expected).every(([k, v]) => p[k] === v) &&
    typeof p.created_at === "string" &&
    answer.body.next_cursor === null;
  if (!same) {
    throw new UnexpectedAnswer(
      `${what}: expected {data: [${JSON.stringify(expected)}…], next_cursor: null}, got ${answer.text.slice(0, 300)}`,
    );
  }
}

export const properties: Scenario = {
  name: "properties",
  measures:
    "Authenticated `GET /api/v1/properties` with a partner key (Bearer) through the gateway: key " +
    "authentication (cached after the first call), the Redis sliding-window rate limit, scope and " +
    "X-Property rules, one NATS request to inventory (tenant-scoped SELECT), envelopes, request log.",
  baselineIs:
    "`bench/baseline/properties-server.ts`: a bare fastify route doing one EVALSHA of the gateway's " +
    "sliding-window script and one NATS request to `bench/baseline/properties-responder.ts`, which reads " +
    "the property by primary key on `inventory.properties` (with the same EXISTS on its api rate plans as " +
    "inventory's) through inventory's own coalesced read, so requests asked while a statement is under " +
    "way share the next one, as in the mesh, and replies: the mesh's hops without auth, validation or envelopes.",
  targets: { throughputAtLeast: 0.7 },
  meshStatus: 200,

  async mesh({ url, hotel }) {
    const request: LoadRequest = {
      url: `${url}/api/v1/properties`,
      headers: { authorization: `Bearer ${hotel.keySecret}` },
    };
    return { request, check: () => checkList("mesh GET /api/v1/properties", request, hotel) };
  },

  baseline: (ctx) => ceiling(ctx, true),
};

/**
 * The ceiling's two processes (server and responder) started, and its target. `batched`: the
 * responder reads as inventory does (coalesced); otherwise one SELECT per request, on a subject of
 * its own so both pairs can stay up side by side.
 */
export async function ceiling(ctx: BaselineContext, batched: boolean): Promise<BaselineTarget> {
  const name = batched ? "baseline" : "baseline-unbatched";
  const mode = { BASELINE_UNBATCHED: String(!batched) };
  const responder = await ctx.start(
    `${name}-responder`,
    new URL("../baseline/properties-responder.ts", import.meta.url),
    { BASELINE_TENANT_ID: ctx.hotel.tenantId, ...mode },
  );
  const port = await ctx.freePort();
  const server = await ctx.start(
    `${name}-server`,
    new URL("../baseline/properties-server.ts", import.meta.url),
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      BASELINE_PROPERTY_ID: ctx.hotel.propertyId,
      ...mode,
    },
  );
  const request: LoadRequest = { url: `http://127.0.0.1:${port}/api/v1/properties` };
  return {
    request,
    processes: [server, responder],
    check: () => checkList(`${name} GET /api/v1/properties`, request, ctx.hotel),
  };
}
