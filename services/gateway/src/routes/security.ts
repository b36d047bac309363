// The OpenAPI security requirement of each kind of caller, shared by the routes.

/** A partner's API key, as a bearer token or in X-Api-Key. */
export const partnerSecurity: { [scheme: string]: string[] }[] = [{ apiKey: [] }, { apiKeyHeader: [] }];
/** The hotel's merchant token, or a signed-in person's session cookie. */
export const merchantSecurity: { [scheme: string]: string[] }[] = [
  { merchantToken: [] },
  { staffSession: [] },
];
/** The platform operator's token (PLATFORM_ADMIN_TOKEN). */
export const operatorSecurity: { [scheme: string]: string[] }[] = [{ operatorToken: [] }];
