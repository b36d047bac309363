import type { RatesWire } from "./rates.js";

const DAY_MS = 86_400_000;

/** The date `days` after `from` (`YYYY-MM-DD`, calendar days). */
function dateAfter(from: string, days: number): string {
  return new Date(Date.parse(`${from}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How much of the body one piece holds at least: a socket write per piece, not per entry. */
const PIECE_CHARS = 64 * 1024;

/**
 * The /rates body partners get, `{"data":[{unit_id, rate_plan_id, min_stay, max_stay, days:[{date,
 * prices:[{adults, price}], restrictions}]}], "next_cursor":null}`, written from the wire form in
 * pieces (of PIECE_CHARS or more) to stream, byte for byte what JSON.stringify gives for that body. Entries
 * with the same run (first night, length, prices and restrictions: most entries of a property)
 * share its text, so a year of 1,500 entries costs little more than copying it to the socket.
 */
export function* ratesBodyParts(wire: RatesWire): Generator<string> {
  const runTexts = new Map<string, string>();
  const dates: string[] = [];
  const dateAt = (night: number) => {
    while (dates.length <= night) dates.push(dateAfter(wire.from, dates.length));
    return dates[night]!;
  };
  let piece = '{"data":[';
  for (let i = 0; i < wire.data.length; i++) {
    const entry = wire.data[i]!;
    const days: string[] = [];
    let night = 0;
    for (const run of entry.runs) {
      const prices = `[${run.prices.map((p) => `{"adults":${JSON.stringify(p.adults)},"price":${JSON.stringify(p.price)}}`).join(",")}]`;
      const restrictions = JSON.stringify(run.restrictions);
      const key = `${night}/${run.nights}/${prices}/${restrictions}`;
      let text = runTexts.get(key);
      if (text === undefined) {
        const parts: string[] = [];
        for (let n = night; n < night + run.nights; n++)
          parts.push(`{"date":"${dateAt(n)}","prices":${prices},"restrictions":${restrictions}}`);
        text = parts.join(",");
        runTexts.set(key, text);
      }
      days.push(text);
      night += run.nights;
    }
    piece += `${i === 0 ? "" : ","}{"unit_id":${JSON.stringify(entry.unit_id)},"rate_plan_id":${JSON.stringify(entry.rate_plan_id)},"min_stay":${JSON.stringify(entry.min_stay)},"max_stay":${JSON.stringify(entry.max_stay)},"days":[${days.join(",")}]}`;
    if (piece.length >= PIECE_CHARS) {
      yield piece;
      piece = "";
    }
  }
  yield `${piece}],"next_cursor":null}`;
}
