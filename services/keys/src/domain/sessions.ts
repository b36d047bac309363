/** A session ends 12 hours after sign-in, whatever happens. */
export const SESSION_LIFETIME_MS = 12 * 3600_000;
/** A session ends after 30 minutes without a call. */
export const SESSION_IDLE_MS = 30 * 60_000;
