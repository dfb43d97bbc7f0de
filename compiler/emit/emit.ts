// ProgramIR → the files of content/generated/. Texts are built as strings
// (deterministic, formatted as written) and written as they are; ts-morph
// type-checks what was written.

import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Project, ts } from "ts-morph";
import type { ModuleImports } from "../../core/emit.ts";
import type { ProgramIR } from "../../core/ir.ts";
import type { GameRegistry } from "../../core/registry.ts";
import { header, setFileName, setHash, type SetModuleInfo } from "./set-files.ts";

export interface EmittedFile {
  /** file name inside the output directory */
  file: string;
  text: string;
}

export interface EmitOptions {
  /** the registered games: each game's emitter part (GameModule.emit) writes its sets' modules and its content module */
  games: GameRegistry;
  /** import path of the Grimoire checkout (the folder holding runtime/ and games/) as seen from the output directory, posix separators, e.g. "../.." */
  rootDir: string;
  /**
   * the name of the installed runtime package (packages/runtime, `@grimoire/runtime`) to import the runtime from
   * instead of the checkout, so the module stands alone in another project; `rootDir` is then not used
   */
  runtimePackage?: string;
  /** sets whose module is already up to date: their info is reused and their file not re-emitted */
  reuse?: Map<string, SetModuleInfo>;
}

export interface EmitResult {
  files: EmittedFile[];
  sets: SetModuleInfo[];
  /** "game/set" of the sets whose module was (re)generated */
  emitted: string[];
  /** "game/set" of sets of games without an emitter part (GameModule.emit): checked, not emitted */
  skipped: string[];
}

export function setKey(s: { game: string; set: string }): string {
  return `${s.game}/${s.set}`;
}

/**
 * The generated texts, game by game in the registry's order: each set's module (only sets not in `reuse`, or
 * whose hash changed, get a new text), then after them every game's content module over its sets.
 */
export function emitProgram(program: ProgramIR, opts: EmitOptions): EmitResult {
  const imports = moduleImports(opts);
  const files: EmittedFile[] = [];
  const sets: SetModuleInfo[] = [];
  const emitted: string[] = [];
  const skipped: string[] = [];
  const contents: EmittedFile[] = [];
  for (const game of opts.games.all()) {
    const own = program.sets.filter((s) => s.game === game.meta.id);
    if (!game.emit) {
      skipped.push(...own.map(setKey));
      continue;
    }
    const infos = own.map((set) => {
      const hash = setHash(set);
      const cached = opts.reuse?.get(setKey(set));
      if (cached && cached.hash === hash) return cached;
      const { text, info } = game.emit!.setModule(set, { imports, file: setFileName(set), hash, header: header(set, hash) });
      files.push({ file: info.file, text });
      emitted.push(setKey(set));
      return info;
    });
    const content = game.emit.contentModule(infos, imports);
    if (content) contents.push(content);
    sets.push(...infos);
  }
  files.push(...contents);
  // sets of a game the registry does not know cannot come out of the checker; say so rather than drop them
  for (const s of program.sets) if (!opts.games.find(s.game)) skipped.push(setKey(s));
  return { files, sets, emitted, skipped };
}

/**
 * The one place that spells the generated modules' import specifiers. In the checkout they import the runtime's
 * sources by relative path, `.ts` and all, as the rest of the repository does. Against the runtime package they
 * import its subpaths (`@grimoire/runtime/games/adventure/rules/content`, the package's `exports` map them to the
 * compiled files) and each other as `.js`, which every TypeScript module resolution and Node accept.
 */
export function moduleImports(at: { rootDir: string; runtimePackage?: string }): ModuleImports {
  const pkg = at.runtimePackage;
  if (pkg === undefined) return { runtime: (file) => `${at.rootDir}/${file}`, sibling: (file) => `./${file}` };
  return { runtime: (file) => `${pkg}/${file.replace(/\.ts$/, "")}`, sibling: (file) => `./${file.replace(/\.ts$/, ".js")}` };
}

/** The relative import path from `outDir` to `grimoireRoot`, as an ES module specifier. */
export function rootImportPath(outDir: string, grimoireRoot: string): string {
  const rel = path.relative(path.resolve(outDir), path.resolve(grimoireRoot)).split(path.sep).join("/");
  return rel.startsWith(".") ? rel : `./${rel}`;
}

const CHECK_OPTIONS = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  noEmit: true,
  skipLibCheck: true,
  lib: ["lib.es2022.d.ts"],
  types: [],
};

/** Writes the files into `outDir`, as emitted; `grimoire build` type-checks what was written afterwards. */
export function writeFiles(outDir: string, files: EmittedFile[]): void {
  mkdirSync(outDir, { recursive: true });
  for (const f of files) writeFileSync(path.join(outDir, f.file), f.text);
}

export interface TypeDiagnostic {
  file: string;
  line: number;
  message: string;
}

/**
 * `tsc --strict` over the generated module and what it imports (lib es2022, skipLibCheck). A module emitted for
 * the runtime package is checked against this checkout's runtime sources, the ones its package is built from:
 * `runtime` maps the package's specifiers onto them, installed or not. With no checkout (`grimoireRoot` null: the
 * installed CLI) the specifiers resolve as the engine's compiler resolves them, to the package installed in the
 * project the module is written into. `files` are the modules to check when they
 * are not on disk (`--format js` writes their JavaScript only): they are checked as if they were in `outDir`.
 */
export function typeCheck(outDir: string, runtime?: { runtimePackage: string; grimoireRoot: string | null }, files?: readonly EmittedFile[]): TypeDiagnostic[] {
  const paths = runtime?.grimoireRoot != null && { [`${runtime.runtimePackage}/*`]: [`${path.resolve(runtime.grimoireRoot).split(path.sep).join("/")}/*.ts`] };
  const project = new Project({ compilerOptions: paths ? { ...CHECK_OPTIONS, paths } : CHECK_OPTIONS, skipAddingFilesFromTsConfig: true });
  if (files) for (const f of files) project.createSourceFile(path.join(outDir, f.file), f.text, { overwrite: true });
  else project.addSourceFilesAtPaths(path.join(outDir, "*.ts"));
  project.resolveSourceFileDependencies();
  return project.getPreEmitDiagnostics().map((d) => {
    const sf = d.getSourceFile();
    const start = d.getStart();
    return {
      file: sf ? path.relative(process.cwd(), sf.getFilePath()) : "",
      line: sf && start !== undefined ? sf.getLineAndColumnAtPos(start).line : 0,
      message: ts.flattenDiagnosticMessageText(d.getMessageText() as string | ts.DiagnosticMessageChain, "\n"),
    };
  });
}
