// The front end's one entry point for the CLI, the build, the editor and the
// language server: a set of files, checked together. Parse results are cached
// per file by content, so editing one file re-parses only that file (and, when
// it parsed cleanly, only the declarations the edit touched); check results are
// cached per declaration, so a check re-checks only what the edit can change.

import type { FileAst } from "../core/ast.ts";
import { capDiagnostics, parseText, type ParseResult } from "../grammar/build.ts";
import type { ProgramIR } from "../core/ir.ts";
import type { Diagnostic } from "../core/diagnostics/types.ts";
import { diagnostic } from "../core/diagnostics/registry.ts";
import { checkProgram, type CheckedProgram } from "./check/program.ts";
import { decodeUtf8 } from "./source.ts";
import { DeclarationCache } from "./incremental/declaration-cache.ts";
import { reparse } from "./incremental/reparse.ts";
import type { CheckedFiles } from "./services/checked-files.ts";
import { completions, type CompletionItem } from "./services/completions.ts";
import { definition, hover, type HoverInfo } from "./services/hover.ts";
import { formatText } from "./format.ts";
import type { GameRegistry } from "../core/registry.ts";
import type { SourceRange } from "../core/ast.ts";

export type { CompletionItem, HoverInfo };

/** How the workspace reaches files. The CLI passes a Node implementation; the editor keeps files in memory. */
export interface WorkspaceHost {
  readFile(path: string): Uint8Array | string | undefined;
}

export const memoryHost: WorkspaceHost = { readFile: () => undefined };

interface FileEntry {
  text: string;
  decodeProblem: Diagnostic | null;
  parsed: ParseResult;
}

export interface CheckResult {
  program: ProgramIR;
  diagnostics: Diagnostic[];
}

export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  if (a.range.file !== b.range.file) return a.range.file < b.range.file ? -1 : 1;
  if (a.range.start.offset !== b.range.start.offset) return a.range.start.offset - b.range.start.offset;
  if (a.code !== b.code) return a.code < b.code ? -1 : 1;
  return a.message < b.message ? -1 : a.message > b.message ? 1 : 0;
}

export class Workspace implements CheckedFiles {
  private readonly files = new Map<string, FileEntry>();
  /** parse results by file path and content: a file edited back to old text is not re-parsed either */
  private readonly cache = new Map<string, { text: string; parsed: ParseResult }>();
  private last: CheckedProgram | null = null;
  private readonly declarations = new DeclarationCache();
  /** how many times a file (or the edited part of one) was actually parsed (the incremental test counts these) */
  parseCount = 0;

  /** how many declarations were actually checked (the incremental test counts these) */
  get checkCount(): number {
    return this.declarations.checkCount;
  }

  /**
   * `games`: the registry an entry point built (games/registry.ts), whose tables the checker and the
   * editor services read. `incremental: false` re-parses whole files and re-checks every declaration
   * on each check (what the editor bench compares the incremental check with).
   */
  constructor(
    readonly games: GameRegistry,
    private readonly host: WorkspaceHost = memoryHost,
    private readonly options: { incremental: boolean } = { incremental: true },
  ) {}

  /** Add or replace a file. Bytes are decoded as UTF-8; invalid bytes are reported. */
  setFile(path: string, content: string | Uint8Array): void {
    let text: string;
    let decodeProblem: Diagnostic | null = null;
    if (typeof content === "string") text = content;
    else {
      const d = decodeUtf8(content);
      text = d.text;
      if (d.badByte) {
        const p = d.badByte.position;
        decodeProblem = diagnostic(
          "GRM1003",
          { file: path, start: p, end: { ...p, column: p.column + 1, offset: p.offset + 1 } },
          `The byte 0x${d.badByte.byte.toString(16).toUpperCase().padStart(2, "0")} here is not valid UTF-8; save the file as UTF-8.`,
        );
      }
    }
    const cached = this.cache.get(path);
    let parsed: ParseResult;
    if (cached && cached.text === text) parsed = cached.parsed;
    else {
      const moved = new Set<object>();
      const partial = cached && this.options.incremental ? reparse(path, cached.text, cached.parsed, text, moved) : null;
      if (partial) {
        parsed = partial.parsed;
        for (const d of partial.moved) this.declarations.move(d, partial.lines, partial.offset, moved);
      } else parsed = parseText(path, text);
      this.parseCount++;
      this.cache.set(path, { text, parsed });
      this.declarations.fileChanged(path);
    }
    this.files.set(path, { text, decodeProblem, parsed });
    this.last = null;
  }

  /** Load a file through the host. Returns false when the host has no such file. */
  loadFile(path: string): boolean {
    const content = this.host.readFile(path);
    if (content === undefined) return false;
    this.setFile(path, content);
    return true;
  }

  deleteFile(path: string): void {
    this.files.delete(path);
    this.cache.delete(path);
    this.declarations.fileChanged(path);
    this.last = null;
  }

  paths(): string[] {
    return [...this.files.keys()].sort();
  }

  text(path: string): string | undefined {
    return this.files.get(path)?.text;
  }

  ast(path: string): FileAst | undefined {
    return this.files.get(path)?.parsed.ast;
  }

  parseResult(path: string): ParseResult | undefined {
    return this.files.get(path)?.parsed;
  }

  /** The checked program and every diagnostic, sorted by file and position. */
  check(): CheckResult {
    const checked = this.checked();
    return { program: checked.program, diagnostics: this.allDiagnostics(checked) };
  }

  /** The full result of the last check (symbols included), for the editor services. */
  checked(): CheckedProgram {
    if (!this.last) {
      const asts = this.paths().map((p) => this.files.get(p)!.parsed.ast);
      this.last = checkProgram(asts, this.games, this.options.incremental ? this.declarations : undefined);
    }
    return this.last;
  }

  // Editor services: the same tables and symbols the checker uses.

  /** What may be typed at (line, column), 1-based. */
  completions(path: string, line: number, column: number): CompletionItem[] {
    return completions(this, path, line, column);
  }

  /** What the word at (line, column) means or refers to. */
  hover(path: string, line: number, column: number): HoverInfo | null {
    return hover(this, path, line, column);
  }

  /** Where the name at (line, column) is declared. */
  definition(path: string, line: number, column: number): SourceRange[] {
    return definition(this, path, line, column);
  }

  /** The canonical layout of a text (what `grimoire fmt` writes). */
  format(text: string): string {
    return formatText(text).text;
  }

  /**
   * Every diagnostic, at most MAX_DIAGNOSTICS_PER_FILE of them per file (then
   * one saying how many more): a file of a million mistakes is reported as
   * quickly as it is checked, and an editor is not handed a million markers.
   */
  private allDiagnostics(checked: CheckedProgram): Diagnostic[] {
    const byFile = new Map<string, Diagnostic[]>();
    const listOf = (file: string) => {
      let list = byFile.get(file);
      if (!list) byFile.set(file, (list = []));
      return list;
    };
    for (const p of this.paths()) {
      const f = this.files.get(p)!;
      const list = listOf(p);
      if (f.decodeProblem) list.push(f.decodeProblem);
      for (const d of f.parsed.diagnostics) list.push(d);
    }
    for (const d of checked.diagnostics) listOf(d.range.file).push(d);
    const out: Diagnostic[] = [];
    for (const [file, list] of byFile) {
      const f = this.files.get(file);
      const capped = f ? capDiagnostics(file, f.text, list, f.parsed.hidden ?? 0) : list;
      for (const d of capped) out.push(d);
    }
    return out.sort(compareDiagnostics);
  }
}
