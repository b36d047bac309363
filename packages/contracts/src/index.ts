export * from "./common.js";
export * from "./envelope.js";
export * from "./errors.js";
export * from "./events.js";
export * from "./health.js";
export * from "./keys.js";
export * from "./properties.js";
export * from "./units.js";
