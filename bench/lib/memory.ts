import { readFile } from "node:fs/promises";

export interface MemorySample {
  process: string;
  /** Which part of the run the process belonged to (mesh, a scenario's baseline, the harness). */
  role: string;
  pid: number;
  /** Peak resident set size over the process's life (VmHWM), MiB; null when it could not be read. */
  peakRssMiB: number | null;
}

/** Peak RSS of a live process from /proc/<pid>/status (Linux); null if gone or unreadable. */
export async function peakRssMiB(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const m = /^VmHWM:\s+(\d+)\s+kB$/m.exec(status);
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Reads the peak RSS of each process; call it before the processes are stopped. */
export async function sampleMemory(
  role: string,
  procs: { label: string; pid: number | undefined }[],
): Promise<MemorySample[]> {
  return Promise.all(
    procs.map(async (p) => ({
      process: p.label,
      role,
      pid: p.pid ?? -1,
      peakRssMiB: await peakRssMiB(p.pid),
    })),
  );
}
