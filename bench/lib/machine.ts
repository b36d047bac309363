import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";

export interface Machine {
  cpuModel: string;
  cpuCount: number;
  totalMemoryGiB: number;
  os: string;
  node: string;
  commit: string;
  /** 1-minute load average when the run started, before it started anything. */
  loadAverage: number;
}

function git(root: string, args: string[]): string | undefined {
  try {
    return execFileSync("git", args, {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return undefined;
  }
}

function osName(): string {
  let distro: string | undefined;
  try {
    distro = /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(readFileSync("/etc/os-release", "utf8"))?.[1];
  } catch {
    distro = undefined;
  }
  const kernel = `${os.type()} ${os.release()} ${os.arch()}`;
  return distro ? `${distro} (${kernel})` : kernel;
}

/** What the figures were measured on: CPU, memory, OS, Node and the code's commit. */
export function describeMachine(root: string): Machine {
  const cpus = os.cpus();
  const head = git(root, ["rev-parse", "--short=12", "HEAD"]) ?? "unknown";
  const dirty = (git(root, ["status", "--porcelain"]) ?? "") !== "";
  return {
    cpuModel: cpus[0]?.model.trim() ?? "unknown CPU",
    cpuCount: cpus.length,
    totalMemoryGiB: os.totalmem() / 1024 ** 3,
    os: osName(),
    node: process.version,
    commit: dirty ? `${head} (with uncommitted changes)` : head,
    loadAverage: os.loadavg()[0] ?? 0,
  };
}

export function machineLine(m: Machine): string {
  return `${m.cpuModel}, ${m.cpuCount} CPUs, ${m.totalMemoryGiB.toFixed(1)} GiB RAM; ${m.os}; Node ${m.node}; commit ${m.commit}; load average ${m.loadAverage.toFixed(2)} at the start`;
}
