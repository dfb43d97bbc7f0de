// ProgramIR → the files of content/generated/. Texts are built as strings
// (deterministic, formatted as written) and handed to ts-morph one file per
// `createSourceFile` call; ts-morph then saves them and type-checks them.

import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Project, ts } from "ts-morph";
import type { ProgramIR, SetIR } from "../../core/ir.ts";
import { emitIndexModule } from "./index-module.ts";
import { emitOwIndexModule, emitOwSetModule } from "./oldworld-module.ts";
import { emitSetModule, setHash, type SetModuleInfo } from "./set-module.ts";

export interface EmittedFile {
  /** file name inside the output directory */
  file: string;
  text: string;
}

export interface EmitOptions {
  /** import path of the Grimoire checkout (the folder holding runtime/ and games/) as seen from the output directory, posix separators, e.g. "../.." */
  rootDir: string;
  /** sets whose module is already up to date: their info is reused and their file not re-emitted */
  reuse?: Map<string, SetModuleInfo>;
}

export interface EmitResult {
  files: EmittedFile[];
  sets: SetModuleInfo[];
  /** "game/set" of the sets whose module was (re)generated */
  emitted: string[];
  /** "game/set" of sets of games without a content module (none today: both games emit) */
  skipped: string[];
}

export function setKey(s: { game: string; set: string }): string {
  return `${s.game}/${s.set}`;
}

/** The generated texts; only sets not in `reuse` (or whose hash changed) get a new module text. */
export function emitProgram(program: ProgramIR, opts: EmitOptions): EmitResult {
  const files: EmittedFile[] = [];
  const sets: SetModuleInfo[] = [];
  const emitted: string[] = [];
  const owSets: SetModuleInfo[] = [];
  const emit = (set: SetIR, make: (set: SetIR, rootDir: string) => { text: string; info: SetModuleInfo }): SetModuleInfo => {
    const cached = opts.reuse?.get(setKey(set));
    if (cached && cached.hash === setHash(set)) return cached;
    const { text, info } = make(set, opts.rootDir);
    files.push({ file: info.file, text });
    emitted.push(setKey(set));
    return info;
  };
  for (const set of adventureSets(program)) sets.push(emit(set, emitSetModule));
  for (const set of program.sets.filter((s) => s.game === "oldworld")) owSets.push(emit(set, emitOwSetModule));
  files.push({ file: "index.ts", text: emitIndexModule(sets, opts.rootDir) });
  if (owSets.length > 0) files.push({ file: "oldworld.ts", text: emitOwIndexModule(owSets, opts.rootDir) });
  const skipped = program.sets.filter((s) => s.game !== "adventure" && s.game !== "oldworld").map(setKey);
  return { files, sets: [...sets, ...owSets], emitted, skipped };
}

export function adventureSets(program: ProgramIR): SetIR[] {
  return program.sets.filter((s) => s.game === "adventure");
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

/**
 * Writes the files into `outDir`. Each text goes through ts-morph in one
 * `createSourceFile` call (in memory, so an existing file on disk is never read
 * back); `grimoire build` type-checks what was written afterwards.
 */
export function writeFiles(outDir: string, files: EmittedFile[]): void {
  const project = new Project({ compilerOptions: CHECK_OPTIONS, useInMemoryFileSystem: true, skipAddingFilesFromTsConfig: true });
  const texts: [string, string][] = [];
  for (const f of files) {
    const sf = project.createSourceFile(`/out/${f.file}`, f.text, { overwrite: true });
    texts.push([path.join(outDir, f.file), sf.getFullText()]);
  }
  mkdirSync(outDir, { recursive: true });
  for (const [file, text] of texts) writeFileSync(file, text);
}

export interface TypeDiagnostic {
  file: string;
  line: number;
  message: string;
}

/** `tsc --strict` over the generated module and what it imports (lib es2022, skipLibCheck). */
export function typeCheck(outDir: string): TypeDiagnostic[] {
  const project = new Project({ compilerOptions: CHECK_OPTIONS, skipAddingFilesFromTsConfig: true });
  project.addSourceFilesAtPaths(path.join(outDir, "*.ts"));
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
