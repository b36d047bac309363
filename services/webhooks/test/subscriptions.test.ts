import { webhookOps } from "@reservations/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelCall, keyCall, startWebhooks, type WebhooksHarness } from "./harness.js";

// The subscription operations over real NATS, Postgres and Redis, with the webhooks service alone.

const READ_WRITE = ["webhooks:read", "webhooks:write"] as const;
const url = "http://127.0.0.1:9/hook";

let h: WebhooksHarness;
beforeAll(async () => {
  h = await startWebhooks();
});
afterAll(() => h?.stop());

describe("webhook subscriptions: secrets and who writes them", () => {
  it("answers the secret on create and rotate only, whsec_ and base64; the previous one stays 24 h", async () => {
    const tenant = await h.hotel();
    const created = await h.call(webhookOps.create, { url, events: ["booking.*"] }, hotelCall(tenant));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ url, events: ["booking.*"], property_ids: null, active: true });
    expect(created.body.data.created_by).toBe("hotel");
    expect(created.body.data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const id = created.body.data.id;

    const read = await h.call(webhookOps.get, { subscription_id: id }, hotelCall(tenant));
    const listed = await h.call(webhookOps.list, {}, hotelCall(tenant));
    for (const body of [read.body.data, ...listed.body.data]) expect(body).not.toHaveProperty("secret");
    expect(listed.body.data.map((s: { id: string }) => s.id)).toEqual([id]);

    const rotated = await h.call(webhookOps.rotateSecret, { subscription_id: id }, hotelCall(tenant));
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(rotated.body.data.secret).not.toBe(created.body.data.secret);
    const { rows } = await h.service.kit.pool.query(
      "SELECT previous_secret_until > now() + interval '23 hours' AS kept FROM webhooks.subscriptions WHERE id = $1",
      [id],
    );
    expect(rows[0].kept).toBe(true);
  });

  it("a key's subscription is changed by that key only: another key of the hotel reads it and gets 404 on writes and on its deliveries, the hotel does not see it", async () => {
    const tenant = await h.hotel();
    const [a, b] = await Promise.all([
      h.key(tenant, [...READ_WRITE, "housekeeping:read"]),
      h.key(tenant, [...READ_WRITE, "housekeeping:read"]),
    ]);
    const created = await h.call(webhookOps.create, { url, events: ["unit.*"] }, keyCall(a, "prp_1"));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ created_by: "key", property_ids: ["prp_1"] });
    const subscription_id = created.body.data.id;

    expect((await h.call(webhookOps.get, { subscription_id }, keyCall(b, "prp_1"))).status).toBe(200);
    const writes = [
      () => h.call(webhookOps.deliveries, { subscription_id }, keyCall(b, "prp_1")),
      () => h.call(webhookOps.update, { subscription_id, patch: { url: `${url}2` } }, keyCall(b, "prp_1")),
      () => h.call(webhookOps.deactivate, { subscription_id }, keyCall(b, "prp_1")),
      () => h.call(webhookOps.activate, { subscription_id }, keyCall(b, "prp_1")),
      () => h.call(webhookOps.rotateSecret, { subscription_id }, keyCall(b, "prp_1")),
      () => h.call(webhookOps.test, { subscription_id }, keyCall(b, "prp_1")),
      () => h.call(webhookOps.remove, { subscription_id }, keyCall(b, "prp_1")),
    ];
    for (const write of writes) {
      const res = await write();
      expect(res.status).toBe(404);
      expect(res.body.error_code).toBe("WEBHOOK_SUBSCRIPTION_NOT_FOUND");
    }
    expect((await h.call(webhookOps.get, { subscription_id }, hotelCall(tenant))).status).toBe(404);
    expect((await h.call(webhookOps.list, {}, hotelCall(tenant))).body.data).toEqual([]);
    expect((await h.call(webhookOps.get, { subscription_id }, keyCall(a, "prp_2"))).status).toBe(404);

    const off = await h.call(webhookOps.deactivate, { subscription_id }, keyCall(a, "prp_1"));
    expect(off.body.data).toMatchObject({ active: false, disabled_reason: "deactivated" });
    expect((await h.call(webhookOps.remove, { subscription_id }, keyCall(a, "prp_1"))).status).toBe(204);
    expect((await h.call(webhookOps.get, { subscription_id }, keyCall(a, "prp_1"))).status).toBe(404);
  });

  it("another key of the hotel reads a subscription's url as scheme, host and path only; the creating key and the hotel read their own whole", async () => {
    const tenant = await h.hotel();
    const [a, b] = await Promise.all([
      h.key(tenant, [...READ_WRITE, "housekeeping:read"]),
      h.key(tenant, [...READ_WRITE, "housekeeping:read"]),
    ]);
    const secretUrl = "http://127.0.0.1:9/in/hook?token=s3cret&x=1#frag";
    const created = await h.call(
      webhookOps.create,
      { url: secretUrl, events: ["unit.*"] },
      keyCall(a, "prp_1"),
    );
    expect(created.body.data.url).toBe(secretUrl);
    const subscription_id = created.body.data.id;
    const own = await h.call(webhookOps.create, { url: secretUrl, events: ["unit.*"] }, hotelCall(tenant));

    const urlsOf = async (key: typeof a) => {
      const got = await h.call(webhookOps.get, { subscription_id }, keyCall(key, "prp_1"));
      const listed = await h.call(webhookOps.list, {}, keyCall(key, "prp_1"));
      return [got.body.data.url, ...listed.body.data.map((s: { url: string }) => s.url)];
    };
    expect(await urlsOf(b)).toEqual(["http://127.0.0.1:9/in/hook", "http://127.0.0.1:9/in/hook"]);
    expect(await urlsOf(a)).toEqual([secretUrl, secretUrl]);
    const hotelRead = await h.call(webhookOps.get, { subscription_id: own.body.data.id }, hotelCall(tenant));
    expect(hotelRead.body.data.url).toBe(secretUrl);
    expect((await h.call(webhookOps.list, {}, hotelCall(tenant))).body.data[0].url).toBe(secretUrl);

    const theirs = await h.call(webhookOps.deliveries, { subscription_id }, keyCall(b, "prp_1"));
    expect(theirs.status).toBe(404);
    expect(theirs.body.error_code).toBe("WEBHOOK_SUBSCRIPTION_NOT_FOUND");
    const mine = await h.call(webhookOps.deliveries, { subscription_id }, keyCall(a, "prp_1"));
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ data: [], next_cursor: null });
  });
});

describe("webhook subscriptions: properties, families and urls", () => {
  it("a key subscribes within its properties, each one the hotel's", async () => {
    const tenant = await h.hotel();
    h.properties.set(tenant, new Set(["prp_1", "prp_2", "prp_3"]));
    const limited = await h.key(tenant, [...READ_WRITE, "housekeeping:read"], {
      property_ids: ["prp_1", "prp_2"],
    });
    const everywhere = await h.key(tenant, [...READ_WRITE, "housekeeping:read"]);
    const create = (key: typeof limited, property_ids?: string[]) =>
      h.call(webhookOps.create, { url, events: ["unit.*"], property_ids }, keyCall(key, "prp_1"));
    const edit = (key: typeof limited, subscription_id: string, property_ids: string[] | null) =>
      h.call(webhookOps.update, { subscription_id, patch: { property_ids } }, keyCall(key, "prp_1"));
    const fieldErrors = async (res: Promise<{ status: number; body: { errors?: object } }>) => {
      const answer = await res;
      expect(answer.status).toBe(422);
      return answer.body.errors;
    };
    const beyond = { property_ids: ["must lie within the key's properties"] };

    expect(await fieldErrors(create(limited, ["prp_1", "prp_3"]))).toEqual(beyond);
    expect(await fieldErrors(create(everywhere, ["prp_1", "prp_9"]))).toEqual({
      property_ids: ["unknown properties: prp_9"],
    });
    const both = await create(limited, ["prp_2", "prp_1", "prp_2"]);
    expect(both.body.data.property_ids).toEqual(["prp_2", "prp_1"]);
    expect((await create(limited)).body.data.property_ids).toEqual(["prp_1"]);

    expect(await fieldErrors(edit(limited, both.body.data.id, null))).toEqual(beyond);
    expect(await fieldErrors(edit(limited, both.body.data.id, ["prp_3"]))).toEqual(beyond);
    const mine = await create(everywhere);
    expect((await edit(everywhere, mine.body.data.id, null)).body.data.property_ids).toBeNull();
    expect((await edit(everywhere, mine.body.data.id, ["prp_3", "prp_1"])).body.data.property_ids).toEqual([
      "prp_3",
      "prp_1",
    ]);
  });

  it("a key subscribes only to the event families its scopes read, and a key that lost the scope cannot re-key or test", async () => {
    const tenant = await h.hotel();
    const key = await h.key(tenant, [...READ_WRITE, "housekeeping:read"]);
    const refused = await h.call(webhookOps.create, { url, events: ["booking.*"] }, keyCall(key, "prp_1"));
    expect(refused.status).toBe(403);
    expect(refused.body.error_code).toBe("WEBHOOK_EVENT_NOT_PERMITTED");

    const created = await h.call(webhookOps.create, { url, events: ["unit.*"] }, keyCall(key, "prp_1"));
    const subscription_id = created.body.data.id;
    const narrowed = keyCall({ ...key, scopes: [...READ_WRITE] }, "prp_1");
    for (const res of [
      await h.call(webhookOps.rotateSecret, { subscription_id }, narrowed),
      await h.call(webhookOps.test, { subscription_id }, narrowed),
      await h.call(webhookOps.activate, { subscription_id }, narrowed),
    ]) {
      expect(res.body.error_code).toBe("WEBHOOK_EVENT_NOT_PERMITTED");
    }
    const widened = await h.call(
      webhookOps.update,
      { subscription_id, patch: { events: ["unit.*", "booking.created"] } },
      keyCall(key, "prp_1"),
    );
    expect(widened.body.error_code).toBe("WEBHOOK_EVENT_NOT_PERMITTED");
  });

  it("refuses a url deliveries may not reach, on create and on edit", async () => {
    const tenant = await h.hotel();
    const bad = await h.call(
      webhookOps.create,
      { url: "http://user:pw@127.0.0.1:9/hook", events: ["booking.*"] },
      hotelCall(tenant),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty("url");
    const created = await h.call(webhookOps.create, { url, events: ["booking.*"] }, hotelCall(tenant));
    const edited = await h.call(
      webhookOps.update,
      { subscription_id: created.body.data.id, patch: { url: "ftp://127.0.0.1/hook" } },
      hotelCall(tenant),
    );
    expect(edited.status).toBe(422);
    expect(edited.body.errors).toHaveProperty("url");
  });
});

describe("webhook subscriptions: api_version", () => {
  it("takes the version the call names, else 2026-11-21, and an edit changes it or leaves it", async () => {
    const tenant = await h.hotel();
    const key = await h.key(tenant, [...READ_WRITE, "housekeeping:read"]);
    const own = await h.call(webhookOps.create, { url, events: ["unit.*"] }, hotelCall(tenant));
    expect(own.body.data.api_version).toBe("2026-11-21");
    // The gateway fills in the key's version; the service takes what the call names.
    const pinned = await h.call(
      webhookOps.create,
      { url, events: ["unit.*"], api_version: "2026-12-15" },
      keyCall(key, "prp_1"),
    );
    expect(pinned.body.data).toMatchObject({ created_by: "key", api_version: "2026-12-15" });
    const subscription_id = pinned.body.data.id;
    const read = await h.call(webhookOps.get, { subscription_id }, keyCall(key, "prp_1"));
    expect(read.body.data.api_version).toBe("2026-12-15");

    const edit = (patch: object) =>
      h.call(webhookOps.update, { subscription_id, patch }, keyCall(key, "prp_1"));
    expect((await edit({ api_version: "2026-11-21" })).body.data.api_version).toBe("2026-11-21");
    expect((await edit({ url: `${url}2` })).body.data).toMatchObject({
      url: `${url}2`,
      api_version: "2026-11-21",
    });
    const ownEdit = await h.call(
      webhookOps.update,
      { subscription_id: own.body.data.id, patch: { api_version: "2026-12-15" } },
      hotelCall(tenant),
    );
    expect(ownEdit.body.data.api_version).toBe("2026-12-15");

    const unknown = await edit({ api_version: "2020-01-01" });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(["patch.api_version"]);
  });
});
