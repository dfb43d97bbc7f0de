// The runtime as another repository's engine gets it (docs/engine.md): `npm pack` of packages/runtime, a fresh
// project outside this checkout that installs the tarball offline, the bundled content built into it with
// `grimoire build --runtime-package`, `tsc --strict` over both, and seeded games of each game played through
// the installed runtime, log for log the games this checkout plays. Everything is built once, in beforeAll.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { build } from "esbuild";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moduleImports, rootImportPath } from "../../compiler/emit/emit.ts";
import { CHROMIUM_ARGS } from "../e2e/harness.ts";

const run = promisify(execFile);
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PACKAGE_DIR = path.join(REPO, "packages/runtime");
const RUNTIME = JSON.parse(readFileSync(path.join(PACKAGE_DIR, "package.json"), "utf8")) as { name: string; dependencies: Record<string, string> };
const TSC = path.join(REPO, "node_modules/typescript/bin/tsc");
const NPM_QUIET = ["--no-audit", "--no-fund", "--loglevel=error"];
// run from `npm test`, the environment names this repository as npm's project (npm_config_local_prefix, the
// package's fields): the engine's npm must see its own project, as in a shell there
const NPM_ENV = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(npm_|INIT_CWD$)/i.test(k)));
const npm = (args: string[], cwd: string) => run("npm", args, { cwd, env: NPM_ENV });

/**
 * The games both sides play, as TypeScript written against `runtime(file)`'s specifiers (a checkout path, or the
 * package's) and the content modules `content(file)`: one Adventure Game of greedy bots, one Old World game of a
 * greedy and a random witcher with every expansion, one Wild Hunt game; each replayed from its saved file.
 */
function playSource(runtime: (file: string) => string, content: (file: string) => string): string {
  const from = (spec: string) => JSON.stringify(spec);
  return `import { createGame, replay, saveReplay } from ${from(runtime("games/adventure/rules/game.ts"))};
import { greedyAgent, runGame } from ${from(runtime("games/adventure/agents/play.ts"))};
import { createOldWorldGame, replayOldWorld, saveOldWorldReplay, type OldWorldGame } from ${from(runtime("games/oldworld/rules/game.ts"))};
import { greedyOldWorld } from ${from(runtime("games/oldworld/agents/greedy.ts"))};
import { greedyWildHunt } from ${from(runtime("games/oldworld/agents/wild-hunt-greedy.ts"))};
import { playToEnd, randomAgent } from ${from(runtime("runtime/agents/agents.ts"))};
import { content as adventure, getMonster, type HeroId } from ${from(content("index.ts"))};
import { content as oldworld } from ${from(content("oldworld.ts"))};

interface Played {
  result: unknown;
  log: readonly object[];
  replayedLog: readonly object[];
}

function oldWorld(game: OldWorldGame): Played {
  const file: unknown = JSON.parse(JSON.stringify(saveOldWorldReplay(game)));
  return { result: game.result, log: game.log, replayedLog: replayOldWorld(oldworld, file).log };
}

// never called: the engine's tsc must reject both lines, which it cannot if the package's types were lost
export function typed(): void {
  // @ts-expect-error a seed is a number (the runtime's declared GameOptions)
  createGame(adventure, { seed: "eleven", heroes: [] });
  // @ts-expect-error not a monster of the content (the content module's id union)
  getMonster("monster.fledr");
}

export function play(): Record<string, Played> {
  const heroes: HeroId[] = ["hero.geralt", "hero.triss", "hero.yarpen"];
  const a = runGame(adventure, { seed: 11, heroes, maxRounds: 80 }, greedyAgent());
  const aFile: unknown = JSON.parse(JSON.stringify(saveReplay(a)));
  const seats = ["witcher.wolf-witcher", "witcher.cat-witcher"];
  const base = createOldWorldGame(oldworld, { seed: 11, witchers: seats, expansions: ["ciri", "lost-mount", "adventure-pack", "monster-trail", "mages"], maxRounds: 60 });
  playToEnd(base, { [seats[0]]: greedyOldWorld, [seats[1]]: randomAgent(11) });
  const hunt = createOldWorldGame(oldworld, { seed: 11, witchers: seats, expansions: ["wild-hunt"], wildHunt: { difficulty: "easy", member: "huntmember.eredin" }, maxRounds: 60 });
  playToEnd(hunt, (d, game: OldWorldGame) => (game.state.hunt ? greedyWildHunt(d, game) : greedyOldWorld(d, game)));
  return {
    adventure: { result: a.result, log: a.log, replayedLog: replay(adventure, aFile).log },
    oldworld: oldWorld(base),
    "wild-hunt": oldWorld(hunt),
  };
}
`;
}

/** what a file imports: the specifiers of the import and export statements that open a line, and of `import("…")` types */
function specifiers(text: string): string[] {
  const statements = /^[ \t]*(?:import|export)\b[^;"'`]*?\bfrom\s*["']([^"']+)["']|^[ \t]*import\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/gm;
  return [...text.matchAll(statements)].map((m) => m[1] ?? m[2] ?? m[3]);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

let work: string;
let engine: string;
let installed: string;
let theirs: Record<string, { result: unknown; log: object[]; replayedLog: object[] }>;
let ours: typeof theirs;
let typeErrors: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), "grimoire-engine-"));
  const tarballs = path.join(work, "tarballs");
  engine = path.join(work, "engine");
  mkdirSync(tarballs);
  mkdirSync(engine);
  writeFileSync(path.join(engine, "package.json"), `${JSON.stringify({ name: "engine", private: true, type: "module" }, null, 2)}\n`);

  // the runtime's tarball (its prepack compiles it) and its dependencies', packed from this checkout's
  // node_modules: the install needs no registry
  const pack = (async () => {
    await npm(["pack", ...NPM_QUIET, "--pack-destination", tarballs], PACKAGE_DIR);
    const deps = Object.keys(RUNTIME.dependencies).map((d) => path.join(REPO, "node_modules", d));
    await npm(["pack", ...NPM_QUIET, "--ignore-scripts", "--pack-destination", tarballs, ...deps], work);
    const files = readdirSync(tarballs).map((f) => path.join(tarballs, f));
    await npm(["install", "--offline", ...NPM_QUIET, ...files], engine);
  })();
  // the typing is the engine's own tsc below, so the build skips its own
  const content = run(
    process.execPath,
    [path.join(REPO, "bin/grimoire.js"), "build", "content", "--out", path.join(engine, "content"), "--runtime-package", RUNTIME.name, "--no-typecheck"],
    {
      cwd: REPO,
    },
  );
  await Promise.all([pack, content]);
  installed = path.join(engine, "node_modules", ...RUNTIME.name.split("/"));

  writeFileSync(
    path.join(engine, "play.ts"),
    playSource(moduleImports({ rootDir: "", runtimePackage: RUNTIME.name }).runtime, (f) => `./content/${f.replace(/\.ts$/, ".js")}`),
  );
  writeFileSync(path.join(engine, "main.ts"), 'import { play } from "./play.js";\n\nconsole.log(JSON.stringify(play()));\n');
  // an engine's strict project: Node's module resolution (the strictest about ES module paths), no Node types
  // (the runtime must not need them); play.ts's typed() shows the package's declarations are read, not lost to any
  const tsconfig = {
    compilerOptions: {
      strict: true,
      target: "ES2022",
      module: "NodeNext",
      moduleResolution: "NodeNext",
      lib: ["ES2023", "DOM"],
      types: [],
      skipLibCheck: true,
      outDir: "out",
      rootDir: ".",
    },
    include: ["content", "play.ts", "main.ts"],
  };
  writeFileSync(path.join(engine, "tsconfig.json"), `${JSON.stringify(tsconfig, null, 2)}\n`);
  const compiled = run(process.execPath, [TSC, "-p", engine], { cwd: engine }).then(
    () => "",
    (e: { stdout?: string }) => e.stdout || String(e),
  );

  // the same games here, on the checkout's runtime and its own content/generated, while the engine compiles
  const here = path.join(work, "here");
  mkdirSync(here);
  const checkout = moduleImports({ rootDir: rootImportPath(here, REPO) });
  writeFileSync(
    path.join(here, "play.ts"),
    playSource(checkout.runtime, (f) => checkout.runtime(`content/generated/${f}`)),
  );
  const mod = (await import(pathToFileURL(path.join(here, "play.ts")).href)) as { play(): typeof ours };
  ours = JSON.parse(JSON.stringify(mod.play()));

  typeErrors = await compiled;
  if (typeErrors === "") {
    const { stdout } = await run(process.execPath, [path.join(engine, "out/main.js")], { cwd: engine, maxBuffer: 512 * 1024 * 1024 });
    theirs = JSON.parse(stdout);
  }
}, 300_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("the runtime package in an engine outside the repository", () => {
  it("the content built with --runtime-package imports only the package and its own modules, never a path into the checkout", () => {
    const imports = readdirSync(path.join(engine, "content"))
      .filter((f) => f.endsWith(".ts"))
      .flatMap((f) => specifiers(readFileSync(path.join(engine, "content", f), "utf8")));
    expect(imports.length).toBeGreaterThan(10);
    const bad = imports.filter((s) => !s.startsWith(`${RUNTIME.name}/`) && !/^\.\/[^/]+\.js$/.test(s));
    expect(bad).toEqual([]);
  });

  it("the engine's `tsc --strict` (NodeNext) compiles the content and a program using the runtime", () => {
    expect(typeErrors).toBe("");
  });

  it("a seeded game of each game played through the installed runtime has the log the same game has here, and replays to it", () => {
    expect(Object.keys(theirs).sort()).toEqual(["adventure", "oldworld", "wild-hunt"]);
    for (const [game, played] of Object.entries(ours)) {
      // games long enough to mean something: the comparison is not one of two empty logs
      expect(played.log.length, game).toBeGreaterThan(100);
      expect(played.result, game).not.toBeNull();
      expect(JSON.stringify(theirs[game].log), game).toBe(JSON.stringify(played.log));
      expect(theirs[game].result, game).toEqual(played.result);
      expect(JSON.stringify(theirs[game].replayedLog), game).toBe(JSON.stringify(played.log));
    }
  });

  it("the engine's games, bundled for a browser from the installed package, play in Chromium as they do in Node", async () => {
    // esbuild's browser platform resolves no Node built-in: a runtime that needed one would not bundle
    const entry = path.join(engine, "out/browser.js");
    writeFileSync(entry, 'import { play } from "./play.js";\n\nglobalThis.played = JSON.stringify(play());\n');
    const bundle = await build({ entryPoints: [entry], bundle: true, platform: "browser", format: "iife", write: false, logLevel: "silent" });
    const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await page.setContent("<!doctype html><title>engine</title>");
      await page.addScriptTag({ content: bundle.outputFiles[0].text });
      const played = await page.evaluate(() => (globalThis as { played?: string }).played);
      expect(errors).toEqual([]);
      expect(played).toBe(JSON.stringify(theirs));
    } finally {
      await browser.close();
    }
  });

  it("the installed package holds its compiled modules and declarations only, and imports nothing from the compiler, the editor or Node", () => {
    const files = filesUnder(installed).map((f) => path.relative(installed, f).split(path.sep).join("/"));
    expect(files.filter((f) => !f.startsWith("dist/"))).toEqual(["package.json"]);
    expect(files.filter((f) => !/\.(js|d\.ts)$/.test(f) && f !== "package.json")).toEqual([]);
    // the runtime's folders only: the engine's core, the rules kernel and the effect walker its steps use, the game contract (type declarations), each game's rules and agents,
    // and each game's verb table (plain data), which the rules read to run the effect IR the content holds
    expect(
      files.filter(
        (f) =>
          !/^dist\/(runtime\/(core|agents|kernel|interpret)|core|games\/[^/]+\/(rules|agents))\//.test(f) &&
          !/^dist\/games\/[^/]+\/vocabulary\.(js|d\.ts)$/.test(f) &&
          f !== "package.json",
      ),
    ).toEqual([]);

    const allowed = new Set(Object.keys(RUNTIME.dependencies));
    const builtins = new Set(builtinModules);
    const bad: string[] = [];
    for (const file of files.filter((f) => f.endsWith(".js") || f.endsWith(".d.ts"))) {
      for (const spec of specifiers(readFileSync(path.join(installed, file), "utf8"))) {
        if (spec.startsWith(".")) {
          const target = path
            .relative(installed, path.resolve(path.dirname(path.join(installed, file)), spec))
            .split(path.sep)
            .join("/");
          if (!target.startsWith("dist/") || /^dist\/(compiler|editor|grammar)\//.test(target)) bad.push(`${file}: ${spec}`);
        } else {
          const name = spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0];
          if (spec.startsWith("node:") || builtins.has(name) || !allowed.has(name)) bad.push(`${file}: ${spec}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });
});
