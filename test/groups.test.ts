import { describe, expect, it } from "vitest";
import { booker, guest } from "./support/booking.js";
import {
  annex,
  bookingsOn,
  call,
  codes,
  create,
  fourRooms,
  freshUnit,
  get,
  groupsPath,
  holder,
  hotel,
  liveAllocations,
  made,
  occupant,
  property,
  reader,
  room,
  sql,
  stranger,
  tenant,
  useGroupsHotel,
} from "./support/groups-hotel.js";
import { eventually } from "./support/hotel.js";
import { InventoryScript } from "./support/inventory.js";

/** Booking groups through the gateway: creating one all-or-nothing, what partners see of it, and other hotels kept out. */
useGroupsHotel();

describe("booking groups: creating a group, all or nothing", () => {
  it("refuses a 5-room group on a room type with 4 free rooms whole, leaving nothing allocated", async () => {
    const res = await create({ rooms: [0, 1, 2, 3, 4].map(() => room(fourRooms, 30)) });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body).toMatchObject({ error_code: "INSUFFICIENT_CAPACITY", remaining: 4, requested: 5 });
    expect(res.body.message).toContain("rooms[4]");
    expect(res.body.message).toContain(fourRooms);
    expect(await liveAllocations(fourRooms)).toEqual([]);
    expect(await bookingsOn(fourRooms)).toBe(0);
    const left = await sql("SELECT count(*)::int AS n FROM booking.groups WHERE code = $1", [`GRP-${codes}`]);
    expect(left.rows[0].n).toBe(0);

    // The four rooms are all still there: a 4-room group gets them.
    const four = await made({
      rooms: [0, 1, 2, 3].map((i) => room(fourRooms, 30, { occupant: occupant(i) })),
    });
    expect(four.members).toHaveLength(4);
    // Its bookings are the hotel's, made by its token, as their revisions name it.
    const makers = await sql("SELECT DISTINCT created_by FROM booking.bookings WHERE id = ANY($1)", [
      four.members.map((m: { booking_id: string }) => m.booking_id),
    ]);
    expect(makers.rows).toEqual([{ created_by: { type: "merchant_token", id: null } }]);
    expect((await liveAllocations(fourRooms)).sort()).toEqual(
      four.members.map((m: { booking_id: string }) => m.booking_id).sort(),
    );
    // Full now: one more room of that type for those nights is refused, naming it.
    const more = await create({ rooms: [room(freshUnit(), 30), room(fourRooms, 31)] });
    expect(more.status).toBe(422);
    expect(more.body).toMatchObject({ error_code: "INSUFFICIENT_CAPACITY", remaining: 0, requested: 1 });
    expect(more.body.message).toContain("rooms[1]");
  });

  it("propagates other refusals naming the room, and keeps nothing of the rooms before it", async () => {
    const first = freshUnit();
    const taken = freshUnit();
    await made({ rooms: [room(taken, 40)] });
    const res = await create({ rooms: [room(first, 40), room(taken, 41)] });
    expect(res.status).toBe(409);
    expect(res.body.error_code).toBe("UNIT_NOT_AVAILABLE");
    expect(res.body.message).toContain(`rooms[1] (unit ${taken})`);
    expect(await liveAllocations(first)).toEqual([]);
    expect(await bookingsOn(first)).toBe(0);

    const unknown = await create({ rooms: [room(first, 40), room("unt_nope", 40)] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error_code).toBe("UNIT_NOT_FOUND");
    expect(unknown.body.message).toContain("rooms[1]");
    const past = await create({ rooms: [room(first, 40), room(freshUnit(), -3)] });
    expect(past.status).toBe(422);
    expect(Object.keys(past.body.errors)).toContain("rooms.1.start_date");
    expect(await liveAllocations(first)).toEqual([]);
  });
});

describe("booking groups: creating a group", () => {
  it("makes each room a pending hotel booking with its occupant, or the holder, as guest", async () => {
    const [u1, u2] = [freshUnit(), freshUnit()];
    const group = await made({ rooms: [room(u1, 50, { occupant: occupant(1) }), room(u2, 50)] });
    expect(group.id).toMatch(/^grp_/);
    expect(group).toMatchObject({
      code: `GRP-${codes}`,
      holder,
      billing_rule: "holder_pays_all",
      status: "tentative",
      totals: { charged: 400, paid: 0, refunded: 0, balance_due: 400 },
    });
    expect(group.members).toEqual([
      {
        booking_id: expect.stringMatching(/^bkg_/),
        occupant: occupant(1),
        status: "pending",
        total_price: 200,
        balance_due: 0,
        payment_status: "unpaid",
      },
      {
        booking_id: expect.stringMatching(/^bkg_/),
        occupant: { first_name: "Acme", last_name: "Travel", email: holder.email },
        status: "pending",
        total_price: 200,
        balance_due: 0,
        payment_status: "unpaid",
      },
    ]);
    expect(group.accounts).toEqual([
      {
        id: expect.stringMatching(/^acc_/),
        payer: holder,
        charged: 400,
        paid: 0,
        refunded: 0,
        balance_due: 400,
      },
    ]);
    const list = await call("GET", `/api/merchant/properties/${property}/bookings?limit=100`, {
      token: tenant.token,
    });
    const member = list.body.data.find((b: { id: string }) => b.id === group.members[0].booking_id);
    expect(member).toMatchObject({
      status: "pending",
      origin: "hotel",
      is_hold: false,
      unit_id: u1,
      guest: occupant(1),
    });
    // Inventory commits the allocations once the bookings exist.
    await eventually("the allocations to be committed", async () => {
      const { rows } = await sql("SELECT status FROM inventory.allocations WHERE booking_id = ANY($1)", [
        group.members.map((m: { booking_id: string }) => m.booking_id),
      ]);
      return rows.every((r) => r.status === "committed") ? rows : undefined;
    });

    expect(await get(group.id)).toEqual(group);
    const page = await call("GET", `${groupsPath()}?limit=100`, { token: tenant.token });
    expect(page.status).toBe(200);
    expect(page.body.data.find((g: { id: string }) => g.id === group.id)).toEqual(group);
  });

  it("keeps codes unique per property: a duplicate is 409 GROUP_CODE_TAKEN, another property may reuse it", async () => {
    const unit = freshUnit();
    await made({ code: "WEDDING", rooms: [room(freshUnit(), 60)] });
    const again = await create({ code: "WEDDING", rooms: [room(unit, 60)] });
    expect(again.status).toBe(409);
    expect(again.body.error_code).toBe("GROUP_CODE_TAKEN");
    expect(await liveAllocations(unit)).toEqual([]);
    const annexInv = new InventoryScript(hotel, tenant.token, annex);
    const annexUnit = (await annexInv.unit({ name: "Annex room" })).id;
    const annexPlan = await annexInv.ratePlan({ unit_ids: [annexUnit] });
    const elsewhere = await create(
      { code: "WEDDING", rooms: [{ ...room(annexUnit, 60), rate_plan_id: annexPlan }] },
      annex,
    );
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(201);
  });

  it("validates the body", async () => {
    for (const [body, field] of [
      [{ rooms: [] }, "rooms"],
      [{ rooms: [room(freshUnit())], billing_rule: "whoever" }, "billing_rule"],
      [{ rooms: [room(freshUnit())], holder: { name: "X", email: "nope" } }, "holder.email"],
      [{ rooms: [room(freshUnit(), 20, { rate_plan_id: undefined })] }, "rooms.0.rate_plan_id"],
    ] as const) {
      const res = await create(body);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(Object.keys(res.body.errors)).toContain(field);
    }
  });
});

describe("booking groups: partners", () => {
  it("see member bookings as bookings, nothing of the group, and still cannot book quantity above 1", async () => {
    const unit = freshUnit();
    const group = await made({ code: "SECRET-CODE", rooms: [room(unit, 130)] });
    const bookingId = group.members[0].booking_id;
    const one = await call("GET", `/api/v1/bookings/${bookingId}`, { token: reader.secret });
    const list = await call("GET", "/api/v1/bookings?limit=100", { token: reader.secret });
    expect(list.body.data.map((b: { id: string }) => b.id)).toContain(bookingId);
    for (const body of [one.body, list.body]) {
      const text = JSON.stringify(body);
      expect(text).not.toContain(group.id);
      expect(text).not.toContain("SECRET-CODE");
    }
    const keys = [...Object.keys(one.body.data), ...list.body.data.flatMap(Object.keys)];
    expect(keys.filter((k) => /group/i.test(k))).toEqual([]);
    expect(Object.keys(one.body.data)).toEqual(expect.arrayContaining(["balance_due", "payment_status"]));

    for (const path of ["/api/v1/booking-groups", `/api/v1/booking-groups/${group.id}`]) {
      const res = await call("GET", path, { token: reader.secret });
      expect(res.status).toBe(404);
      expect(res.body.error_code).toBe("ROUTE_NOT_FOUND");
    }
    // A partner key is no merchant token.
    const asKey = await call("GET", groupsPath(group.id), { token: reader.secret });
    expect(asKey.status).toBe(401);
    const doc = (await call("GET", "/api/v1/openapi.json")).body;
    const groupPaths = Object.keys(doc.paths).filter((p) => p.includes("group"));
    expect(groupPaths.length).toBeGreaterThan(0);
    expect(groupPaths.every((p) => p.startsWith("/api/merchant/"))).toBe(true);

    const quantity = await booker(call, reader.secret)({ ...room(freshUnit(), 130), guest, quantity: 2 });
    expect(quantity.status).toBe(422);
    expect(quantity.body.error_code).toBe("INVALID_BOOKING_QUANTITY");
  });
});

describe("booking groups: another hotel", () => {
  it("gets 404 on every route, and the group is untouched", async () => {
    const group = await made({ rooms: [room(freshUnit(), 140)] });
    const member = group.members[0].booking_id;
    const account = group.accounts[0].id;
    const g = (rest = "") => groupsPath(`${group.id}${rest}`);
    const cases: [string, string, unknown, string][] = [
      [
        "POST",
        groupsPath(),
        { code: "X", holder, billing_rule: "holder_pays_all", rooms: [room(freshUnit(), 140)] },
        "PROPERTY_NOT_FOUND",
      ],
      ["GET", groupsPath(), undefined, "PROPERTY_NOT_FOUND"],
      ["GET", g(), undefined, "GROUP_NOT_FOUND"],
      ["POST", g("/members"), room(freshUnit(), 140), "GROUP_NOT_FOUND"],
      ["DELETE", g(`/members/${member}`), undefined, "GROUP_NOT_FOUND"],
      [
        "PUT",
        g("/rooming-list"),
        { members: [{ booking_id: member, occupant: occupant(7) }] },
        "GROUP_NOT_FOUND",
      ],
      ["PUT", g("/billing"), { billing_rule: "occupants_pay_own" }, "GROUP_NOT_FOUND"],
      ["POST", g("/confirm"), undefined, "GROUP_NOT_FOUND"],
      ["POST", g("/cancel"), undefined, "GROUP_NOT_FOUND"],
      ["POST", g("/payments"), { account_id: account, amount: 10, method: "cash" }, "GROUP_NOT_FOUND"],
      ["POST", g("/refunds"), { payment_id: "pay_nope", amount: 10 }, "GROUP_NOT_FOUND"],
    ];
    for (const [method, url, body, code] of cases) {
      const res = await call(method, url, { token: stranger.token, body });
      expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(404);
      expect(res.body.error_code).toBe(code);
    }
    // The same hotel, through another of its properties: not found either.
    const wrongProperty = await call("GET", groupsPath(group.id, annex), { token: tenant.token });
    expect(wrongProperty.status).toBe(404);
    expect(wrongProperty.body.error_code).toBe("GROUP_NOT_FOUND");
    expect(await get(group.id)).toEqual(group);
  });
});
