import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

/** The parts of a V8 .cpuprofile (what `node --cpu-prof` writes) the summary reads. */
interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    hitCount?: number;
  }[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

export interface SelfTime {
  name: string;
  where: string;
  ms: number;
  share: number;
}

/** A stretch of time on the monotonic clock V8 samples with (process.hrtime), microseconds. */
export interface MonotonicWindow {
  fromUs: number;
  toUs: number;
}

/** Now on the clock of profile timestamps (CLOCK_MONOTONIC, shared by every process on the machine). */
export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

export interface ProfileSummary {
  file: string;
  /** Whether only samples inside given windows were counted. */
  windowed: boolean;
  /** Sampled wall time, ms. */
  totalMs: number;
  /** Time not idle, ms. */
  busyMs: number;
  functions: SelfTime[];
  /** Self time by package (node_modules), workspace file group or V8 bucket. */
  groups: SelfTime[];
}

function shortUrl(url: string): string {
  if (!url) return "";
  let path = url;
  try {
    if (url.startsWith("file:")) path = fileURLToPath(url);
  } catch {
    path = url;
  }
  const nm = path.lastIndexOf("/node_modules/");
  if (nm >= 0) return path.slice(nm + "/node_modules/".length).replace(/^\.pnpm\/[^/]+\/node_modules\//, "");
  const repo = path.search(/\/(services|packages|bench|scripts)\//);
  return repo >= 0 ? path.slice(repo + 1) : path;
}

function groupOf(where: string, name: string): string {
  if (!where) return name.startsWith("(") ? name : "(native / V8 builtins)";
  if (where.startsWith("node:")) return "node: core";
  const parts = where.split("/");
  if (parts[0]?.startsWith("@")) return `${parts[0]}/${parts[1]}`;
  if (parts[0] === "services" || parts[0] === "packages") return `${parts[0]}/${parts[1]}`;
  return parts[0] ?? where;
}

/**
 * Self time per function and per package of one profile, largest first. With `windows`, only
 * samples taken inside them count (e.g. the measured load, not the process's start-up).
 */
export async function summariseProfile(
  file: string,
  top = 20,
  windows: MonotonicWindow[] = [],
): Promise<ProfileSummary> {
  const profile = JSON.parse(await readFile(file, "utf8")) as CpuProfile;
  const selfUs = new Map<number, number>();
  const inside = (t: number) => windows.length === 0 || windows.some((w) => t >= w.fromUs && t <= w.toUs);
  if (profile.samples && profile.timeDeltas) {
    // Each delta is the time since the previous sample: charge it to the sample it ends.
    let t = profile.startTime;
    for (let i = 0; i < profile.samples.length; i++) {
      const delta = profile.timeDeltas[i] ?? 0;
      t += delta;
      if (!inside(t)) continue;
      const id = profile.samples[i]!;
      selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
    }
  } else if (windows.length === 0) {
    const total = profile.nodes.reduce((a, n) => a + (n.hitCount ?? 0), 0) || 1;
    const span = profile.endTime - profile.startTime;
    for (const n of profile.nodes) selfUs.set(n.id, ((n.hitCount ?? 0) / total) * span);
  }
  const byFunction = new Map<string, { name: string; where: string; us: number }>();
  const byGroup = new Map<string, number>();
  let totalUs = 0;
  let idleUs = 0;
  for (const n of profile.nodes) {
    const us = selfUs.get(n.id) ?? 0;
    if (us === 0) continue;
    totalUs += us;
    const name = n.callFrame.functionName || "(anonymous)";
    if (name === "(idle)") {
      idleUs += us;
      continue;
    }
    const file = shortUrl(n.callFrame.url);
    const where = file ? `${file}:${n.callFrame.lineNumber + 1}` : "";
    const key = `${name}@${where}`;
    const f = byFunction.get(key) ?? { name, where, us: 0 };
    f.us += us;
    byFunction.set(key, f);
    const g = groupOf(file, name);
    byGroup.set(g, (byGroup.get(g) ?? 0) + us);
  }
  const busyUs = totalUs - idleUs;
  const share = (us: number) => (busyUs > 0 ? us / busyUs : 0);
  return {
    file,
    windowed: windows.length > 0,
    totalMs: totalUs / 1000,
    busyMs: busyUs / 1000,
    functions: [...byFunction.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, top)
      .map((f) => ({ name: f.name, where: f.where, ms: f.us / 1000, share: share(f.us) })),
    groups: [...byGroup]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, where: "", ms: us / 1000, share: share(us) })),
  };
}

export function formatSummary(s: ProfileSummary): string {
  const pct = (x: number) => `${(x * 100).toFixed(1).padStart(5)} %`;
  const lines = [
    `${s.file}: ${(s.totalMs / 1000).toFixed(1)} s sampled${s.windowed ? " during the measured load" : ""}, ` +
      `${(s.busyMs / 1000).toFixed(1)} s busy (shares below are of the busy time)`,
    "  top self time by package / file group:",
    ...s.groups.map((g) => `    ${pct(g.share)}  ${g.ms.toFixed(0).padStart(7)} ms  ${g.name}`),
    "  top self time by function:",
    ...s.functions.map((f) =>
      `    ${pct(f.share)}  ${f.ms.toFixed(0).padStart(7)} ms  ${f.name}  ${f.where}`.trimEnd(),
    ),
  ];
  return lines.join("\n");
}
