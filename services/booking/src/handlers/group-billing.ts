import { FieldValidationError, type groupOps } from "@reservations/contracts";
import { Reply } from "@reservations/service-kit";
import { fromMinor, toMinor } from "@reservations/service-kit/money";
import { groupView, refreshGroup } from "../store/group-views.js";
import {
  findPaymentForRefund,
  insertPayment,
  insertRefund,
  setBillingRule,
  syncPayers,
} from "../store/groups.js";
import { type BookingDeps, type OpHandler, withGroup } from "./context.js";

// Who pays for a group, and the money paid in and refunded; every change recomputes the members' shares.

export const setGroupBilling =
  (deps: BookingDeps): OpHandler<typeof groupOps.setBilling> =>
  async ({ property_id, group_id, billing }, ctx) => {
    const emails = (billing.payers ?? []).map((p) => p.email.toLowerCase());
    const twice = emails.findIndex((e, i) => emails.indexOf(e) !== i);
    if (twice >= 0) throw FieldValidationError.single(`payers.${twice}.email`, "is listed twice");
    const group = await withGroup(deps.pool, ctx, property_id, group_id, async (tx, g) => {
      await setBillingRule(tx, g.id, billing.billing_rule);
      if (billing.payers !== undefined) await syncPayers(tx, g.id, billing.payers);
      return refreshGroup(tx, g);
    });
    return { data: group };
  };

export const recordGroupPayment =
  (deps: BookingDeps): OpHandler<typeof groupOps.recordPayment> =>
  async ({ property_id, group_id, payment }, ctx) => {
    const made = await withGroup(deps.pool, ctx, property_id, group_id, async (tx, g) => {
      // Only an account the group shows can be paid into.
      if (!(await groupView(tx, g)).accounts.some((a) => a.id === payment.account_id))
        throw FieldValidationError.single("account_id", "is not an account of this group");
      const row = await insertPayment(tx, {
        group_id: g.id,
        account_id: payment.account_id,
        amount_minor: toMinor(payment.amount),
        method: payment.method,
      });
      await refreshGroup(tx, g);
      return row;
    });
    return new Reply(201, {
      data: {
        id: made.id,
        account_id: made.account_id,
        amount: fromMinor(made.amount_minor),
        method: made.method,
        created_at: made.created_at.toISOString(),
      },
    });
  };

export const recordGroupRefund =
  (deps: BookingDeps): OpHandler<typeof groupOps.recordRefund> =>
  async ({ property_id, group_id, refund }, ctx) => {
    const made = await withGroup(deps.pool, ctx, property_id, group_id, async (tx, g) => {
      const payment = await findPaymentForRefund(tx, g.id, refund.payment_id);
      if (!payment) throw FieldValidationError.single("payment_id", "is not a payment of this group");
      const left = payment.amount_minor - payment.refunded_minor;
      const amount = toMinor(refund.amount);
      if (amount > left)
        throw FieldValidationError.single(
          "amount",
          `must not exceed what is left to refund of the payment (${fromMinor(left)})`,
        );
      const row = await insertRefund(tx, { group_id: g.id, payment_id: payment.id, amount_minor: amount });
      await refreshGroup(tx, g);
      return { ...row, account_id: payment.account_id };
    });
    return new Reply(201, {
      data: {
        id: made.id,
        payment_id: made.payment_id,
        account_id: made.account_id,
        amount: fromMinor(made.amount_minor),
        created_at: made.created_at.toISOString(),
      },
    });
  };
