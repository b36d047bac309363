import { z } from "zod";
import {
  BookingStatus,
  GuestInput,
  IDEMPOTENCY_REFUSALS,
  OptionalIdempotency,
  PAYMENT_STATUSES,
} from "./bookings.js";
import { DateString, dataOf, Id, listOf, PageQuery, Text } from "./common.js";
import { operation } from "./envelope.js";
import type { ErrorCode } from "./error-codes.js";
import { Money, PositiveMoneyAmount } from "./money.js";
import { ALLOCATION_REFUSALS, PLAN_REFUSALS } from "./rates.js";
import { Children } from "./terms.js";

// Booking groups: merchant surface only. Nothing here is
// shown to partner keys; a member booking reads like any other booking there.

export const BILLING_RULES = ["holder_pays_all", "occupants_pay_own", "holder_pays_room"] as const;
export const BillingRule = z
  .enum(BILLING_RULES)
  .describe(
    "holder_pays_all: the holder is charged every room; occupants_pay_own: each occupant is charged their own " +
      "booking; holder_pays_room: the holder is charged the rooms, each occupant their extras.",
  );
export type BillingRule = z.infer<typeof BillingRule>;

/** Derived from the members' live states, never stored. */
export const GROUP_STATUSES = ["tentative", "confirmed", "in_house", "completed", "cancelled"] as const;
export const GroupStatus = z.enum(GROUP_STATUSES);
export type GroupStatus = z.infer<typeof GroupStatus>;

export const PaymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/** A holder or payer: who an account bills. */
export const Party = z.object({ name: Text(200), email: z.email().max(320) });
export type Party = z.infer<typeof Party>;

/** An amount paid or refunded: at least 0.01, at most 2 decimals, in the property's currency (kept in minor units). */
export const Amount = PositiveMoneyAmount;

/** One room of a group: a stay as in a booking, with its occupant (the holder when omitted). */
export const GroupRoom = z
  .object({
    unit_id: Id,
    room_id: Id.optional().describe("A specific room of a room type; omitted, the service assigns one."),
    rate_plan_id: Id,
    start_date: DateString,
    end_date: DateString,
    adults: z.number().int().min(1).max(100),
    children: Children.optional(),
    occupant: GuestInput.optional().describe("The guest of this room; omitted, the holder is the guest."),
  })
  .meta({ id: "BookingGroupRoom" });
export type GroupRoom = z.infer<typeof GroupRoom>;

export const CreateGroupBody = z
  .object({
    code: Text(64).describe("Unique per property."),
    holder: Party,
    billing_rule: BillingRule,
    rooms: z.array(GroupRoom).min(1).max(100),
  })
  .meta({ id: "CreateBookingGroup" });
export type CreateGroupBody = z.infer<typeof CreateGroupBody>;

export const RoomingListBody = z
  .object({
    members: z
      .array(z.object({ booking_id: Id, occupant: GuestInput }))
      .min(1)
      .max(500)
      .describe("Members left out keep their occupant."),
  })
  .meta({ id: "BookingGroupRoomingList" });
export type RoomingListBody = z.infer<typeof RoomingListBody>;

export const BillingBody = z
  .object({
    billing_rule: BillingRule,
    payers: z
      .array(Party)
      .max(20)
      .optional()
      .describe(
        "Extra named accounts that share, in equal parts, whatever the rule charges the holder. " +
          "Omitted: payers unchanged; []: none. A payer is recognised by email, so its account keeps its id.",
      ),
  })
  .meta({ id: "BookingGroupBilling" });
export type BillingBody = z.infer<typeof BillingBody>;

export const PaymentBody = z
  .object({
    account_id: Id,
    amount: Amount,
    method: Text(50).describe("How it was paid, as the hotel names it (card, cash…)."),
  })
  .meta({ id: "BookingGroupPaymentRequest" });
export type PaymentBody = z.infer<typeof PaymentBody>;

export const RefundBody = z
  .object({
    payment_id: Id,
    amount: Amount.describe("At most what is left unrefunded of the payment."),
  })
  .meta({ id: "BookingGroupRefundRequest" });
export type RefundBody = z.infer<typeof RefundBody>;

const Occupant = z.object({ first_name: z.string(), last_name: z.string(), email: z.string() });
const Payer = z.object({ name: z.string(), email: z.string() });

export const GroupMember = z.object({
  booking_id: z.string(),
  occupant: Occupant,
  status: BookingStatus,
  total_price: Money,
  balance_due: Money.describe("What the occupant still owes for this booking; negative is a credit."),
  payment_status: PaymentStatus.describe("How much of this booking's charge is paid, whoever pays it."),
});

export const GroupAccount = z.object({
  id: z.string(),
  payer: Payer,
  charged: Money,
  paid: Money,
  refunded: Money,
  balance_due: Money.describe("charged − paid + refunded; negative is money to give back."),
});

export const BookingGroup = z
  .object({
    id: z.string(),
    code: z.string(),
    holder: Payer,
    billing_rule: BillingRule,
    status: GroupStatus,
    members: z.array(GroupMember),
    accounts: z.array(GroupAccount),
    totals: z.object({
      charged: Money,
      paid: Money,
      refunded: Money,
      balance_due: Money,
    }),
  })
  .meta({ id: "BookingGroup" });
export type BookingGroup = z.infer<typeof BookingGroup>;

export const GroupPayment = z
  .object({
    id: z.string(),
    account_id: z.string(),
    amount: Money,
    method: z.string(),
    created_at: z.string(),
  })
  .meta({ id: "BookingGroupPayment" });
export type GroupPayment = z.infer<typeof GroupPayment>;

export const GroupRefund = z
  .object({
    id: z.string(),
    payment_id: z.string(),
    account_id: z.string(),
    amount: Money,
    created_at: z.string(),
  })
  .meta({ id: "BookingGroupRefund" });
export type GroupRefund = z.infer<typeof GroupRefund>;

const PropertyParam = z.object({ property_id: Id });
export const GroupParams = PropertyParam.extend({ group_id: Id });
export const GroupMemberParams = GroupParams.extend({ booking_id: Id });

/** A room of a group is allocated like any hotel booking; the group names the room a refusal is about. */
const ROOM_ERRORS = [
  "UNIT_NOT_FOUND",
  "RATE_PLAN_NOT_FOUND",
  ...PLAN_REFUSALS,
  ...ALLOCATION_REFUSALS,
] as const satisfies readonly ErrorCode[];

export const groupOps = {
  create: operation(
    "booking.groups.create",
    PropertyParam.extend({ group: CreateGroupBody, ...OptionalIdempotency }),
    dataOf(BookingGroup),
    // A room type asked for more rooms than are free is INSUFFICIENT_CAPACITY.
    {
      errors: [
        "PROPERTY_NOT_FOUND",
        "GROUP_CODE_TAKEN",
        ...ROOM_ERRORS,
        "INSUFFICIENT_CAPACITY",
        ...IDEMPOTENCY_REFUSALS,
      ],
    },
  ),
  list: operation("booking.groups.list", PropertyParam.extend(PageQuery.shape), listOf(BookingGroup), {
    errors: ["PROPERTY_NOT_FOUND", "INVALID_CURSOR"],
  }),
  get: operation("booking.groups.get", GroupParams, dataOf(BookingGroup), { errors: ["GROUP_NOT_FOUND"] }),
  addMember: operation(
    "booking.group-members.create",
    GroupParams.extend({ room: GroupRoom, ...OptionalIdempotency }),
    dataOf(BookingGroup),
    { errors: ["GROUP_NOT_FOUND", ...ROOM_ERRORS, ...IDEMPOTENCY_REFUSALS] },
  ),
  removeMember: operation("booking.group-members.delete", GroupMemberParams, dataOf(BookingGroup), {
    errors: ["GROUP_NOT_FOUND", "BOOKING_NOT_FOUND", "BOOKING_NOT_CANCELLABLE"],
  }),
  setRoomingList: operation(
    "booking.rooming-lists.update",
    GroupParams.extend({ rooming_list: RoomingListBody }),
    dataOf(BookingGroup),
    { errors: ["GROUP_NOT_FOUND"] },
  ),
  setBilling: operation(
    "booking.group-billing.update",
    GroupParams.extend({ billing: BillingBody }),
    dataOf(BookingGroup),
    { errors: ["GROUP_NOT_FOUND"] },
  ),
  confirm: operation("booking.groups.confirm", GroupParams, dataOf(BookingGroup), {
    errors: ["GROUP_NOT_FOUND"],
  }),
  cancel: operation("booking.groups.cancel", GroupParams, dataOf(BookingGroup), {
    errors: ["GROUP_NOT_FOUND"],
  }),
  recordPayment: operation(
    "booking.group-payments.create",
    GroupParams.extend({ payment: PaymentBody, ...OptionalIdempotency }),
    dataOf(GroupPayment),
    { errors: ["GROUP_NOT_FOUND", ...IDEMPOTENCY_REFUSALS] },
  ),
  recordRefund: operation(
    "booking.group-refunds.create",
    GroupParams.extend({ refund: RefundBody, ...OptionalIdempotency }),
    dataOf(GroupRefund),
    { errors: ["GROUP_NOT_FOUND", ...IDEMPOTENCY_REFUSALS] },
  ),
};
