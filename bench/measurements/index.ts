import type { Measurement } from "../lib/measurement.js";
import { holds } from "./holds.js";
import { manyProperties } from "./many-properties.js";
import { webhooks } from "./webhooks.js";
import { webhooksLoad } from "./webhooks-load.js";
import { wideAvailability, wideRates } from "./wide-reads.js";

/**
 * Every measurement, in the order `pnpm bench` starts them, all before the load scenarios: the
 * webhook ones are over before the holds are made, and the holds are collected after the scenarios
 * (they expire a minute after they were made; the results say if that overlapped a scenario). The
 * wide reads' property is created at their start, after the holds; their requests are sent at
 * collection, after the holds', so nothing else runs meanwhile; so are the many-properties reads.
 */
export const MEASUREMENTS: Measurement[] = [
  webhooks,
  webhooksLoad,
  holds,
  wideRates,
  wideAvailability,
  manyProperties,
];
