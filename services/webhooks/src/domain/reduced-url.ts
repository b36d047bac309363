/**
 * A subscription url as shown to a key that did not create it: scheme, host (with its port) and
 * path only. The user info, query and fragment may carry a capability token of the receiver's,
 * so they are dropped; a url that does not parse shows as nothing rather than as it is.
 */
export function reducedUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "";
  }
  // Opaque urls (mailto:, data:) have no host: their path is everything, so nothing is shown.
  if (parsed.host === "") return "";
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
}
