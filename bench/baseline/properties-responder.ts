// Baseline, second process: answers a NATS request with one primary-key read of the property on
// the real inventory.properties table of the bench database (with its EXISTS on the property's
// active api rate plans, so the answer is the mesh's). It reads as inventory does: through
// inventory's own `PropertyReads`, one statement for the reads asked while the last was under way
// (`coalesced`, same options). BASELINE_UNBATCHED=true makes it the unbatched ceiling: one
// `findProperty` SELECT per request. No envelope, no validation: the request data is the property
// id, the reply is the JSON body the HTTP side sends as is.
import type { Msg } from "@nats-io/transport-node";
import { connectNats, createPool, loadConfig, namespaced, runMain } from "@reservations/service-kit";
import { findProperty, PropertyReads } from "../../services/inventory/src/store/properties.js";
import { ceilingSubject, unbatched } from "./subjects.js";

const encoder = new TextEncoder();

runMain(async () => {
  const config = loadConfig();
  const tenantId = process.env.BASELINE_TENANT_ID;
  if (!tenantId) throw new Error("BASELINE_TENANT_ID is not set");
  const pool = createPool(config.DATABASE_URL, { max: config.PG_POOL_MAX });
  const reads = new PropertyReads(pool);
  const find = unbatched()
    ? (id: string) => findProperty(pool, tenantId, id)
    : (id: string) => reads.find({ tenantId, id });
  const nc = await connectNats(config.NATS_URL, "baseline-responder");

  const answer = async (msg: Msg) => {
    let body: unknown;
    try {
      const property = await find(msg.string());
      body = { data: property ? [property] : [], next_cursor: null };
    } catch (err) {
      body = { error: (err as Error).message };
    }
    msg.respond(encoder.encode(JSON.stringify(body)));
  };

  const sub = nc.subscribe(namespaced(config.NATS_NAMESPACE, ceilingSubject()), {
    queue: "baseline",
    callback: (err, msg) => {
      if (!err) void answer(msg);
    },
  });
  await nc.flush();
  process.stdout.write("ready\n");
  return {
    async stop() {
      await sub.drain();
      await nc.drain().catch(() => {});
      await pool.end().catch(() => {});
    },
  };
}, "baseline properties-responder");
