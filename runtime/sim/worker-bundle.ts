// What a simulation worker thread starts from. Loading the worker's TypeScript
// through tsx costs every thread seconds before its first game (each of the
// hundreds of modules is resolved through the loader's hooks thread), while
// the games themselves take milliseconds: that start-up, paid by each thread,
// is what kept two threads from playing twice the games of one. So the worker
// and everything it imports are bundled once per run into one JavaScript
// file (esbuild, which tsx itself runs on), and each thread loads that file
// with no loader. The file is named by the hash of its text, so concurrent
// runs (shards on one machine) share it and never see it half written.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
/** the TypeScript worker, loaded through tsx: for content given as a TypeScript module, which only tsx can import */
export const TSX_WORKER = new URL("./worker.js", import.meta.url);

let bundled: Promise<URL | null> | null = null;

/** the bundled worker's URL, or null when it cannot be built here (the threads then load through tsx) */
export function bundledWorker(): Promise<URL | null> {
  return (bundled ??= build().catch(() => null));
}

async function build(): Promise<URL | null> {
  const { build: esbuild } = await import("esbuild");
  const out = await esbuild({
    entryPoints: [join(HERE, "worker-main.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // packages stay imports: the file lives under node_modules/.cache, so they resolve as from the project
    packages: "external",
    write: false,
    logLevel: "silent",
  });
  const text = out.outputFiles[0].text;
  const dir = resolve(HERE, "../../node_modules/.cache/grimoire-sim");
  const file = join(dir, `worker-${createHash("sha256").update(text).digest("hex").slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, text);
    renameSync(temp, file);
  }
  return pathToFileURL(file);
}
