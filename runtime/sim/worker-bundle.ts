// What a simulation worker thread starts from. Loading the worker's TypeScript
// through tsx costs every thread seconds before its first game (each of the
// hundreds of modules is resolved through the loader's hooks thread), while
// the games themselves take milliseconds: that start-up, paid by each thread,
// is what kept two threads from playing twice the games of one. So the worker
// and everything it imports are bundled once per run into one JavaScript
// file (esbuild, which tsx itself runs on), and each thread loads that file
// with no loader. The file is named by the hash of its text, so concurrent
// runs (shards on one machine) share it and never see it half written.
//
// For a game whose runtime plays in place (GameRuntime.inPlace), the games' rules in the bundle are built to
// answer in place (in-place-build.ts): the bots' games, and the search bot's futures, run as plain functions.
// A game on the rules kernel has no such build: its workers load the bundle of the sources as they are.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

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

const bundled = new Map<boolean, Promise<URL | Error>>();

/**
 * The bundled worker's URL, or why it cannot be built here (the games are then played through tsx); `inPlace`:
 * the rules built to answer in place, for a game played in place (the default), else as they are.
 */
export function bundledWorker(inPlace = true): Promise<URL | Error> {
  let made = bundled.get(inPlace);
  if (!made) {
    made = bundleModule(join(HERE, "worker-main.ts"), inPlace).catch((err: unknown) => (err instanceof Error ? err : new Error(String(err))));
    bundled.set(inPlace, made);
  }
  return made;
}

/**
 * A module and everything it imports as one JavaScript file under node_modules/.cache (its packages stay
 * imports), its URL to import; `inPlace`: the Adventure rules built to answer in place. The bench and the
 * test that set the two builds side by side bundle their entry this way too.
 */
export async function bundleModule(entry: string, inPlace: boolean): Promise<URL> {
  const { build: esbuild } = await import("esbuild");
  const plugins = inPlace ? [(await import("./in-place-build.ts")).inPlacePlugin()] : [];
  const out = await esbuild({ ...NODE_BUNDLE, entryPoints: [entry], plugins });
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
