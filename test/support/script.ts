import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { ROOT } from "../../scripts/mesh.js";
import { eventually } from "./hotel.js";

export interface RunningScript {
  child: ChildProcess;
  /** Every line printed so far, stdout and stderr together, in order. */
  lines: string[];
  /** The exit code once the process has ended. */
  exited: Promise<number | null>;
  /** The first printed line matching `pattern`, waiting for it up to the deadline. */
  line(pattern: RegExp, deadlineMs?: number): Promise<RegExpExecArray>;
}

/** Where and how a script runs: by default `node --import tsx` from the repository's root. */
export interface ScriptPlace {
  cwd?: string;
  /** Node's own arguments before the file (default `--import tsx`; none runs TypeScript as Node strips it). */
  nodeArgs?: string[];
}

/** Starts `node --import tsx <file>` from the repository's root, with `env` over this process's. */
export function startScript(
  file: string,
  env: Record<string, string>,
  args: string[] = [],
  place: ScriptPlace = {},
): RunningScript {
  const child = spawn(process.execPath, [...(place.nodeArgs ?? ["--import", "tsx"]), file, ...args], {
    cwd: place.cwd ?? ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const closed = [child.stdout!, child.stderr!].map((input) => {
    const rl = createInterface({ input });
    rl.on("line", (l) => lines.push(l));
    return once(rl, "close");
  });
  // Resolved once the process has ended and everything it printed has been read.
  const exited = Promise.all([once(child, "exit"), ...closed]).then(() => child.exitCode);
  const line = async (pattern: RegExp, deadlineMs = 15_000) => {
    try {
      return await eventually(
        `a line matching ${pattern}`,
        async () => {
          for (const l of lines) {
            const m = pattern.exec(l);
            if (m) return m;
          }
          if (child.exitCode !== null) throw new Error(`the script exited with ${child.exitCode}`);
          return undefined;
        },
        deadlineMs,
      );
    } catch (err) {
      throw new Error(`${(err as Error).message}; it printed:\n${lines.join("\n")}`);
    }
  };
  return { child, lines, exited, line };
}

/** Runs a script to its end: its exit code and what it printed. */
export async function runScript(
  file: string,
  env: Record<string, string>,
  args: string[] = [],
  place: ScriptPlace = {},
): Promise<{ code: number | null; output: string }> {
  const run = startScript(file, env, args, place);
  const code = await run.exited;
  return { code, output: run.lines.join("\n") };
}
