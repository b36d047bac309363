// Summarises V8 CPU profiles (`node --cpu-prof`, or `pnpm bench --cpu-prof <process>`):
//   node --import tsx bench/profile.ts <file.cpuprofile>… [--top N]
import { parseArgs } from "node:util";
import { formatSummary, summariseProfile } from "./lib/cpuprofile.js";

const { values, positionals } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== "--"),
  options: { top: { type: "string" } },
  allowPositionals: true,
});
if (positionals.length === 0) {
  console.error("usage: node --import tsx bench/profile.ts <file.cpuprofile>… [--top N]");
  process.exit(2);
}
for (const file of positionals) {
  console.log(formatSummary(await summariseProfile(file, Number(values.top ?? 25))));
}
