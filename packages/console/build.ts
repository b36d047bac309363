// The console's build: one hashed script and one hashed style sheet from src/, an index.html that
// loads them (no inline script or style, so the page runs under a strict CSP), and a gzip and a
// brotli copy of each text file for the gateway to send as they are.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";

const SRC = fileURLToPath(new URL("./src/", import.meta.url));

export interface ConsoleBuild {
  /** The files written, by name, with their size and their gzip and brotli sizes in bytes. */
  files: { name: string; bytes: number; gzip: number; brotli: number }[];
}

const page = (script: string, style: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Hotel console</title>
<link rel="icon" href="/console/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/console/${style}">
<script type="module" src="/console/${script}"></script>
</head>
<body>
<div id="app"></div>
<noscript>The hotel console needs JavaScript.</noscript>
</body>
</html>
`;

/** Builds the console into `outdir` (emptied first); minified unless `minify` is false. */
export async function buildConsole(
  outdir: string,
  options: { minify?: boolean } = {},
): Promise<ConsoleBuild> {
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const result = await build({
    entryPoints: { console: join(SRC, "main.tsx") },
    outdir,
    entryNames: "[name]-[hash]",
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    jsx: "automatic",
    jsxImportSource: "preact",
    minify: options.minify ?? true,
    sourcemap: false,
    metafile: true,
    logLevel: "warning",
    define: { "process.env.NODE_ENV": '"production"' },
  });
  const outputs = Object.keys(result.metafile.outputs).map((f) => basename(f));
  const script = outputs.find((f) => f.endsWith(".js"));
  const style = outputs.find((f) => f.endsWith(".css"));
  if (!script || !style) throw new Error(`the console build made ${outputs.join(", ")}`);
  await writeFile(join(outdir, "index.html"), page(script, style));
  await writeFile(join(outdir, "favicon.svg"), await readFile(join(SRC, "favicon.svg")));
  const files: ConsoleBuild["files"] = [];
  for (const name of [script, style, "index.html", "favicon.svg"]) {
    const body = await readFile(join(outdir, name));
    const gzip = gzipSync(body, { level: 9 });
    const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    await writeFile(join(outdir, `${name}.gz`), gzip);
    await writeFile(join(outdir, `${name}.br`), brotli);
    files.push({ name, bytes: body.length, gzip: gzip.length, brotli: brotli.length });
  }
  return { files };
}
