import { type Environment, FieldValidationError, SCOPES, type Scope } from "@reservations/contracts";

/** Empty, or tomorrow or later (UTC): a key issued or edited to expire today would be dead at once. */
export function checkExpiresOn(expiresOn: string | null | undefined, today: string): void {
  if (expiresOn != null && expiresOn <= today) {
    throw FieldValidationError.single("expires_on", "must be empty or tomorrow or later");
  }
}

/** Scopes once each, in the platform's order, so equal sets read the same. */
export function normalizeScopes(scopes: readonly Scope[]): Scope[] {
  const chosen = new Set(scopes);
  return SCOPES.filter((s) => chosen.has(s));
}

export function dedupe<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** Every requested property must be one the tenant owns (`found`, as inventory answered). */
export function checkPropertyIds(requested: readonly string[], found: readonly string[]): void {
  const owned = new Set(found);
  const unknown = requested.filter((id) => !owned.has(id));
  if (unknown.length > 0) {
    throw FieldValidationError.single(
      "property_ids",
      `not properties of this account: ${unknown.join(", ")}`,
    );
  }
}

const TEXT_PREFIXES: Record<Environment, string> = { sandbox: "rk_sandbox_", production: "rk_live_" };

/** The fixed start of a key's text, telling its environment at a glance. */
export function keyTextPrefix(environment: Environment): string {
  return TEXT_PREFIXES[environment];
}

/** What is shown to recognise a key: its environment prefix and the first 4 random characters. */
export function displayPrefix(text: string, environment: Environment): string {
  return text.slice(0, keyTextPrefix(environment).length + 4);
}
