/** NATS subjects of the baseline processes (inside the run's NATS_NAMESPACE). */
export const BASELINE_PROPERTY_SUBJECT = "baseline.properties.get";
