/** One sample of Prometheus's text exposition format: `name{label="value",…} value`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  /** Each family's type from its `# TYPE` line (counter, gauge, histogram…). */
  types: Map<string, string>;
  samples: Sample[];
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*/;
const LABEL = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/;

/** A sample's value as Prometheus reads it (Go's ParseFloat: NaN and Inf in any case; prom-client writes "Nan"). */
function number(text: string): number {
  const special = /^([+-]?)(inf|infinity|nan)$/i.exec(text);
  if (special) {
    if (special[2]!.toLowerCase() === "nan") return Number.NaN;
    return special[1] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  }
  const n = Number(text);
  if (text.trim() === "" || Number.isNaN(n)) throw new Error(`not a number: ${text}`);
  return n;
}

/**
 * Parses the text format (version 0.0.4) strictly: a line that is neither a comment nor a
 * well-formed sample throws, and so does a sample whose family has no `# TYPE` line before it.
 * (prom-client writes the format but has no parser, and the parsers on npm are unmaintained.)
 */
export function parseExposition(text: string): Exposition {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const [index, line] of text.split("\n").entries()) {
    const fail = (why: string) => new Error(`line ${index + 1}: ${why}: ${line}`);
    if (line.trim() === "") continue;
    if (line.startsWith("#")) {
      const type = /^# TYPE (\S+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
      if (type) types.set(type[1]!, type[2]!);
      else if (line.startsWith("# TYPE")) throw fail("bad TYPE line");
      continue;
    }
    const name = NAME.exec(line)?.[0];
    if (!name) throw fail("no metric name");
    let rest = line.slice(name.length);
    const labels: Record<string, string> = {};
    if (rest.startsWith("{")) {
      rest = rest.slice(1);
      while (!rest.startsWith("}")) {
        const label = LABEL.exec(rest);
        if (!label) throw fail("bad label");
        labels[label[1]!] = label[2]!.replace(/\\(.)/g, (_, c: string) => (c === "n" ? "\n" : c));
        rest = rest.slice(label[0].length);
        if (rest.startsWith(",")) rest = rest.slice(1);
        else if (!rest.startsWith("}")) throw fail("labels not closed");
      }
      rest = rest.slice(1);
    }
    const parts = rest.trim().split(/\s+/);
    if (!rest.startsWith(" ") || parts.length < 1 || parts.length > 2) throw fail("bad value");
    const family = types.has(name) ? name : name.replace(/_(bucket|sum|count)$/, "");
    if (!types.has(family)) throw fail("no TYPE line for this family");
    samples.push({ name, labels, value: number(parts[0]!) });
  }
  return { types, samples };
}

/** The samples named so whose labels include all of `labels`. */
export function matching(exp: Exposition, name: string, labels: Record<string, string> = {}): Sample[] {
  return exp.samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
}

/** The sum of those samples' values (0 when there is none: a counter not yet moved). */
export function total(exp: Exposition, name: string, labels: Record<string, string> = {}): number {
  return matching(exp, name, labels).reduce((sum, s) => sum + s.value, 0);
}
