// The OpenAPI security requirement of each kind of caller, shared by the routes.

/** A partner's API key, as a bearer token or in X-Api-Key. */
export const partnerSecurity: { [scheme: string]: string[] }[] = [{ apiKey: [] }, { apiKeyHeader: [] }];
/** The hotel's merchant token; its scheme says that a signed-in person's session cookie does instead. */
export const merchantSecurity: { [scheme: string]: string[] }[] = [{ merchantToken: [] }];
/** The platform operator's token (PLATFORM_ADMIN_TOKEN). */
export const operatorSecurity: { [scheme: string]: string[] }[] = [{ operatorToken: [] }];
