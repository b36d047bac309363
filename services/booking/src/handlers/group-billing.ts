import { FieldValidationError, formatMoney, type groupOps } from "@reservations/contracts";
import { faults, newId, Reply } from "@reservations/service-kit";
import { toMinor } from "@reservations/service-kit/money";
import { groupView, refreshGroup } from "../store/group-views.js";
import {
  findPaymentForRefund,
  insertPayment,
  insertRefund,
  setBillingRule,
  syncPayers,
} from "../store/groups.js";
import { finishIn } from "../store/idempotency.js";
import { type BookingDeps, groupOf, type OpHandler, withGroup } from "./context.js";
import { onceIfKeyed } from "./idempotent.js";

// Who pays for a group, and the money paid in and refunded; every change recomputes the members' shares.

export const setGroupBilling =
  (deps: BookingDeps): OpHandler<typeof groupOps.setBilling> =>
  async ({ property_id, group_id, billing }, ctx) => {
    const emails = (billing.payers ?? []).map((p) => p.email.toLowerCase());
    const twice = emails.findIndex((e, i) => emails.indexOf(e) !== i);
    if (twice >= 0) throw FieldValidationError.single(`payers.${twice}.email`, "is listed twice");
    const group = await withGroup(
      deps.pool,
      ctx,
      property_id,
      group_id,
      async (tx, g) => {
        await setBillingRule(tx, g.id, billing.billing_rule);
        if (billing.payers !== undefined) await syncPayers(tx, g.id, billing.payers);
        return refreshGroup(tx, g);
      },
      "booking_group.set_billing",
    );
    deps.outbox.kick();
    return { data: group };
  };

export const recordGroupPayment =
  (deps: BookingDeps): OpHandler<typeof groupOps.recordPayment> =>
  async ({ property_id, group_id, payment, idempotency }, ctx) => {
    const g = await groupOf(deps.pool, ctx, property_id, group_id);
    return onceIfKeyed(deps, g.tenant_id, idempotency, newId("pay"), (lease) =>
      withGroup(
        deps.pool,
        ctx,
        property_id,
        group_id,
        async (tx, locked) => {
          // Only an account the group shows can be paid into.
          if (!(await groupView(tx, locked)).accounts.some((a) => a.id === payment.account_id))
            throw FieldValidationError.single("account_id", "is not an account of this group");
          const made = await insertPayment(tx, {
            group_id: locked.id,
            account_id: payment.account_id,
            amount_minor: toMinor(payment.amount),
            method: payment.method,
          });
          await refreshGroup(tx, locked);
          const answer = new Reply(201, {
            data: {
              id: made.id,
              account_id: made.account_id,
              amount: formatMoney(made.amount_minor, locked.currency),
              method: made.method,
              created_at: made.created_at.toISOString(),
            },
          });
          await faults.hit("booking.group-payment.before-commit", { group_id: locked.id });
          if (lease) await finishIn(tx, lease, answer.status, answer.body);
          return answer;
        },
        "booking_group.record_payment",
      ),
    ).finally(() => deps.outbox.kick());
  };

export const recordGroupRefund =
  (deps: BookingDeps): OpHandler<typeof groupOps.recordRefund> =>
  async ({ property_id, group_id, refund, idempotency }, ctx) => {
    const g = await groupOf(deps.pool, ctx, property_id, group_id);
    return onceIfKeyed(deps, g.tenant_id, idempotency, newId("rfd"), (lease) =>
      withGroup(
        deps.pool,
        ctx,
        property_id,
        group_id,
        async (tx, locked) => {
          const paid = await findPaymentForRefund(tx, locked.id, refund.payment_id);
          if (!paid) throw FieldValidationError.single("payment_id", "is not a payment of this group");
          const left = paid.amount_minor - paid.refunded_minor;
          const amount = toMinor(refund.amount);
          if (amount > left)
            throw FieldValidationError.single(
              "amount",
              `must not exceed what is left to refund of the payment (${formatMoney(left, locked.currency)})`,
            );
          const made = await insertRefund(tx, {
            group_id: locked.id,
            payment_id: paid.id,
            amount_minor: amount,
          });
          await refreshGroup(tx, locked);
          const answer = new Reply(201, {
            data: {
              id: made.id,
              payment_id: made.payment_id,
              account_id: paid.account_id,
              amount: formatMoney(made.amount_minor, locked.currency),
              created_at: made.created_at.toISOString(),
            },
          });
          if (lease) await finishIn(tx, lease, answer.status, answer.body);
          return answer;
        },
        "booking_group.record_refund",
      ),
    ).finally(() => deps.outbox.kick());
  };
