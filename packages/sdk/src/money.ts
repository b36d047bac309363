/**
 * Amounts as the API writes them (decimal strings with the currency's minor digits), added exactly:
 * JavaScript numbers would round 0.1 + 0.2. Written here because the SDK has no dependencies.
 */

const AMOUNT = /^(-?)(\d+)(?:\.(\d+))?$/;

/** The sum of amounts of one currency, with as many decimals as the most precise of them. */
export function addAmounts(...amounts: string[]): string {
  const parsed = amounts.map((a) => {
    const match = AMOUNT.exec(a);
    if (!match) throw new TypeError(`not an amount: ${JSON.stringify(a)}`);
    return { negative: match[1] === "-", whole: match[2]!, fraction: match[3] ?? "" };
  });
  const digits = Math.max(0, ...parsed.map((p) => p.fraction.length));
  let sum = 0n;
  for (const p of parsed) {
    const units = BigInt(p.whole + p.fraction.padEnd(digits, "0"));
    sum += p.negative ? -units : units;
  }
  const sign = sum < 0n ? "-" : "";
  const text = (sum < 0n ? -sum : sum).toString().padStart(digits + 1, "0");
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
