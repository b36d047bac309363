import type { Scenario } from "../lib/scenario.js";
import { allocations } from "./allocations.js";
import { availability } from "./availability.js";
import { bookings } from "./bookings.js";
import { changes } from "./changes.js";
import { properties } from "./properties.js";

/** Every scenario, in the order `pnpm bench` runs them (the writes last: they only add or move rows). */
export const SCENARIOS: Scenario[] = [availability, properties, allocations, bookings, changes];
