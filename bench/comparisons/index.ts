import type { Comparison } from "../lib/comparison.js";
import { requestLog } from "./request-log.js";
import { requestLogInserts } from "./request-log-inserts.js";

/** Every comparison, in the order `pnpm bench` runs them, after the scenarios and measurements. */
export const COMPARISONS: Comparison[] = [requestLog, requestLogInserts];
