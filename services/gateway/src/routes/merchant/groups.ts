import {
  BillingBody,
  BookingGroup,
  CreateGroupBody,
  dataOf,
  GroupMemberParams,
  GroupParams,
  GroupPayment,
  GroupRefund,
  GroupRoom,
  groupOps,
  listOf,
  PageQuery,
  PaymentBody,
  PropertyIdParams,
  RefundBody,
  RoomingListBody,
} from "@reservations/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { GatewayDeps, RouteApp } from "../../deps.js";
import { idempotencyOf, OptionalIdempotencyHeaders } from "../../plugins/idempotency.js";
import { relay } from "../relay.js";
import { merchantSecurity } from "../security.js";

const base = { tags: ["merchant: booking groups"], security: merchantSecurity };
const config = { auth: "merchant" as const };
const groups = "/api/merchant/properties/:property_id/booking-groups";
const group = `${groups}/:group_id`;
const answers = { 200: dataOf(BookingGroup) };

/** Merchant API: booking groups (merchant only; partner keys never see a group). */
export const merchantGroupRoutes =
  (deps: GatewayDeps): FastifyPluginAsyncZod =>
  async (app) => {
    groupRoutes(app, deps);
    memberRoutes(app, deps);
    lifecycleAndMoneyRoutes(app, deps);
  };

/** A group created, listed and read. */
function groupRoutes(app: RouteApp, deps: GatewayDeps): void {
  app.post(
    groups,
    {
      config: { ...config, operation: groupOps.create, idempotent: "optional" },
      schema: {
        ...base,
        operationId: "merchantCreateBookingGroup",
        summary: "Create a group with a block of rooms: all are allocated or none",
        description:
          "Each room becomes a pending hotel booking, allocated like any booking. When one cannot be had, " +
          "nothing is kept and the refusal names it (its index in rooms and its unit): 422 INSUFFICIENT_CAPACITY " +
          "with remaining and requested for a room type asked for more rooms than are free, otherwise " +
          "inventory's own refusal. A code already used in the property is 409 GROUP_CODE_TAKEN.",
        params: PropertyIdParams,
        headers: OptionalIdempotencyHeaders,
        body: CreateGroupBody,
        response: { 201: dataOf(BookingGroup) },
      },
    },
    (req, reply) =>
      relay(deps, req, reply, groupOps.create, {
        ...req.params,
        group: req.body,
        idempotency: idempotencyOf(req),
      }),
  );
  app.get(
    groups,
    {
      config: { ...config, operation: groupOps.list },
      schema: {
        ...base,
        operationId: "merchantListBookingGroups",
        summary: "The property's booking groups, newest first",
        params: PropertyIdParams,
        querystring: PageQuery,
        response: { 200: listOf(BookingGroup) },
      },
    },
    (req, reply) => relay(deps, req, reply, groupOps.list, { ...req.params, ...req.query }),
  );
  app.get(
    group,
    {
      config: { ...config, operation: groupOps.get },
      schema: {
        ...base,
        operationId: "merchantGetBookingGroup",
        summary: "One group: derived status, rooming list, accounts and balances",
        params: GroupParams,
        response: answers,
      },
    },
    (req, reply) => relay(deps, req, reply, groupOps.get, req.params),
  );
}

/** A group's members added and removed, its rooming list and its billing. */
function memberRoutes(app: RouteApp, deps: GatewayDeps): void {
  app.post(
    `${group}/members`,
    {
      config: { ...config, operation: groupOps.addMember, idempotent: "optional" },
      schema: {
        ...base,
        operationId: "merchantAddBookingGroupMember",
        summary: "Add a room to the group (allocated like any booking)",
        params: GroupParams,
        headers: OptionalIdempotencyHeaders,
        body: GroupRoom,
        response: { 201: dataOf(BookingGroup) },
      },
    },
    (req, reply) =>
      relay(deps, req, reply, groupOps.addMember, {
        ...req.params,
        room: req.body,
        idempotency: idempotencyOf(req),
      }),
  );
  app.delete(
    `${group}/members/:booking_id`,
    {
      config: { ...config, operation: groupOps.removeMember },
      schema: {
        ...base,
        operationId: "merchantRemoveBookingGroupMember",
        summary: "Remove a member: its booking is cancelled (reason hotel) and the room returns to sale",
        params: GroupMemberParams,
        response: answers,
      },
    },
    (req, reply) => relay(deps, req, reply, groupOps.removeMember, req.params),
  );
  app.put(
    `${group}/rooming-list`,
    {
      config: { ...config, operation: groupOps.setRoomingList },
      schema: {
        ...base,
        operationId: "merchantSetBookingGroupRoomingList",
        summary: "Change the occupants of members",
        params: GroupParams,
        body: RoomingListBody,
        response: answers,
      },
    },
    (req, reply) =>
      relay(deps, req, reply, groupOps.setRoomingList, { ...req.params, rooming_list: req.body }),
  );
  app.put(
    `${group}/billing`,
    {
      config: { ...config, operation: groupOps.setBilling },
      schema: {
        ...base,
        operationId: "merchantSetBookingGroupBilling",
        summary: "Set the billing rule and the payers",
        params: GroupParams,
        body: BillingBody,
        response: answers,
      },
    },
    (req, reply) => relay(deps, req, reply, groupOps.setBilling, { ...req.params, billing: req.body }),
  );
}

/** A group confirmed or cancelled whole, its payments and refunds. */
function lifecycleAndMoneyRoutes(app: RouteApp, deps: GatewayDeps): void {
  for (const [verb, op, operationId, summary] of [
    ["confirm", groupOps.confirm, "merchantConfirmBookingGroup", "Confirm every pending member"],
    [
      "cancel",
      groupOps.cancel,
      "merchantCancelBookingGroup",
      "Cancel (reason hotel) every member whose stay has not started",
    ],
  ] as const) {
    app.post(
      `${group}/${verb}`,
      {
        config: { ...config, operation: op },
        schema: { ...base, operationId, summary, params: GroupParams, response: answers },
      },
      (req, reply) => relay(deps, req, reply, op, req.params),
    );
  }
  app.post(
    `${group}/payments`,
    {
      config: { ...config, operation: groupOps.recordPayment, idempotent: "optional" },
      schema: {
        ...base,
        operationId: "merchantRecordBookingGroupPayment",
        summary: "Record a payment on one of the group's accounts",
        params: GroupParams,
        headers: OptionalIdempotencyHeaders,
        body: PaymentBody,
        response: { 201: dataOf(GroupPayment) },
      },
    },
    (req, reply) =>
      relay(deps, req, reply, groupOps.recordPayment, {
        ...req.params,
        payment: req.body,
        idempotency: idempotencyOf(req),
      }),
  );
  app.post(
    `${group}/refunds`,
    {
      config: { ...config, operation: groupOps.recordRefund, idempotent: "optional" },
      schema: {
        ...base,
        operationId: "merchantRecordBookingGroupRefund",
        summary: "Refund (part of) a payment; never more than what is left unrefunded of it",
        params: GroupParams,
        headers: OptionalIdempotencyHeaders,
        body: RefundBody,
        response: { 201: dataOf(GroupRefund) },
      },
    },
    (req, reply) =>
      relay(deps, req, reply, groupOps.recordRefund, {
        ...req.params,
        refund: req.body,
        idempotency: idempotencyOf(req),
      }),
  );
}
