// The runtime and the CLI as another repository's engine gets them (docs/engine.md): `npm pack` of packages/runtime
// and packages/cli, a fresh project outside this checkout that installs both tarballs offline, the bundled
// content's sources copied into it and built there by the installed `grimoire build --runtime-package`, as
// TypeScript and as compiled JavaScript with `.d.ts`, `tsc --strict` over the TypeScript, and seeded games of each
// game played through the installed runtime, log for log the games this checkout plays: from the compiled
// TypeScript, from the JavaScript module by plain `node`, and in Chromium. Everything is built once, in beforeAll.
import { execFile, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { build, transformSync } from "esbuild";
import { chromium } from "playwright-core";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from "vscode-jsonrpc/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moduleImports, rootImportPath } from "../../compiler/emit/emit.ts";
import { CHROMIUM_ARGS } from "../e2e/harness.ts";

const run = promisify(execFile);
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
interface PackageJson {
  name: string;
  version: string;
  bin?: Record<string, string>;
  dependencies: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}
// npm's rule for a package name (and a subpath of one)
const NPM_NAME = /^(@[a-z0-9~-][a-z0-9._~-]*\/)?[a-z0-9~-][a-z0-9._~-]*(\/[^\s]*)?$/;
const readPackage = (dir: string) => JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as PackageJson;
const PACKAGE_DIR = path.join(REPO, "packages/runtime");
const RUNTIME = readPackage(PACKAGE_DIR);
const CLI_DIR = path.join(REPO, "packages/cli");
const CLI = readPackage(CLI_DIR);
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

/**
 * The packages `names` need, each where Node finds it from the package that needs it in this checkout's
 * node_modules: npm installs them offline from their tarballs. `top` goes to the engine's node_modules; a
 * package some other needs in another version (its own nested node_modules here) is `nested` under that one.
 */
function dependencyClosure(names: string[]): { top: string[]; nested: { parent: string; name: string; dir: string }[] } {
  const top = new Map<string, string>();
  const nested: { parent: string; name: string; dir: string }[] = [];
  const visit = (name: string, from: string, parent: string | null, optional: boolean) => {
    let dir = from;
    while (!existsSync(path.join(dir, "node_modules", name, "package.json"))) {
      const up = path.dirname(dir);
      // an optional dependency of another platform (a native package's other builds) is not installed here
      if (up === dir) {
        if (optional) return;
        throw new Error(`${name}, which ${parent ?? "the packages"} need, is not installed in this checkout`);
      }
      dir = up;
    }
    const at = path.join(dir, "node_modules", name);
    if (dir !== REPO) {
      // one level, which is all this checkout has: a nested package's own dependencies would need overrides of theirs
      if (Object.keys(readPackage(at).dependencies ?? {}).length > 0) throw new Error(`${at} has dependencies of its own: not installed offline here`);
      if (parent && !nested.some((n) => n.dir === at)) nested.push({ parent, name, dir: at });
      return;
    }
    if (top.has(name)) return;
    top.set(name, at);
    const pkg = readPackage(at);
    for (const d of Object.keys(pkg.dependencies ?? {})) visit(d, at, name, false);
    for (const d of Object.keys(pkg.optionalDependencies ?? {})) visit(d, at, name, true);
  };
  for (const name of names) visit(name, REPO, null, false);
  return { top: [...top.values()], nested };
}

/** what the installed `grimoire lsp` answers an editor's `initialize` with, over stdio in the engine's project */
async function lspCapabilities(bin: string, cwd: string): Promise<Record<string, unknown>> {
  const child = spawn(bin, ["lsp", "--stdio"], { cwd, env: NPM_ENV, stdio: ["pipe", "pipe", "inherit"] });
  const rpc = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  rpc.listen();
  try {
    const answer = (await rpc.sendRequest("initialize", { processId: null, rootUri: pathToFileURL(cwd).href, capabilities: {} })) as {
      capabilities: Record<string, unknown>;
    };
    return answer.capabilities;
  } finally {
    rpc.dispose();
    child.kill();
  }
}

let work: string;
let engine: string;
let installed: string;
let installedCli: string;
let theirs: Record<string, { result: unknown; log: object[]; replayedLog: object[] }>;
let ours: typeof theirs;
let plainJs: typeof theirs;
let typeErrors: string;
let declarationErrors: string;
interface Ran {
  code: number;
  stdout: string;
}
const installedBuild = {} as { ts: Ran; js: Ran; checkout: Ran };
let installedCheck: Ran;
let lspAnswer: Record<string, unknown>;
let expectedCheck: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), "grimoire-engine-"));
  const tarballs = path.join(work, "tarballs");
  engine = path.join(work, "engine");
  mkdirSync(tarballs);
  mkdirSync(engine);
  // the content's sources as the engine's repository keeps them: the same folders as here, so the installed CLI
  // reads and prints the same paths this checkout's does
  cpSync(path.join(REPO, "content"), path.join(engine, "content"), { recursive: true, filter: (src) => src !== path.join(REPO, "content/generated") });

  // the two tarballs (their prepack compiles the runtime and bundles the CLI) and their dependencies', packed from
  // this checkout's node_modules: the install needs no registry
  const pack = (async () => {
    await Promise.all([PACKAGE_DIR, CLI_DIR].map((dir) => npm(["pack", ...NPM_QUIET, "--pack-destination", tarballs], dir)));
    const deps = dependencyClosure([...Object.keys(RUNTIME.dependencies), ...Object.keys(CLI.dependencies)]);
    await npm(["pack", ...NPM_QUIET, "--ignore-scripts", "--pack-destination", tarballs, ...deps.top], work);
    // a dependency's own version of a package the engine has in another: npm places it under its parent, from the
    // tarball the engine's package.json names
    const overrides: Record<string, Record<string, string>> = {};
    for (const n of deps.nested) {
      const { stdout } = await npm(["pack", ...NPM_QUIET, "--ignore-scripts", "--json", "--pack-destination", work, n.dir], work);
      const [{ filename }] = JSON.parse(stdout) as { filename: string }[];
      overrides[n.parent] = { ...overrides[n.parent], [n.name]: `file:${path.join(work, filename)}` };
    }
    writeFileSync(path.join(engine, "package.json"), `${JSON.stringify({ name: "engine", private: true, type: "module", overrides }, null, 2)}\n`);
    const files = readdirSync(tarballs).map((f) => path.join(tarballs, f));
    await npm(["install", "--offline", ...NPM_QUIET, ...files], engine);
  })();

  // the same content built and checked by this checkout's CLI, and the same games played here on the checkout's
  // runtime and its own content/generated, while the packages are made
  const checkoutCli = (args: string[]) => run(process.execPath, [path.join(REPO, "bin/grimoire.js"), ...args], { cwd: REPO });
  const [checkoutBuild, checkoutCheck] = [
    checkoutCli(["build", "content", "--out", path.join(work, "checkout-content"), "--runtime-package", RUNTIME.name, "--no-typecheck"]),
    checkoutCli(["check", "content"]),
  ];
  const here = path.join(work, "here");
  mkdirSync(here);
  const checkout = moduleImports({ rootDir: rootImportPath(here, REPO) });
  writeFileSync(
    path.join(here, "play.ts"),
    playSource(checkout.runtime, (f) => checkout.runtime(`content/generated/${f}`)),
  );
  const mod = (await import(pathToFileURL(path.join(here, "play.ts")).href)) as { play(): typeof ours };
  ours = JSON.parse(JSON.stringify(mod.play()));
  await Promise.all([pack, checkoutBuild]);
  expectedCheck = (await checkoutCheck).stdout;
  installed = path.join(engine, "node_modules", ...RUNTIME.name.split("/"));
  installedCli = path.join(engine, "node_modules", ...CLI.name.split("/"));

  // the installed `grimoire`, from the engine's node_modules/.bin: the TypeScript module (the engine's tsc types it
  // below), the JavaScript one (type-checked by the build against the installed runtime), the checker, and a build
  // for a checkout the package does not have
  const grimoire = (args: string[]) =>
    run(path.join(engine, "node_modules/.bin/grimoire"), args, { cwd: engine, env: NPM_ENV }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (e: { code?: number; stdout?: string; stderr?: string }) => ({ code: e.code ?? -1, stdout: `${e.stdout ?? ""}${e.stderr ?? ""}` }),
    );
  const runtimeOption = ["--runtime-package", RUNTIME.name];
  [installedBuild.ts, installedBuild.js, installedCheck, installedBuild.checkout, lspAnswer] = await Promise.all([
    grimoire(["build", "content", "--out", "src/content", ...runtimeOption, "--no-typecheck"]),
    grimoire(["build", "content", "--format", "js", "--out", "src/content-js", ...runtimeOption]),
    grimoire(["check", "content"]),
    grimoire(["build", "content", "--out", "src/never"]),
    lspCapabilities(path.join(engine, "node_modules/.bin/grimoire"), engine),
  ]);

  const runtimeSpec = moduleImports({ rootDir: "", runtimePackage: RUNTIME.name }).runtime;
  writeFileSync(
    path.join(engine, "play.ts"),
    playSource(runtimeSpec, (f) => `./src/content/${f.replace(/\.ts$/, ".js")}`),
  );
  writeFileSync(path.join(engine, "main.ts"), 'import { play } from "./play.js";\n\nconsole.log(JSON.stringify(play()));\n');
  // the same program against the compiled module: as TypeScript, typed by its `.d.ts` alone (no `.ts` beside
  // them), and with its types stripped (esbuild), the plain JavaScript a Node engine writes, which `node` runs
  // with no loader
  const playJs = playSource(runtimeSpec, (f) => `./src/content-js/${f.replace(/\.ts$/, ".js")}`);
  writeFileSync(path.join(engine, "play-js.ts"), playJs);
  writeFileSync(path.join(engine, "play.mjs"), transformSync(playJs, { loader: "ts", format: "esm" }).code);
  writeFileSync(path.join(engine, "main.mjs"), 'import { play } from "./play.mjs";\n\nconsole.log(JSON.stringify(play()));\n');
  // an engine's strict project: Node's module resolution (the strictest about ES module paths), no Node types
  // (the runtime must not need them); play.ts's typed() shows the package's declarations are read, not lost to any
  const compilerOptions = {
    strict: true,
    target: "ES2022",
    module: "NodeNext",
    moduleResolution: "NodeNext",
    lib: ["ES2023", "DOM"],
    types: [],
    skipLibCheck: true,
    outDir: "out",
    rootDir: ".",
  };
  writeFileSync(path.join(engine, "tsconfig.json"), `${JSON.stringify({ compilerOptions, include: ["src/content", "play.ts", "main.ts"] }, null, 2)}\n`);
  writeFileSync(
    path.join(engine, "tsconfig.declarations.json"),
    `${JSON.stringify({ compilerOptions: { ...compilerOptions, noEmit: true }, include: ["play-js.ts"] }, null, 2)}\n`,
  );
  const tsc = (project: string) =>
    run(process.execPath, [TSC, "-p", path.join(engine, project)], { cwd: engine }).then(
      () => "",
      (e: { stdout?: string }) => e.stdout || String(e),
    );
  const compiled = tsc("tsconfig.json");
  const declared = tsc("tsconfig.declarations.json");
  const plain = run(process.execPath, [path.join(engine, "main.mjs")], { cwd: engine, maxBuffer: 512 * 1024 * 1024 });

  typeErrors = await compiled;
  declarationErrors = await declared;
  plainJs = JSON.parse((await plain).stdout);
  if (typeErrors === "") {
    const { stdout } = await run(process.execPath, [path.join(engine, "out/main.js")], { cwd: engine, maxBuffer: 512 * 1024 * 1024 });
    theirs = JSON.parse(stdout);
  }
}, 300_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("the runtime package in an engine outside the repository", () => {
  it("the installed `grimoire build --runtime-package` writes, byte for byte, the module this checkout's CLI writes", () => {
    expect(installedBuild.ts.code, installedBuild.ts.stdout).toBe(0);
    const built = path.join(engine, "src/content");
    const expected = path.join(work, "checkout-content");
    const files = readdirSync(expected).sort();
    expect(readdirSync(built).sort()).toEqual(files);
    expect(files).toContain(".build-manifest.json");
    for (const f of files) expect(readFileSync(path.join(built, f), "utf8"), f).toBe(readFileSync(path.join(expected, f), "utf8"));
  });

  it("the installed `grimoire check` finds the content as this checkout's does", () => {
    expect(installedCheck.code, installedCheck.stdout).toBe(0);
    expect(installedCheck.stdout).toMatch(/ 0 errors, /);
    expect(installedCheck.stdout).toBe(expectedCheck);
  });

  it("the installed `grimoire build --format js` type-checks the module against the installed runtime package and writes only .js and .d.ts", () => {
    expect(installedBuild.js.code, installedBuild.js.stdout).toBe(0);
    expect(installedBuild.js.stdout).toMatch(/ as JavaScript with \.d\.ts: .*, 0 type error\(s\)$/m);
    const files = readdirSync(path.join(engine, "src/content-js")).filter((f) => !f.startsWith("."));
    expect(files.filter((f) => !/\.(js|d\.ts)$/.test(f))).toEqual([]);
    expect(files.filter((f) => f.endsWith(".d.ts")).length).toBe(files.filter((f) => f.endsWith(".js")).length);
    expect(files).toContain("index.js");
  });

  it("the installed `grimoire lsp` answers an editor's initialize with the language server's capabilities", () => {
    expect(lspAnswer).toMatchObject({ hoverProvider: true, definitionProvider: true, completionProvider: expect.anything() });
  });

  it("the installed CLI, which has no checkout, refuses a build without --runtime-package in one line and exit code 1, writing nothing", () => {
    expect(installedBuild.checkout.code).toBe(1);
    expect(installedBuild.checkout.stdout.trim().split("\n")).toEqual([
      "build failed: this grimoire is the installed package, with no checkout for the module to import: build it with --runtime-package <name> (e.g. @grimoire/runtime)",
    ]);
    expect(existsSync(path.join(engine, "src/never"))).toBe(false);
  });

  it("the content built with --runtime-package, as TypeScript and as JavaScript, imports only the package and its own modules, never a path into the checkout", () => {
    for (const [dir, ext] of [
      ["src/content", /\.ts$/],
      ["src/content-js", /\.(js|d\.ts)$/],
    ] as const) {
      const imports = readdirSync(path.join(engine, dir))
        .filter((f) => ext.test(f))
        .flatMap((f) => specifiers(readFileSync(path.join(engine, dir, f), "utf8")));
      expect(imports.length, dir).toBeGreaterThan(10);
      const bad = imports.filter((s) => !s.startsWith(`${RUNTIME.name}/`) && !/^\.\/[^/]+\.js$/.test(s));
      expect(bad, dir).toEqual([]);
    }
  });

  it("the engine's `tsc --strict` (NodeNext) compiles the content and a program using the runtime", () => {
    expect(typeErrors).toBe("");
  });

  it("the engine's `tsc --strict` types the same program against the compiled module's .d.ts alone", () => {
    expect(readdirSync(path.join(engine, "src/content-js")).filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))).toEqual([]);
    expect(declarationErrors).toBe("");
  });

  it("plain `node` (no TypeScript, no loader) plays the seeded games from the compiled JavaScript module and the installed runtime, with the logs of the same games here", () => {
    expect(Object.keys(plainJs).sort()).toEqual(Object.keys(ours).sort());
    for (const [game, played] of Object.entries(ours)) {
      expect(JSON.stringify(plainJs[game].log), game).toBe(JSON.stringify(played.log));
      expect(plainJs[game].result, game).toEqual(played.result);
      expect(JSON.stringify(plainJs[game].replayedLog), game).toBe(JSON.stringify(played.log));
    }
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

  it("the installed CLI package is its bundle and package.json, its bin the bundle's entry, its dependencies pinned to this checkout's versions", () => {
    const files = filesUnder(installedCli).map((f) => path.relative(installedCli, f).split(path.sep).join("/"));
    expect(files.filter((f) => !f.startsWith("dist/"))).toEqual(["package.json"]);
    expect(files).toContain(`${CLI.bin?.grimoire}`);
    const root = readPackage(REPO);
    expect(Object.entries(CLI.dependencies).filter(([name, version]) => root.dependencies[name] !== version)).toEqual([]);
    // what the bundle imports that it does not hold: Node's modules, and the dependencies its package.json names
    const allowed = new Set([...Object.keys(CLI.dependencies), "esbuild", "tsx"]);
    const builtins = new Set(builtinModules);
    const external = new Set<string>();
    for (const file of files.filter((f) => f.endsWith(".js"))) {
      for (const spec of specifiers(readFileSync(path.join(installedCli, file), "utf8"))) {
        // the bundled TypeScript's messages hold texts shaped like an import (`import("{0}")`): not a package name
        if (spec.startsWith(".") || spec.startsWith("node:") || builtins.has(spec.split("/")[0]) || !NPM_NAME.test(spec)) continue;
        external.add(spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]);
      }
    }
    expect([...external].filter((name) => !allowed.has(name))).toEqual([]);
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
