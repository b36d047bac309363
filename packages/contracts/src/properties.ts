import { z } from "zod";
import { dataOf, Id, listOf, Text, wellFormed } from "./common.js";
import { operation } from "./envelope.js";
import { CheckInTime, Tax } from "./terms.js";

const CURRENCIES = new Set(Intl.supportedValuesOf("currency"));
const TIME_ZONES = new Set(Intl.supportedValuesOf("timeZone"));

export const Currency = z
  .string()
  .refine((c) => CURRENCIES.has(c), "must be an ISO 4217 currency code such as EUR")
  .meta({ example: "EUR" });
export const TimeZone = z
  .string()
  .refine((tz) => TIME_ZONES.has(tz) || tz === "UTC", "must be an IANA time zone such as Europe/Madrid")
  .meta({ example: "Europe/Madrid" });

export const Property = z
  .object({
    id: z.string(),
    name: z.string(),
    currency: z.string(),
    timezone: z.string(),
    api_rate_plans_configured: z
      .boolean()
      .describe(
        "false: no active rate plan in channel api; /units, /availability and /rates answer empty lists.",
      ),
    taxes: z.array(Tax).describe("Taxes and fees on every stay; a quote and a booking show each."),
    check_in_time: z.string().describe("Local HH:MM; free cancellation is counted back from it."),
    created_at: z.string(),
  })
  .meta({ id: "Property" });
export type Property = z.infer<typeof Property>;

export const CreatePropertyBody = z
  .object({ name: Text(200), currency: Currency, timezone: TimeZone })
  .meta({ id: "CreateProperty" });
export const PropertyIdParams = z.object({ property_id: Id });

export const UpdatePropertyBody = z
  .object({
    taxes: z.array(Tax).max(20).describe("Replaces the whole list."),
    check_in_time: CheckInTime,
  })
  .partial()
  .meta({ id: "UpdateProperty" });
export type UpdatePropertyBody = z.infer<typeof UpdatePropertyBody>;

export const propertiesOps = {
  create: operation("inventory.properties.create", CreatePropertyBody, dataOf(Property), { errors: [] }),
  /** Partner: the properties the key covers (narrowed by X-Property when sent). Merchant: all of the hotel's. */
  list: operation("inventory.properties.list", z.object({}), listOf(Property), { errors: [] }),
  get: operation("inventory.properties.get", PropertyIdParams, dataOf(Property), {
    errors: ["PROPERTY_NOT_FOUND"],
  }),
  update: operation(
    "inventory.properties.update",
    PropertyIdParams.extend({ patch: UpdatePropertyBody }),
    dataOf(Property),
    { errors: ["PROPERTY_NOT_FOUND"] },
  ),
  /**
   * Which of these ids are properties of the tenant: the gateway's X-Property, the keys service's
   * key coverage, the webhooks service's subscription properties, a booking service's hotel call.
   */
  resolve: operation(
    "inventory.properties.resolve",
    z.object({ tenant_id: wellFormed(z.string()), property_ids: z.array(wellFormed(z.string())).max(1000) }),
    z.object({
      found: z.array(z.string()),
      /** Each found property's currency, for a service writing its amounts. */
      currencies: z.record(z.string(), z.string()).optional(),
    }),
    { errors: [], callers: ["gateway", "keys", "webhooks", "booking"] },
  ),
};
