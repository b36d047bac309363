import { describe, expect, it } from "vitest";
import {
  CAP,
  call,
  db,
  hotel,
  type Key,
  merchant,
  p1,
  SUBSCRIBER_SCOPES,
  subscriber,
  tenant,
  useAuthorityMesh,
} from "./support/webhook-authority.js";

/** A subscription is written only by the key that made it (or its hotel), and a key holds at most the cap. */
useAuthorityMesh();

describe("webhook authority: writes belong to the key that created the subscription", () => {
  it("another key of the hotel reads it but gets 404 on every write; the creating key and the hotel's own writes work", async () => {
    const a = await subscriber();
    const other = await hotel.key(tenant.token, { property_ids: [p1], scopes: SUBSCRIBER_SCOPES });
    const path = `/api/v1/webhooks/${a.sub.id}`;
    const as = (key: Key, method: string, suffix = "", body?: unknown) =>
      call(method, `${path}${suffix}`, { token: key.secret, body });

    // A subscription within the key's properties is visible to any key of the hotel.
    const read = await as(other, "GET");
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: a.sub.id, created_by: "key", url: a.inbox.url });
    expect(
      (await call("GET", "/api/v1/webhooks", { token: other.secret })).body.data.map(
        (s: { id: string }) => s.id,
      ),
    ).toContain(a.sub.id);

    const writes: [string, string, unknown?][] = [
      ["PATCH", "", { url: "http://127.0.0.1:9/elsewhere" }],
      ["POST", "/deactivate"],
      ["POST", "/activate"],
      ["POST", "/rotate-secret"],
      ["POST", "/test"],
      ["DELETE", ""],
    ];
    for (const [method, suffix, body] of writes) {
      const res = await as(other, method, suffix, body);
      expect(res.status, `${method} ${suffix}`).toBe(404);
      expect(res.body).toEqual({
        message: expect.any(String),
        error_code: "WEBHOOK_SUBSCRIPTION_NOT_FOUND",
      });
    }
    // Nothing changed: same url, still active, still signing with the secret shown at create.
    expect((await as(a.key, "GET")).body.data).toMatchObject({ url: a.inbox.url, active: true });
    expect(a.inbox.received).toHaveLength(0);

    expect((await as(a.key, "PATCH", "", { events: ["booking.created"] })).body.data.events).toEqual([
      "booking.created",
    ]);
    expect((await as(a.key, "POST", "/deactivate")).body.data.active).toBe(false);
    expect((await as(a.key, "POST", "/activate")).body.data.active).toBe(true);
    const rotated = await as(a.key, "POST", "/rotate-secret");
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.secret).not.toBe(a.sub.secret);
    const tested = await as(a.key, "POST", "/test");
    expect(tested.body.data).toMatchObject({ delivered: true, status_code: 204 });
    expect(a.inbox.received).toHaveLength(1);
    expect((await as(a.key, "DELETE")).status).toBe(204);

    // The hotel's own subscriptions are the hotel's to change, as before.
    const own = await merchant("POST", "/api/merchant/webhooks", {
      url: a.inbox.url,
      events: ["booking.*"],
    });
    expect(own.status).toBe(201);
    const ownPath = `/api/merchant/webhooks/${own.body.data.id}`;
    expect((await merchant("PATCH", ownPath, { events: ["booking.created"] })).status).toBe(200);
    expect((await merchant("POST", `${ownPath}/rotate-secret`)).status).toBe(200);
    expect((await merchant("DELETE", ownPath)).status).toBe(204);
  });
});

describe("webhook authority: a url with a token, read by another key", () => {
  it("another key of the hotel reads a url that carries a token as scheme, host and path, and gets 404 on the deliveries; the creating key and the hotel read theirs whole", async () => {
    const a = await subscriber();
    const other = await hotel.key(tenant.token, { property_ids: [p1], scopes: SUBSCRIBER_SCOPES });
    const secretUrl = `${a.inbox.url}/in?token=s3cret&x=1#frag`;
    const path = `/api/v1/webhooks/${a.sub.id}`;
    const edited = await call("PATCH", path, { token: a.key.secret, body: { url: secretUrl } });
    expect(edited.body.data.url).toBe(secretUrl);
    const shown = `${a.inbox.url}/in`;

    const urls = async (key: Key) => {
      const one = await call("GET", path, { token: key.secret });
      const all = await call("GET", "/api/v1/webhooks", { token: key.secret });
      return [one.body.data.url, all.body.data.find((s: { id: string }) => s.id === a.sub.id).url];
    };
    expect(await urls(other)).toEqual([shown, shown]);
    expect(await urls(a.key)).toEqual([secretUrl, secretUrl]);
    const theirs = await call("GET", `${path}/deliveries`, { token: other.secret });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({
      message: expect.any(String),
      error_code: "WEBHOOK_SUBSCRIPTION_NOT_FOUND",
    });
    const mine = await call("GET", `${path}/deliveries`, { token: a.key.secret });
    expect(mine.status).toBe(200);

    const own = await merchant("POST", "/api/merchant/webhooks", { url: secretUrl, events: ["booking.*"] });
    expect(own.status).toBe(201);
    const ownRead = await merchant("GET", `/api/merchant/webhooks/${own.body.data.id}`);
    expect(ownRead.body.data.url).toBe(secretUrl);
    expect((await merchant("DELETE", `/api/merchant/webhooks/${own.body.data.id}`)).status).toBe(204);
  });
});

describe("webhook authority: a key holds at most WEBHOOK_MAX_SUBSCRIPTIONS_PER_KEY subscriptions", () => {
  const create = (key: Key) =>
    call("POST", "/api/v1/webhooks", {
      token: key.secret,
      body: { url: "http://127.0.0.1:9/hook", events: ["booking.*"] },
    });
  const held = async (key: Key) =>
    (
      await db.query("SELECT count(*)::int AS n FROM webhooks.subscriptions WHERE created_by_key = $1", [
        key.id,
      ])
    ).rows[0].n;

  it("one more answers 422 WEBHOOK_SUBSCRIPTION_LIMIT_REACHED with the limit; a delete frees a place; other keys are not affected", async () => {
    const key = await hotel.key(tenant.token, { property_ids: [p1], scopes: SUBSCRIBER_SCOPES });
    const made = [];
    for (let i = 0; i < CAP; i++) {
      const res = await create(key);
      expect(res.status).toBe(201);
      made.push(res.body.data.id);
    }
    const over = await create(key);
    expect(over.status).toBe(422);
    expect(over.body).toEqual({
      message: expect.any(String),
      error_code: "WEBHOOK_SUBSCRIPTION_LIMIT_REACHED",
      limit: CAP,
    });
    // Inactive subscriptions still count: the cap is on what a key holds.
    const off = await call("POST", `/api/v1/webhooks/${made[0]}/deactivate`, { token: key.secret });
    expect(off.status).toBe(200);
    expect((await create(key)).status).toBe(422);
    expect((await call("DELETE", `/api/v1/webhooks/${made[0]}`, { token: key.secret })).status).toBe(204);
    expect((await create(key)).status).toBe(201);
    expect(await held(key)).toBe(CAP);

    const another = await hotel.key(tenant.token, { property_ids: [p1], scopes: SUBSCRIBER_SCOPES });
    expect((await create(another)).status).toBe(201);
    // The hotel's own subscriptions are not a key's.
    expect(
      (await merchant("POST", "/api/merchant/webhooks", { url: "http://127.0.0.1:9/h", events: ["*"] }))
        .status,
    ).toBe(201);
  });

  it("concurrent creates never exceed the cap, also from one below it", async () => {
    const key = await hotel.key(tenant.token, { property_ids: [p1], scopes: SUBSCRIBER_SCOPES });
    const burst = async (n: number) => {
      const answers = await Promise.all(Array.from({ length: n }, () => create(key)));
      for (const a of answers.filter((a) => a.status !== 201)) {
        expect(a.status).toBe(422);
        expect(a.body.error_code).toBe("WEBHOOK_SUBSCRIPTION_LIMIT_REACHED");
      }
      return answers.filter((a) => a.status === 201).map((a) => a.body.data.id as string);
    };
    const first = await burst(10);
    expect(first).toHaveLength(CAP);
    expect(await held(key)).toBe(CAP);
    // At limit - 1, several creates at once: exactly one gets the last place.
    expect((await call("DELETE", `/api/v1/webhooks/${first[0]}`, { token: key.secret })).status).toBe(204);
    expect(await burst(6)).toHaveLength(1);
    expect(await held(key)).toBe(CAP);
  });
});
