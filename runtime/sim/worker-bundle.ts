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
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { installedCli } from "./installed-cli.ts";

const HERE = dirname(fileURLToPath(import.meta.url));
/** the TypeScript worker, loaded through tsx: for content given as a TypeScript module, which only tsx can import */
export const TSX_WORKER = new URL("./worker.js", import.meta.url);

/** How Grimoire's sources are bundled for Node: one ESM file whose packages stay imports, since it lives
 * under node_modules/.cache and resolves them as from the project (the test suite's CLI bundle too) */
export const NODE_BUNDLE = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  write: false,
  logLevel: "silent",
} as const;

let bundled: Promise<URL | Error> | null = null;

/** the file of the installed CLI's bundle (packages/cli) that is the worker, bundled with it */
export const INSTALLED_WORKER = "sim-worker.js";

/**
 * the bundled worker's URL, or why it cannot be built here (the games are then played through tsx); the installed
 * CLI has no sources to bundle and brings its worker, a file beside this module's
 */
export function bundledWorker(): Promise<URL | Error> {
  if (installedCli) return Promise.resolve(new URL(`./${INSTALLED_WORKER}`, import.meta.url));
  bundled ??= bundleModule(join(HERE, "worker-main.ts")).catch((err: unknown) => (err instanceof Error ? err : new Error(String(err))));
  return bundled;
}

/**
 * A module and everything it imports as one JavaScript file under node_modules/.cache (its packages stay
 * imports), its URL to import. The benches bundle their entries this way too, to time what the workers run.
 */
export async function bundleModule(entry: string): Promise<URL> {
  const { build: esbuild } = await import("esbuild");
  const out = await esbuild({ ...NODE_BUNDLE, entryPoints: [entry] });
  const text = out.outputFiles[0].text;
  const dir = resolve(HERE, "../../node_modules/.cache/grimoire-sim");
  const file = join(dir, `${basename(entry).replace(/\.ts$/, "")}-${createHash("sha256").update(text).digest("hex").slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, text);
    renameSync(temp, file);
  }
  return pathToFileURL(file);
}
