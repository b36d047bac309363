import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { booker, guest } from "./support/booking.js";
import { eventually, HotelScript } from "./support/hotel.js";
import { type Call, httpClient } from "./support/http.js";
import { InventoryScript, inDays } from "./support/inventory.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";

const holder = { name: "Acme Travel", email: "groups@acme.example" };
const occupant = (n: number) => ({
  first_name: `Guest${n}`,
  last_name: "Lee",
  email: `guest${n}@example.com`,
});

/** Booking groups through the gateway: merchant surface only, all-or-nothing allocation, money. */
describe("booking groups", () => {
  let mesh: TestMesh;
  let call: Call;
  let hotel: HotelScript;
  let tenant: { id: string; token: string };
  let stranger: { id: string; token: string };
  let property: string;
  let annex: string;
  let plan: string;
  /** A room type with 4 rooms, and single units handed out one per use. */
  let fourRooms: string;
  const units: string[] = [];
  let nextUnit = 0;
  const freshUnit = () => units[nextUnit++]!;
  let reader: { id: string; secret: string };

  beforeAll(async () => {
    mesh = await startTestMesh();
    call = httpClient(mesh.url);
    hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
    tenant = await hotel.tenant("Groups hotel");
    stranger = await hotel.tenant("Another hotel");
    property = await hotel.property(tenant.token, { timezone: "UTC" });
    annex = await hotel.property(tenant.token, { name: "Annex", timezone: "UTC" });
    const inv = new InventoryScript(hotel, tenant.token, property);
    fourRooms = (
      await inv.unit({
        name: "Twin",
        kind: "room_type",
        rooms: [{ name: "T1" }, { name: "T2" }, { name: "T3" }, { name: "T4" }],
      })
    ).id;
    for (let i = 0; i < 30; i++) units.push((await inv.unit({ name: `Room ${i}` })).id);
    plan = await inv.ratePlan({ unit_ids: [fourRooms, ...units] });
    reader = await hotel.key(tenant.token, {
      property_ids: [property],
      scopes: ["bookings:read", "bookings:read:all", "bookings:write"],
    });
  });
  afterAll(async () => mesh?.stop());

  const groupsPath = (rest = "", p = property) =>
    `/api/merchant/properties/${p}/booking-groups${rest ? `/${rest}` : ""}`;
  /** Two nights at 100.00 (2 adults) from `from` days ahead. */
  const room = (unit: string, from = 20, extra: Record<string, unknown> = {}) => ({
    unit_id: unit,
    rate_plan_id: plan,
    start_date: inDays(from),
    end_date: inDays(from + 2),
    adults: 2,
    ...extra,
  });
  let codes = 0;
  const create = (body: Record<string, unknown>, p = property, token = tenant.token) =>
    call("POST", groupsPath("", p), {
      token,
      body: { code: `GRP-${++codes}`, holder, billing_rule: "holder_pays_all", ...body },
    });
  const made = async (body: Record<string, unknown>) => {
    const res = await create(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  };
  const get = async (id: string) => {
    const res = await call("GET", groupsPath(id), { token: tenant.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const act = (id: string, method: string, rest: string, body?: unknown) =>
    call(method, groupsPath(`${id}/${rest}`), { token: tenant.token, body });
  const pay = (id: string, account_id: string, amount: number) =>
    act(id, "POST", "payments", { account_id, amount, method: "card" });
  const asPartner = async (bookingId: string) => {
    const res = await call("GET", `/api/v1/bookings/${bookingId}`, { token: reader.secret });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const sql = (text: string, params: unknown[]) => mesh.db.query(text, params);
  const liveAllocations = async (unitId: string) =>
    (
      await sql("SELECT booking_id FROM inventory.allocations WHERE unit_id = $1 AND status <> 'released'", [
        unitId,
      ])
    ).rows.map((r) => r.booking_id as string);
  const bookingsOn = async (unitId: string) =>
    (await sql("SELECT id FROM booking.bookings WHERE unit_id = $1", [unitId])).rows.length;

  describe("creating a group", () => {
    it("refuses a 5-room group on a room type with 4 free rooms whole, leaving nothing allocated", async () => {
      const res = await create({ rooms: [0, 1, 2, 3, 4].map(() => room(fourRooms, 30)) });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body).toMatchObject({ error_code: "INSUFFICIENT_CAPACITY", remaining: 4, requested: 5 });
      expect(res.body.message).toContain("rooms[4]");
      expect(res.body.message).toContain(fourRooms);
      expect(await liveAllocations(fourRooms)).toEqual([]);
      expect(await bookingsOn(fourRooms)).toBe(0);
      const left = await sql("SELECT count(*)::int AS n FROM booking.groups WHERE code = $1", [
        `GRP-${codes}`,
      ]);
      expect(left.rows[0].n).toBe(0);

      // The four rooms are all still there: a 4-room group gets them.
      const four = await made({
        rooms: [0, 1, 2, 3].map((i) => room(fourRooms, 30, { occupant: occupant(i) })),
      });
      expect(four.members).toHaveLength(4);
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

  describe("rooming list and members", () => {
    it("changes occupants through the rooming list", async () => {
      const group = await made({
        billing_rule: "occupants_pay_own",
        rooms: [
          room(freshUnit(), 70, { occupant: occupant(1) }),
          room(freshUnit(), 70, { occupant: occupant(2) }),
        ],
      });
      const [m1, m2] = group.members.map((m: { booking_id: string }) => m.booking_id);
      const res = await act(group.id, "PUT", "rooming-list", {
        members: [{ booking_id: m2, occupant: occupant(9) }],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.members.map((m: { occupant: unknown }) => m.occupant)).toEqual([
        occupant(1),
        occupant(9),
      ]);
      // The occupant pays their own: their account now bills them.
      expect(res.body.data.accounts.map((a: { payer: unknown }) => a.payer)).toEqual([
        { name: "Guest1 Lee", email: occupant(1).email },
        { name: "Guest9 Lee", email: occupant(9).email },
      ]);
      expect((await asPartner(m2)).guest).toMatchObject(occupant(9));
      expect((await asPartner(m1)).guest).toMatchObject(occupant(1));

      const stranger = await act(group.id, "PUT", "rooming-list", {
        members: [{ booking_id: "bkg_nope", occupant: occupant(3) }],
      });
      expect(stranger.status).toBe(422);
      expect(Object.keys(stranger.body.errors)).toEqual(["members.0.booking_id"]);
      expect((await get(group.id)).members[1].occupant).toEqual(occupant(9));
    });

    it("adds a member (201) and removes one: its booking is cancelled (reason hotel) and the room is free again", async () => {
      const group = await made({ rooms: [room(freshUnit(), 80)] });
      const unit = freshUnit();
      const added = await act(group.id, "POST", "members", room(unit, 80, { occupant: occupant(5) }));
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      expect(added.body.data.members).toHaveLength(2);
      const newcomer = added.body.data.members[1];
      expect(newcomer).toMatchObject({ occupant: occupant(5), status: "pending", total_price: 200 });
      expect(added.body.data.totals.charged).toBe(400);
      expect(await liveAllocations(unit)).toEqual([newcomer.booking_id]);

      // The same room again cannot be had: refused, naming it, and the group is unchanged.
      const twice = await act(group.id, "POST", "members", room(unit, 80));
      expect(twice.status).toBe(409);
      expect(twice.body.error_code).toBe("UNIT_NOT_AVAILABLE");
      expect(twice.body.message).toContain(unit);
      expect((await get(group.id)).members).toHaveLength(2);

      const removed = await act(group.id, "DELETE", `members/${newcomer.booking_id}`);
      expect(removed.status, JSON.stringify(removed.body)).toBe(200);
      expect(removed.body.data.members[1]).toMatchObject({
        booking_id: newcomer.booking_id,
        status: "cancelled",
        balance_due: 0,
      });
      expect(removed.body.data.totals.charged).toBe(200);
      expect(await liveAllocations(unit)).toEqual([]);
      expect(await asPartner(newcomer.booking_id)).toMatchObject({
        status: "cancelled",
        cancellation_reason: "hotel",
      });
      // Again: nothing more to do.
      expect((await act(group.id, "DELETE", `members/${newcomer.booking_id}`)).status).toBe(200);
      const notMember = await act(group.id, "DELETE", "members/bkg_nope");
      expect(notMember.status).toBe(404);
      expect(notMember.body.error_code).toBe("BOOKING_NOT_FOUND");
    });
  });

  describe("status", () => {
    it("is derived: tentative, confirmed, in house on check-in, completed when all left", async () => {
      const group = await made({
        rooms: [room(freshUnit(), 90), room(freshUnit(), 90), room(freshUnit(), 90)],
      });
      const [a, b, c] = group.members.map((m: { booking_id: string }) => m.booking_id);
      expect(group.status).toBe("tentative");
      const confirmed = await act(group.id, "POST", "confirm");
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data.status).toBe("confirmed");
      expect(confirmed.body.data.members.map((m: { status: string }) => m.status)).toEqual([
        "confirmed",
        "confirmed",
        "confirmed",
      ]);
      expect((await asPartner(a)).confirmed_at).not.toBeNull();

      const stay = (id: string, verb: string) =>
        call("POST", `/api/merchant/properties/${property}/bookings/${id}/${verb}`, { token: tenant.token });
      expect((await stay(a, "check-in")).status).toBe(200);
      expect((await get(group.id)).status).toBe("in_house");

      // Cancelling the group leaves the guest in house and cancels the others.
      const cancelled = await act(group.id, "POST", "cancel");
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.data.members.map((m: { status: string }) => m.status)).toEqual([
        "checked_in",
        "cancelled",
        "cancelled",
      ]);
      expect(cancelled.body.data.status).toBe("in_house");
      for (const id of [b, c]) expect((await asPartner(id)).cancellation_reason).toBe("hotel");
      const started = await act(group.id, "DELETE", `members/${a}`);
      expect(started.status).toBe(422);
      expect(started.body.error_code).toBe("BOOKING_NOT_CANCELLABLE");

      expect((await stay(a, "check-out")).status).toBe(200);
      expect((await get(group.id)).status).toBe("completed");
    });

    it("is cancelled once every member is; confirm then has nothing to act on", async () => {
      const units2 = [freshUnit(), freshUnit()];
      const group = await made({ rooms: units2.map((u) => room(u, 100)) });
      const res = await act(group.id, "POST", "cancel");
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe("cancelled");
      expect(res.body.data.totals).toEqual({ charged: 0, paid: 0, refunded: 0, balance_due: 0 });
      for (const u of units2) expect(await liveAllocations(u)).toEqual([]);
      const confirm = await act(group.id, "POST", "confirm");
      expect(confirm.status).toBe(200);
      expect(confirm.body.data.status).toBe("cancelled");
    });
  });

  describe("money", () => {
    it("payments and refunds move balance_due and payment_status on the right bookings", async () => {
      const group = await made({
        billing_rule: "occupants_pay_own",
        rooms: [
          room(freshUnit(), 110, { occupant: occupant(1) }),
          room(freshUnit(), 110, { occupant: occupant(2) }),
        ],
      });
      const [m1, m2] = group.members.map((m: { booking_id: string }) => m.booking_id);
      const [acc1, acc2] = group.accounts.map((a: { id: string }) => a.id);
      expect(group.accounts).toEqual([
        {
          id: acc1,
          payer: { name: "Guest1 Lee", email: occupant(1).email },
          charged: 200,
          paid: 0,
          refunded: 0,
          balance_due: 200,
        },
        {
          id: acc2,
          payer: { name: "Guest2 Lee", email: occupant(2).email },
          charged: 200,
          paid: 0,
          refunded: 0,
          balance_due: 200,
        },
      ]);
      const members = async () =>
        (await get(group.id)).members.map((m: { balance_due: number; payment_status: string }) => [
          m.balance_due,
          m.payment_status,
        ]);
      const partner = async (id: string) => {
        const b = await asPartner(id);
        return [b.balance_due, b.payment_status];
      };

      const p1 = await pay(group.id, acc1, 50.25);
      expect(p1.status, JSON.stringify(p1.body)).toBe(201);
      expect(p1.body.data).toMatchObject({
        id: expect.stringMatching(/^pay_/),
        account_id: acc1,
        amount: 50.25,
        method: "card",
      });
      expect(await members()).toEqual([
        [149.75, "partially_paid"],
        [200, "unpaid"],
      ]);
      expect(await partner(m1)).toEqual([149.75, "partially_paid"]);
      expect(await partner(m2)).toEqual([200, "unpaid"]);

      const p2 = await pay(group.id, acc1, 149.75);
      expect(p2.status).toBe(201);
      expect(await partner(m1)).toEqual([0, "paid"]);

      const tooMuch = await act(group.id, "POST", "refunds", { payment_id: p1.body.data.id, amount: 50.26 });
      expect(tooMuch.status).toBe(422);
      expect(tooMuch.body.error_code).toBeUndefined();
      expect(Object.keys(tooMuch.body.errors)).toEqual(["amount"]);
      const r1 = await act(group.id, "POST", "refunds", { payment_id: p1.body.data.id, amount: 50.25 });
      expect(r1.status, JSON.stringify(r1.body)).toBe(201);
      expect(r1.body.data).toMatchObject({
        id: expect.stringMatching(/^rfd_/),
        payment_id: p1.body.data.id,
        account_id: acc1,
        amount: 50.25,
      });
      expect(await partner(m1)).toEqual([50.25, "partially_paid"]);
      const again = await act(group.id, "POST", "refunds", { payment_id: p1.body.data.id, amount: 0.01 });
      expect(again.status).toBe(422);
      expect(Object.keys(again.body.errors)).toEqual(["amount"]);
      const r2 = await act(group.id, "POST", "refunds", { payment_id: p2.body.data.id, amount: 149.75 });
      expect(r2.status).toBe(201);
      expect(await partner(m1)).toEqual([200, "refunded"]);
      expect(await partner(m2)).toEqual([200, "unpaid"]);
      expect((await get(group.id)).totals).toEqual({
        charged: 400,
        paid: 200,
        refunded: 200,
        balance_due: 400,
      });

      // Every payment and refund is a row of its own, never edited.
      const rows = await sql(
        "SELECT (SELECT count(*)::int FROM booking.group_payments WHERE group_id = $1) AS payments, (SELECT count(*)::int FROM booking.group_refunds WHERE group_id = $1) AS refunds",
        [group.id],
      );
      expect(rows.rows[0]).toEqual({ payments: 2, refunds: 2 });
      await expect(
        sql("UPDATE booking.group_payments SET amount_minor = 1 WHERE id = $1", [p1.body.data.id]),
      ).rejects.toThrow(/never edited/);

      // The holder takes over: occupants owe nothing; the holder's payment covers the rooms in order.
      const billing = await act(group.id, "PUT", "billing", { billing_rule: "holder_pays_all" });
      expect(billing.status).toBe(200);
      const holderAccount = billing.body.data.accounts.find(
        (a: { payer: unknown }) => JSON.stringify(a.payer) === JSON.stringify(holder),
      );
      expect(holderAccount).toMatchObject({ charged: 400, paid: 0, balance_due: 400 });
      expect(await partner(m1)).toEqual([0, "refunded"]);
      expect(await partner(m2)).toEqual([0, "unpaid"]);
      expect((await pay(group.id, holderAccount.id, 300)).status).toBe(201);
      expect(await members()).toEqual([
        [0, "paid"],
        [0, "partially_paid"],
      ]);
      expect(await partner(m2)).toEqual([0, "partially_paid"]);

      // A payer shares what the holder is charged, in equal parts.
      const withPayer = await act(group.id, "PUT", "billing", {
        billing_rule: "holder_pays_all",
        payers: [{ name: "Acme Finance", email: "finance@acme.example" }],
      });
      expect(withPayer.status, JSON.stringify(withPayer.body)).toBe(200);
      const shares = withPayer.body.data.accounts
        .filter((a: { charged: number }) => a.charged > 0)
        .map((a: { payer: { email: string }; charged: number }) => [a.payer.email, a.charged]);
      expect(shares).toEqual([
        [holder.email, 200],
        ["finance@acme.example", 200],
      ]);
      const payerAccount = (body: { data: { accounts: { id: string; payer: { email: string } }[] } }) =>
        body.data.accounts.find((a) => a.payer.email.toLowerCase() === "finance@acme.example");
      // Named again (same email, any case), the payer keeps its account; left out, it is no longer charged.
      const renamed = await act(group.id, "PUT", "billing", {
        billing_rule: "holder_pays_all",
        payers: [{ name: "Acme Finance Dept", email: "FINANCE@acme.example" }],
      });
      expect(payerAccount(renamed.body)).toMatchObject({
        id: payerAccount(withPayer.body)!.id,
        payer: { name: "Acme Finance Dept" },
        charged: 200,
      });
      const none = await act(group.id, "PUT", "billing", { billing_rule: "holder_pays_all", payers: [] });
      expect(payerAccount(none.body)).toBeUndefined();
      expect(none.body.data.totals).toMatchObject({
        charged: 400,
        paid: 500,
        refunded: 200,
        balance_due: 100,
      });
    });

    it("refuses amounts that are not positive with at most 2 decimals, and accounts or payments of another group", async () => {
      const group = await made({ rooms: [room(freshUnit(), 120)] });
      const other = await made({ rooms: [room(freshUnit(), 120)] });
      const account = group.accounts[0].id;
      for (const amount of [0, -5, 10.005]) {
        const res = await pay(group.id, account, amount);
        expect(res.status).toBe(422);
        expect(Object.keys(res.body.errors)).toEqual(["amount"]);
      }
      const foreign = await pay(group.id, other.accounts[0].id, 10);
      expect(foreign.status).toBe(422);
      expect(Object.keys(foreign.body.errors)).toEqual(["account_id"]);
      const otherPayment = (await pay(other.id, other.accounts[0].id, 10)).body.data.id;
      const refund = await act(group.id, "POST", "refunds", { payment_id: otherPayment, amount: 1 });
      expect(refund.status).toBe(422);
      expect(Object.keys(refund.body.errors)).toEqual(["payment_id"]);
    });
  });

  describe("partners", () => {
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

  describe("another hotel", () => {
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
});
