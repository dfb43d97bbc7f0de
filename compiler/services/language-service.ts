// The language service: everything an editor asks of the front end, free of
// any protocol. The browser editor's language worker and the language server
// (`grimoire lsp`) are thin adapters over it, so both check, complete and fix
// with the same Workspace. Positions are 1-based lines and columns, in UTF-16
// code units (what Monaco and LSP both count).

import type { Diagnostic, SourceRange } from "../../core/diagnostics/types.ts";
import { formatText } from "../format.ts";
import { lineIndex } from "../i18n/catalogue.ts";
import { renameMessageIds } from "../i18n/rename-ids.ts";
import type { ProgramIR } from "../../core/ir.ts";
import type { Workspace } from "../workspace.ts";
import { ScenarioPlayer } from "../scenario/diagnostics.ts";
import type { ScenarioWords } from "../scenario/run.ts";
import { planRename, references } from "./references.ts";
import { semanticTokens, type SemanticToken } from "./semantic-tokens.ts";

export interface Span {
  file: string;
  startLine: number;
  startColumn: number;
  endLine: number;
  endColumn: number;
}

export interface ServiceFix {
  title: string;
  range: Span;
  newText: string;
}

export interface ServiceDiagnostic extends Span {
  code: string;
  severity: "error" | "warning" | "info";
  message: string;
  fixes: ServiceFix[];
  /** other places the message speaks of ("Bandits is declared here") */
  related: { range: Span; message: string }[];
}

/** one scenario played on demand (a "run" lens or button) */
/** a scenario's situation, for the editor's play preview to stage, and the answers its `when` gave there */
export interface ScenarioInPlay {
  name: string;
  game: string;
  situation: Record<string, unknown>;
  answers: string[][];
}

export type ScenarioRun = { name: string; played: true; passed: boolean; failures: number; diagnostics: ServiceDiagnostic[] } | { name: string; played: false };

export interface ServiceCompletion {
  label: string;
  /** the front end's kinds: "keyword" | "kind" | "property" | "window" | "effect" | "target" | "value" | "name" */
  kind: string;
  detail?: string;
  /** Markdown */
  documentation?: string;
  insertText?: string;
}

export interface TextEdit {
  range: Span;
  newText: string;
}

export interface RenameResult {
  /** edits to .grim files */
  edits: TextEdit[];
  /** message id prefixes to rename in every locale's catalogues (see `catalogueRenameEdits`) */
  messages: { from: string; to: string }[];
}

export type { SemanticToken };

export interface LanguageService {
  /** the workspace itself, for adapters that list files or headers */
  readonly workspace: Workspace;
  setFile(path: string, text: string): void;
  deleteFile(path: string): void;
  check(): { program: ProgramIR; diagnostics: ServiceDiagnostic[] };
  /**
   * The failures of the workspace's scenarios (GRM3105, GRM3106) in the words given, played on the program as it now
   * checks; none while it has errors. Played again only after an edit.
   */
  scenarios(words: ScenarioWords): ServiceDiagnostic[];
  /** The scenarios a file declares that check, by name, each at its declaration (where a "run" lens goes). */
  scenarioList(path: string): { name: string; range: Span }[];
  /**
   * Plays one scenario of a file, by name: whether it passed and its failures (GRM3105, GRM3106), in the words given.
   * `not-played` while the workspace has errors or the file has no such scenario.
   */
  runScenario(path: string, name: string, words: ScenarioWords): ScenarioRun;
  /** One scenario of a file, by name, as the play preview opens it; null where `runScenario` would not play it. */
  scenarioInPlay(path: string, name: string, words: ScenarioWords): ScenarioInPlay | null;
  completions(path: string, line: number, column: number): ServiceCompletion[];
  hover(path: string, line: number, column: number): string | null;
  definition(path: string, line: number, column: number): Span | null;
  references(path: string, line: number, column: number): Span[];
  rename(path: string, line: number, column: number, newName: string): RenameResult | { error: string };
  format(path: string, text: string): { text: string } | { error: string };
  semanticTokens(path: string): SemanticToken[];
}

export function span(r: SourceRange): Span {
  return { file: r.file, startLine: r.start.line, startColumn: r.start.column, endLine: r.end.line, endColumn: r.end.column };
}

export function serviceDiagnostic(d: Diagnostic): ServiceDiagnostic {
  return {
    ...span(d.range),
    code: d.code,
    severity: d.severity,
    message: d.message,
    fixes: d.fix ? [{ title: d.fix.title, range: span(d.fix.range), newText: d.fix.newText }] : [],
    related: d.related.map((r) => ({ range: span(r.range), message: r.message })),
  };
}

/** The edits a rename makes to one catalogue file's text. */
export function catalogueRenameEdits(file: string, text: string, messages: RenameResult["messages"]): TextEdit[] {
  const at = lineIndex(text);
  const out: TextEdit[] = [];
  for (const m of messages) {
    for (const c of renameMessageIds(text, m.from, m.to)) {
      const s = at(c.offset);
      const e = at(c.offset + c.length);
      out.push({ range: { file, startLine: s.line, startColumn: s.column, endLine: e.line, endColumn: e.column }, newText: c.newText });
    }
  }
  return out;
}

export function createLanguageService(ws: Workspace): LanguageService {
  const player = new ScenarioPlayer(ws.games);
  return {
    workspace: ws,
    setFile: (path, text) => ws.setFile(path, text),
    deleteFile: (path) => ws.deleteFile(path),
    check() {
      const { program, diagnostics } = ws.check();
      return { program, diagnostics: diagnostics.map(serviceDiagnostic) };
    },
    scenarios: (words) => player.diagnostics(ws.checked(), ws.check().diagnostics, words).map(serviceDiagnostic),
    scenarioList: (path) =>
      ws
        .checked()
        .scenarios.filter((s) => s.file === path)
        .map((s) => ({ name: s.name, range: span(s.range) })),
    runScenario(path, name, words) {
      const run = player.one(ws.checked(), ws.check().diagnostics, words, path, name);
      if (!run) return { name, played: false };
      return { name, played: true, passed: run.result.passed, failures: run.result.failures.length, diagnostics: run.diagnostics.map(serviceDiagnostic) };
    },
    scenarioInPlay(path, name, words) {
      const run = player.one(ws.checked(), ws.check().diagnostics, words, path, name);
      const s = ws.checked().scenarios.find((x) => x.file === path && x.name === name);
      if (!run || !s) return null;
      return { name, game: s.game, situation: s.situation, answers: run.result.answers };
    },
    completions: (path, line, column) =>
      ws.completions(path, line, column).map((c) => ({ label: c.label, kind: c.kind, detail: c.detail, documentation: c.documentation })),
    hover: (path, line, column) => ws.hover(path, line, column)?.contents ?? null,
    definition(path, line, column) {
      const r = ws.definition(path, line, column)[0];
      return r ? span(r) : null;
    },
    references: (path, line, column) => references(ws, path, line, column).map(span),
    rename(path, line, column, newName) {
      const plan = planRename(ws, path, line, column, newName);
      if ("error" in plan) return plan;
      return { edits: plan.edits.map((e) => ({ range: span(e.range), newText: e.newText })), messages: plan.messages };
    },
    format(_path, text) {
      const r = formatText(text);
      return r.formatted ? { text: r.text } : { error: "The file has characters the language does not know; fix them before formatting." };
    },
    semanticTokens: (path) => semanticTokens(ws, path),
  };
}
