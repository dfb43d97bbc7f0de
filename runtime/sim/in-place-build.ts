// The games' rules built to answer decisions in place, for a simulation's bundle (worker-bundle.ts).
//
// The rules are generators so that a game can wait for an answer. A bot answers at once, and for a bot
// the waiting is pure cost: every step is a generator frame made, suspended and resumed through a chain
// of `yield*`, and V8 inlines no generator into its caller. This esbuild plugin builds the same source a
// second way, as it is bundled: each Step generator of the rules becomes a plain function, each `yield*` a
// plain call of the step it delegated to, and core/driver.ts becomes core/in-place.ts, whose `ask`
// calls the answer playInPlace was handed. A game is only ever played in place there (GameRuntime.inPlace);
// test/runtime/in-place.test.ts shows it plays the very games of the generators, in both games.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "esbuild";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");
const DRIVER = join(ROOT, "runtime/core/driver.ts");
const IN_PLACE = join(ROOT, "runtime/core/in-place.ts");
const WALKER = join(ROOT, "runtime/interpret/walker.ts");
/** rewritten rules files, by the hash of their text and of the rewrite's own source */
const CACHE = join(ROOT, "node_modules/.cache/grimoire-sim/in-place");
const TRANSFORM = join(dirname(fileURLToPath(import.meta.url)), "in-place-transform.ts");

/**
 * The games' rules: each game's rules and the bots that call them (games/<game>/rules/, agents/), the interpreter's walker (runtime/interpret/) and
 * the generated content sets. What is no game's (runtime/core, runtime/agents, the simulator) stays as it is.
 */
export function isRules(file: string): boolean {
  const f = file.replaceAll("\\", "/");
  if (onKernel(f)) return false;
  return f.includes("/content/generated/") || f.includes("/runtime/interpret/") || /\/games\/[^/]+\/(rules|agents)\//.test(f);
}

/**
 * The files of a game whose rules run on the rules kernel (runtime/kernel), which resumes its steps itself:
 * they are bundled as they are, and ask through core/driver.ts and walk effects with runtime/interpret/walker.ts
 * as written (a second copy of each in the bundle), since the kernel's bridge runs the rules still written as
 * generators one decision at a time.
 */
export function onKernel(file: string): boolean {
  const f = file.replaceAll("\\", "/");
  return f.includes("/runtime/kernel/") || /\/games\/(adventure|oldworld)\//.test(f) || /\/content\/generated\/(adventure|oldworld)[^/]*\.ts$/.test(f);
}

/** the suffix that names the copy of a module a kernel game imports, left as it is written */
const AS_WRITTEN = "?as-written";

let rewriteKey: string | null = null;

/**
 * A rules file rewritten (in-place-transform.ts), from the cache when this very text was rewritten before by
 * this very rewrite: every simulation bundles the rules, and rewriting them all (the generated sets are long)
 * costs seconds each run, where reading and hashing them costs milliseconds.
 */
async function rewritten(file: string): Promise<string> {
  const text = readFileSync(file, "utf8");
  rewriteKey ??= createHash("sha256").update(readFileSync(TRANSFORM, "utf8")).digest("hex");
  const cached = join(CACHE, `${createHash("sha256").update(rewriteKey).update(file).update("\0").update(text).digest("hex").slice(0, 32)}.ts`);
  if (existsSync(cached)) return readFileSync(cached, "utf8");
  const { answeredInPlace } = await import("./in-place-transform.ts");
  const out = answeredInPlace(file, text);
  mkdirSync(CACHE, { recursive: true });
  // written whole under another name first: concurrent runs never read half a file
  const temp = `${cached}.${process.pid}.tmp`;
  writeFileSync(temp, out);
  renameSync(temp, cached);
  return out;
}

/** the esbuild plugin: the games' rules answered in place, every other file as it is */
export function inPlacePlugin(): Plugin {
  return {
    name: "grimoire-in-place",
    setup(build) {
      build.onResolve({ filter: /(^|\/)(driver|walker)\.ts$/ }, (args) => {
        const path = join(args.resolveDir, args.path);
        if (path !== DRIVER && path !== WALKER) return undefined;
        // a kernel game's rules: the modules as written
        if (onKernel(args.importer)) return { path, suffix: AS_WRITTEN };
        // every other importer: the rules ask through it, and core/game.ts runs them (a game is only played in place here)
        return path === DRIVER ? { path: IN_PLACE } : undefined;
      });
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (args.suffix === AS_WRITTEN || !isRules(args.path)) return undefined;
        return { contents: await rewritten(args.path), loader: "ts" };
      });
    },
  };
}
