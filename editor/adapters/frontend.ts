// The front end (compiler/workspace) as the language worker uses it: the same
// Workspace and formatter the CLI uses, so an error reads the same everywhere.
import { Workspace } from "../../compiler/workspace.ts";
import { formatText } from "../../compiler/format.ts";
import type { Diagnostic, SourceRange } from "../../compiler/diagnostics/types.ts";
import type { ProgramIR } from "../../compiler/ir/types.ts";
import type { EditorCompletion, EditorDiagnostic, Span } from "../lang/protocol.ts";

export interface LanguageService {
  setFile(path: string, text: string): void;
  deleteFile(path: string): void;
  check(): { program: ProgramIR; diagnostics: EditorDiagnostic[] };
  completions(path: string, line: number, column: number): EditorCompletion[];
  hover(path: string, line: number, column: number): string | null;
  definition(path: string, line: number, column: number): Span | null;
  format(path: string, text: string): { text: string } | { error: string };
}

export function span(r: SourceRange): Span {
  return { file: r.file, startLine: r.start.line, startColumn: r.start.column, endLine: r.end.line, endColumn: r.end.column };
}

function toEditor(d: Diagnostic): EditorDiagnostic {
  return {
    ...span(d.range),
    code: d.code,
    severity: d.severity,
    message: d.message,
    fixes: d.fix ? [{ title: d.fix.title, range: span(d.fix.range), newText: d.fix.newText }] : [],
  };
}

export function createLanguageService(): LanguageService {
  const ws = new Workspace();
  return {
    setFile: (path, text) => ws.setFile(path, text),
    deleteFile: (path) => ws.deleteFile(path),
    check() {
      const { program, diagnostics } = ws.check();
      return { program, diagnostics: diagnostics.map(toEditor) };
    },
    completions: (path, line, column) =>
      ws.completions(path, line, column).map((c) => ({ label: c.label, kind: c.kind, detail: c.detail, documentation: c.documentation })),
    hover: (path, line, column) => ws.hover(path, line, column)?.contents ?? null,
    definition(path, line, column) {
      const r = ws.definition(path, line, column)[0];
      return r ? span(r) : null;
    },
    format(_path, text) {
      const r = formatText(text);
      return r.formatted ? { text: r.text } : { error: "The file has characters the language does not know; fix them before formatting." };
    },
  };
}
