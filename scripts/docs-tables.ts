import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { AUDIT_ACTIONS, CALLERS, ERROR_CODES, MERCHANT_ROLES } from "@reservations/contracts";
import { CONFIG_SECTIONS, everyOperation, inboxPrefix, roleSummary } from "@reservations/service-kit";
import { z } from "zod";

// The tables of docs/ that are generated from the code, and where each goes: between its two
// marker comments, so the prose around it stays hand-written. scripts/docs.ts writes or checks them.

// biome-ignore lint/suspicious/noExplicitAny: zod's internal definitions, walked to name a field's type
type Def = Record<string, any>;
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

function table(header: string[], rows: string[][]): string {
  const lines = [header, header.map(() => "---"), ...rows].map((r) => `| ${r.map(cell).join(" | ")} |`);
  return lines.join("\n");
}

/** An error code's extra field as a reader names its type. */
function fieldType(schema: z.ZodType): string {
  const def = defOf(schema);
  if (def.type === "number") return (schema as z.ZodNumber).isInt ? "integer" : "amount";
  if (def.type === "array") return `list of ${fieldType(def.element)}s`;
  if (def.type === "nullable") return `${fieldType(def.innerType)} or null`;
  if (def.type === "optional") return `${fieldType(def.innerType)}, optional`;
  return def.type;
}

/** The error-code table of docs/reference.md: every code of the contracts' one error table. */
export function errorCodeTable(): string {
  const rows = Object.entries(ERROR_CODES).map(([code, { status, message, extra }]) => [
    `\`${code}\``,
    String(status),
    message,
    Object.entries(extra as Record<string, z.ZodType>)
      .map(([name, schema]) => `\`${name}\` (${fieldType(schema)})`)
      .join(", ") || "—",
  ]);
  return table(["Code", "Status", "Meaning", "Extra fields"], rows);
}

/** The setting's default as the environment would spell it, if it has one. */
function defaultOf(schema: z.ZodType): unknown {
  const def = defOf(schema);
  if (def.type === "default") return def.defaultValue;
  if (def.type === "pipe") return defaultOf(def.in) ?? defaultOf(def.out);
  return undefined;
}

/** The schema a value is read with: the input side of a transform, past a preprocess step. */
function inputOf(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.type === "default" || def.type === "optional") return inputOf(def.innerType);
  if (def.type === "pipe") {
    // z.stringbool: text in, a boolean out.
    if (defOf(def.out).type === "boolean") return z.enum(["true", "false"]);
    return defOf(def.in).type === "transform" ? inputOf(def.out) : inputOf(def.in);
  }
  return schema;
}

/** What values a setting accepts, from its schema. */
function accepts(schema: z.ZodType): string {
  const json = z.toJSONSchema(inputOf(schema), { io: "input", unrepresentable: "any" }) as Def;
  if (json.enum) return json.enum.map((v: string) => `\`${v}\``).join(", ");
  if (json.type === "integer" || json.type === "number") {
    const min = json.minimum ?? (json.exclusiveMinimum !== undefined ? json.exclusiveMinimum + 1 : undefined);
    const max = json.maximum < Number.MAX_SAFE_INTEGER ? json.maximum : undefined;
    if (min !== undefined && max !== undefined) return `integer ${min}–${max}`;
    return min !== undefined ? `integer ≥ ${min}` : "integer";
  }
  if (json.format === "uri") return "URL";
  if (json.pattern) return `text matching \`${json.pattern}\``;
  if (json.minLength) return `text of ${json.minLength}+ characters`;
  return "text";
}

function shownDefault(schema: z.ZodType): string {
  const value = defaultOf(schema);
  if (value === undefined) return "unset";
  if (value === "") return "empty";
  return `\`${String(value)}\``;
}

/** The settings of docs/configuration.md: one table per topic of the config schema. */
export function settingsTables(): string {
  return Object.entries(CONFIG_SECTIONS)
    .map(([title, shape]) => {
      const rows = Object.entries(shape as Record<string, z.ZodType>).map(([name, schema]) => [
        `\`${name}\``,
        shownDefault(schema),
        accepts(schema),
        schema.description ?? "",
      ]);
      return `### ${title}\n\n${table(["Variable", "Default", "Accepts", "Meaning"], rows)}`;
    })
    .join("\n\n");
}

/** What each process may publish and subscribe to on NATS (docs/operations.md), as pnpm nats:config grants it. */
export function natsPermissionsTable(): string {
  const ops = everyOperation();
  const code = (items: string[]) => items.map((i) => `\`${i}\``).join(", ") || "—";
  const rows = CALLERS.map((role) => {
    const r = roleSummary(role, ops);
    const others = ops.filter((op) => !r.requests.includes(op.subject)).map((op) => op.subject);
    const requests = role === "gateway" ? `all ${r.requests.length} but ${code(others)}` : code(r.requests);
    const jetstream = [
      r.stream ? "stream `EVENTS`: read its state" : "",
      ...r.consumers.map((c) => `consumer \`${c}\`: bind, pull, acknowledge`),
      r.keyStates ? `key-states bucket: ${r.keyStates}` : "",
    ].filter(Boolean);
    return [
      `\`${role}\``,
      requests,
      code(r.events.map((f) => `events.${f}.>`)),
      jetstream.join("; ") || "—",
      code([...(r.serves ? [r.serves] : []), `${inboxPrefix("", role)}.>`]),
      r.serves ? "yes" : "no",
    ];
  });
  // The setup step: it alone makes, changes, purges and deletes the stream, bucket and consumers.
  rows.push([
    "`setup` (the setup step)",
    "—",
    "—",
    "stream `EVENTS`, key-states bucket and every consumer above: make, change, read, purge, delete",
    `\`${inboxPrefix("", "setup")}.>\``,
    "no",
  ]);
  return table(
    ["Process", "Requests it may send", "Events it may publish", "JetStream", "Subscribes to", "Replies"],
    rows,
  );
}

/** The role table of docs/staff.md: the role each merchant call needs, as the gateway enforces it. */
export function roleTable(): string {
  const rows = Object.entries(MERCHANT_ROLES).map(([call, role]) => {
    const [method, path] = call.split(" ");
    return [`\`${method} ${path!.replace("/api/merchant", "")}\``, role];
  });
  return table(["Call (under `/api/merchant`)", "Needs"], rows);
}

/** The audit actions of docs/staff.md, with the kind of thing each acts on. */
export function auditActionTable(): string {
  const rows = Object.entries(AUDIT_ACTIONS).map(([action, target]) => [`\`${action}\``, `\`${target}\``]);
  return table(["Action", "Target type"], rows);
}

export interface GeneratedPart {
  /** The page, from the repository's root. */
  file: string;
  /** The name in its marker comments. */
  name: string;
  render: () => string;
}

export const GENERATED: GeneratedPart[] = [
  { file: "docs/reference.md", name: "error-codes", render: errorCodeTable },
  { file: "docs/configuration.md", name: "settings", render: settingsTables },
  { file: "docs/operations.md", name: "nats-permissions", render: natsPermissionsTable },
  { file: "docs/staff.md", name: "roles", render: roleTable },
  { file: "docs/staff.md", name: "audit-actions", render: auditActionTable },
];

const begin = (name: string) => `<!-- generated by pnpm docs:tables: ${name} -->`;
const end = (name: string) => `<!-- end of generated ${name} -->`;

const BIOME = fileURLToPath(new URL("../node_modules/.bin/biome", import.meta.url));

/** The page as Biome formats markdown (tables aligned), so that pnpm lint and pnpm docs:tables agree. */
function formatted(page: string, file: string): string {
  return execFileSync(BIOME, ["format", `--stdin-file-path=${file}`], { input: page, encoding: "utf8" });
}

/** The page with its part between the markers made anew from the code; throws when a marker is missing. */
export function withGenerated(page: string, part: GeneratedPart): string {
  const from = page.indexOf(begin(part.name));
  const to = page.indexOf(end(part.name));
  if (from < 0 || to < from)
    throw new Error(`${part.file} needs the lines ${begin(part.name)} and ${end(part.name)}`);
  const fresh = `${page.slice(0, from + begin(part.name).length)}\n\n${part.render()}\n\n${page.slice(to)}`;
  return formatted(fresh, part.file);
}
