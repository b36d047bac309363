// Baseline, second process: answers a NATS request with one primary-key SELECT on the real
// inventory.properties table of the bench database (with inventory's EXISTS on the property's
// active api rate plans, so the answer is the mesh's). No envelope, no validation: the request
// data is the property id, the reply is the JSON body the HTTP side sends as is.
import type { Msg } from "@nats-io/transport-node";
import { connectNats, createPool, loadConfig, namespaced, runMain } from "@reservations/service-kit";
import { BASELINE_PROPERTY_SUBJECT } from "./subjects.js";

interface Row {
  id: string;
  name: string;
  currency: string;
  timezone: string;
  created_at: Date;
  api_rate_plans_configured: boolean;
}

const decoder = new TextDecoder();
const encoder = new TextEncoder();

runMain(async () => {
  const config = loadConfig();
  const pool = createPool(config.DATABASE_URL, { max: config.PG_POOL_MAX });
  const nc = await connectNats(config.NATS_URL, "baseline-responder");

  const answer = async (msg: Msg) => {
    let body: unknown;
    try {
      const { rows } = await pool.query<Row>(
        `SELECT p.id, p.name, p.currency, p.timezone, p.created_at,
                EXISTS (SELECT 1 FROM inventory.rate_plans rp
                         WHERE rp.property_id = p.id AND rp.active AND 'api' = ANY (rp.sales_channels))
                  AS api_rate_plans_configured
           FROM inventory.properties p WHERE p.id = $1`,
        [decoder.decode(msg.data)],
      );
      body = {
        data: rows.map((r) => ({
          id: r.id,
          name: r.name,
          currency: r.currency,
          timezone: r.timezone,
          api_rate_plans_configured: r.api_rate_plans_configured,
          created_at: r.created_at.toISOString(),
        })),
        next_cursor: null,
      };
    } catch (err) {
      body = { error: (err as Error).message };
    }
    msg.respond(encoder.encode(JSON.stringify(body)));
  };

  const sub = nc.subscribe(namespaced(config.NATS_NAMESPACE, BASELINE_PROPERTY_SUBJECT), {
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
