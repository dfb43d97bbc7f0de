// `grimoire build`: .grim sources → checked IR → content/generated/. Only the
// sets whose IR changed since the last build are re-emitted (the manifest
// remembers the rest); index.ts is rewritten when its text changes.

import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ProgramIR } from "../../core/ir.ts";
import { compileToJavaScript, javaScriptNames } from "../emit/javascript.ts";
import { emitProgram, rootImportPath, setKey, typeCheck, writeFiles, type EmittedFile, type TypeDiagnostic } from "../emit/emit.ts";
import type { SetModuleInfo } from "../emit/set-files.ts";
import type { GameRegistry } from "../../core/registry.ts";
import { generatorFingerprint, MANIFEST_FILE, manifestText, readManifest, sha256, type Manifest } from "./manifest.ts";

export interface SourceFile {
  /** posix path relative to the build's root, as it appears in diagnostics and generated comments */
  path: string;
  text: string;
}

/** A checker diagnostic, reduced to what the build prints. */
export interface BuildDiagnostic {
  severity: "error" | "warning" | "info";
  /** one line, `file:line:col: error GRM2001 message` */
  text: string;
}

/** The front end as the build sees it: source files in, IR and diagnostics out. */
export type CheckFn = (files: SourceFile[]) => { program: ProgramIR; diagnostics: BuildDiagnostic[] };

export interface BuildOptions {
  /** the registered games: whose checker and emitter parts build their sets */
  games: GameRegistry;
  /** files or directories holding .grim files */
  paths: string[];
  outDir: string;
  /** where relative source paths start (default: the current directory) */
  root?: string;
  /**
   * the Grimoire checkout (the folder holding runtime/ and games/) the generated code imports; null for the
   * installed CLI, which has none: it builds only for a `runtimePackage`, and type-checks the modules against that
   * package as installed where they are written
   */
  grimoireRoot: string | null;
  /** import the runtime from this installed package instead of `grimoireRoot` (EmitOptions.runtimePackage) */
  runtimePackage?: string;
  /**
   * ts (the default): the TypeScript modules; js: each compiled into `.js` with its `.d.ts` (needs
   * `runtimePackage`: compiled code imports the compiled runtime, not this checkout's `.ts` sources)
   */
  format?: "ts" | "js";
  /** type-check the generated files after writing */
  typeCheck?: boolean;
  /** write nothing; `written` lists the files that a build would change (CI: "is content/generated current?") */
  dryRun?: boolean;
  /** told what the build is doing before each step (the type-check takes seconds) */
  progress?: (step: string) => void;
}

export interface BuildResult {
  ok: boolean;
  diagnostics: BuildDiagnostic[];
  files: number;
  /** "game/set" re-emitted */
  emitted: string[];
  /** "game/set" whose module was up to date */
  reused: string[];
  /** "game/set" of sets not emitted: their game has no content module */
  skipped: string[];
  /** files written, relative to outDir */
  written: string[];
  /** files of a previous build removed, relative to outDir (`--format js`, and a build after one) */
  removed?: string[];
  typeErrors: TypeDiagnostic[];
  /** milliseconds per phase: check, emit (texts), write, typeCheck */
  timings: Record<string, number>;
}

export class BuildError extends Error {
  override name = "BuildError";
}

/** Every .grim file under the given paths, sorted, relative to root with / separators. */
export function collectSources(paths: string[], root: string): SourceFile[] {
  const found = new Set<string>();
  const visit = (p: string) => {
    let st;
    try {
      st = statSync(p);
    } catch {
      throw new BuildError(`${p}: no such file or directory`);
    }
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) {
        if (name === "node_modules" || name.startsWith(".")) continue;
        const child = path.join(p, name);
        if (statSync(child).isDirectory() || name.endsWith(".grim")) visit(child);
      }
    } else if (p.endsWith(".grim")) {
      found.add(path.resolve(p));
    } else {
      throw new BuildError(`${p}: not a .grim file`);
    }
  };
  for (const p of paths) visit(p);
  return [...found]
    .map((abs) => ({ abs, rel: path.relative(root, abs).split(path.sep).join("/") }))
    .sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0))
    .map(({ abs, rel }) => ({ path: rel, text: readFileSync(abs, "utf8") }));
}

export async function build(opts: BuildOptions, check: CheckFn): Promise<BuildResult> {
  const timings: Record<string, number> = {};
  let t0 = performance.now();
  const lap = (phase: string) => {
    const now = performance.now();
    timings[phase] = now - t0;
    t0 = now;
  };
  const root = path.resolve(opts.root ?? process.cwd());
  const sources = collectSources(opts.paths, root);
  opts.progress?.(`checking ${sources.length} .grim file${sources.length === 1 ? "" : "s"}…`);
  const { program, diagnostics } = check(sources);
  lap("check");
  const result: BuildResult = { ok: false, diagnostics, files: sources.length, emitted: [], reused: [], skipped: [], written: [], typeErrors: [], timings };
  if (diagnostics.some((d) => d.severity === "error")) return result;

  const outDir = path.resolve(opts.outDir);
  const manifestPath = path.join(outDir, MANIFEST_FILE);
  if (opts.format === "js") return buildJavaScript(opts, sources, program, outDir, result, lap);
  const checkout = opts.grimoireRoot;
  if (opts.runtimePackage === undefined && checkout === null)
    throw new BuildError(
      "this grimoire is the installed package, with no checkout for the module to import: build it with --runtime-package <name> (e.g. @grimoire/runtime)",
    );
  const previous = readManifest(manifestPath, opts.games, opts.runtimePackage);
  const reuse = new Map<string, SetModuleInfo>();
  for (const s of previous?.sets ?? []) if (existsSync(path.join(outDir, s.module.file))) reuse.set(s.key, s.module);

  // a dry run compares every module with a fresh emit, not with the manifest's word for it
  const emitted = emitProgram(program, {
    games: opts.games,
    rootDir: checkout === null ? "" : rootImportPath(outDir, checkout),
    runtimePackage: opts.runtimePackage,
    reuse: opts.dryRun ? undefined : reuse,
  });
  const changed: EmittedFile[] = emitted.files.filter((f) => {
    const target = path.join(outDir, f.file);
    return !existsSync(target) || readFileSync(target, "utf8") !== f.text;
  });
  lap("emit");
  if (opts.dryRun) {
    result.emitted = emitted.emitted;
    result.skipped = emitted.skipped;
    result.written = changed.map((f) => f.file);
    const present = existsSync(outDir) ? readdirSync(outDir).filter((f) => f.endsWith(".ts")) : [];
    const expected = new Set(emitted.files.map((f) => f.file));
    result.written.push(...present.filter((f) => !expected.has(f)));
    result.ok = result.written.length === 0;
    return result;
  }
  mkdirSync(outDir, { recursive: true });
  if (changed.length > 0) writeFiles(outDir, changed);

  // modules of sets that no longer exist, and what a `--format js` build left here
  const current = new Set(emitted.sets.map((s) => s.file));
  for (const s of previous?.sets ?? []) {
    if (!current.has(s.module.file)) rmSync(path.join(outDir, s.module.file), { force: true });
  }
  const removed = removeStale(outDir, previousOutputs(manifestPath, "js", emitted.files), new Set(emitted.files.map((f) => f.file)));

  writeManifest(manifestPath, opts, sources, emitted.sets);

  result.emitted = emitted.emitted;
  result.skipped = emitted.skipped;
  result.reused = emitted.sets.map(setKey).filter((k) => !emitted.emitted.includes(k));
  result.written = changed.map((f) => f.file);
  if (removed.length > 0) result.removed = removed;
  lap("write");
  if (opts.typeCheck) {
    opts.progress?.(`type-checking the generated code in ${opts.outDir}…`);
    result.typeErrors = typeCheck(
      outDir,
      opts.runtimePackage === undefined ? undefined : { runtimePackage: opts.runtimePackage, grimoireRoot: opts.grimoireRoot },
    );
    lap("typeCheck");
  }
  result.ok = result.typeErrors.length === 0;
  return result;
}

function writeManifest(manifestPath: string, opts: BuildOptions, sources: SourceFile[], sets: SetModuleInfo[]): void {
  const textOf = new Map(sources.map((s) => [s.path, s.text]));
  const manifest: Manifest = {
    generator: generatorFingerprint(opts.games),
    ...(opts.runtimePackage === undefined ? {} : { runtimePackage: opts.runtimePackage }),
    ...(opts.format === "js" ? { format: "js" as const } : {}),
    sets: sets.map((m) => ({
      key: setKey(m),
      sources: Object.fromEntries(m.sources.map((p) => [p, textOf.has(p) ? sha256(textOf.get(p)!) : ""])),
      module: m,
    })),
  };
  const text = manifestText(manifest);
  if (!existsSync(manifestPath) || readFileSync(manifestPath, "utf8") !== text) writeFileSync(manifestPath, text);
}

/**
 * The files a previous build of the `kind` given wrote into this folder, as far as its manifest and the current
 * build's modules say: its sets' modules, and the current modules' twins of that kind (`index.js` and `index.d.ts`
 * beside `index.ts`). Nothing when the folder holds no manifest of that kind: a file the build did not write is
 * never removed.
 */
function previousOutputs(manifestPath: string, kind: "ts" | "js", modules: readonly EmittedFile[]): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(manifestPath, "utf8"));
  } catch {
    return [];
  }
  const m = parsed as Partial<Manifest> | null;
  if (m === null || typeof m !== "object" || (m.format ?? "ts") !== kind) return [];
  const files = [...(Array.isArray(m.sets) ? m.sets : []).map((s) => s?.module?.file), ...modules.map((f) => f.file)].filter(
    (f): f is string => typeof f === "string" && /^[\w.-]+\.ts$/.test(f) && !f.endsWith(".d.ts"),
  );
  return kind === "ts" ? files : files.flatMap(javaScriptNames);
}

function removeStale(outDir: string, previous: readonly string[], expected: ReadonlySet<string>): string[] {
  const removed = [...new Set(previous)].filter((f) => !expected.has(f) && existsSync(path.join(outDir, f))).sort();
  for (const f of removed) rmSync(path.join(outDir, f), { force: true });
  return removed;
}

/**
 * `--format js`: every module emitted afresh, type-checked as TypeScript (in memory: only its JavaScript and
 * declarations are written), compiled file by file, and written where its bytes changed; what a previous build
 * of either kind wrote and this one does not is removed.
 */
function buildJavaScript(
  opts: BuildOptions,
  sources: SourceFile[],
  program: ProgramIR,
  outDir: string,
  result: BuildResult,
  lap: (phase: string) => void,
): BuildResult {
  if (opts.runtimePackage === undefined)
    throw new BuildError(
      "--format js needs --runtime-package <name>: the compiled modules import the compiled runtime package, not this checkout's .ts sources",
    );
  const emitted = emitProgram(program, { games: opts.games, rootDir: "", runtimePackage: opts.runtimePackage });
  const files = compileToJavaScript(emitted.files);
  const expected = new Set(files.map((f) => f.file));
  const changed = files.filter((f) => {
    const target = path.join(outDir, f.file);
    return !existsSync(target) || readFileSync(target, "utf8") !== f.text;
  });
  lap("emit");
  const changedModule = (m: SetModuleInfo) => javaScriptNames(m.file).some((f) => changed.some((c) => c.file === f));
  result.skipped = emitted.skipped;
  result.emitted = emitted.sets.filter(changedModule).map(setKey);
  result.reused = emitted.sets.filter((m) => !changedModule(m)).map(setKey);
  result.written = changed.map((f) => f.file);
  if (opts.dryRun) {
    // every file of a module here that a build would not write: TypeScript of a previous build, stale sets
    const present = existsSync(outDir) ? readdirSync(outDir).filter((f) => /\.(ts|js)$/.test(f)) : [];
    result.written.push(...present.filter((f) => !expected.has(f)));
    result.ok = result.written.length === 0;
    return result;
  }
  if (opts.typeCheck) {
    opts.progress?.(`type-checking the generated code for ${opts.outDir}…`);
    result.typeErrors = typeCheck(outDir, { runtimePackage: opts.runtimePackage, grimoireRoot: opts.grimoireRoot }, emitted.files);
    lap("typeCheck");
  }
  mkdirSync(outDir, { recursive: true });
  if (changed.length > 0) writeFiles(outDir, changed);
  const manifestPath = path.join(outDir, MANIFEST_FILE);
  result.removed = removeStale(
    outDir,
    [...previousOutputs(manifestPath, "js", emitted.files), ...previousOutputs(manifestPath, "ts", emitted.files)],
    expected,
  );
  writeManifest(manifestPath, opts, sources, emitted.sets);
  lap("write");
  result.ok = result.typeErrors.length === 0;
  return result;
}
