/** NATS subjects of the baseline processes (inside the run's NATS_NAMESPACE). */
export const BASELINE_PROPERTY_SUBJECT = "baseline.properties.get";
/** The unbatched ceiling's pair, apart so the two responders never share requests. */
export const BASELINE_UNBATCHED_PROPERTY_SUBJECT = "baseline.properties.get-unbatched";

/** Whether this baseline process is the unbatched ceiling's (BASELINE_UNBATCHED=true). */
export const unbatched = () => process.env.BASELINE_UNBATCHED === "true";

/** The subject this process's pair of ceiling processes talks on. */
export const ceilingSubject = () =>
  unbatched() ? BASELINE_UNBATCHED_PROPERTY_SUBJECT : BASELINE_PROPERTY_SUBJECT;
