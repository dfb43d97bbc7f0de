// Messages between the page and the language worker. Positions are 1-based
// (line and column), like the front end's diagnostics and Monaco's ranges.

import type { ProgramIR } from "../../core/ir.ts";

export type {
  Span,
  ServiceFix as EditorFix,
  ServiceDiagnostic as EditorDiagnostic,
  ServiceCompletion as EditorCompletion,
} from "../../compiler/services/language-service.ts";
import type { ServiceDiagnostic as EditorDiagnostic } from "../../compiler/services/language-service.ts";

export interface CheckResult {
  version: number;
  diagnostics: EditorDiagnostic[];
  program: ProgramIR;
  /** milliseconds the worker spent parsing the edited files and checking */
  ms: number;
}

/** one scenario played on demand (its "run" button) */
export type { ScenarioRun } from "../../compiler/services/language-service.ts";
/** a scenario's situation and its answers, as the play preview opens it */
export type { ScenarioInPlay } from "../../compiler/services/language-service.ts";

export type WorkerRequest =
  | { id: number; op: "setFiles"; files: { path: string; text: string }[] }
  | { id: number; op: "update"; path: string; text: string; version: number }
  | { id: number; op: "completions"; path: string; line: number; column: number }
  | { id: number; op: "hover"; path: string; line: number; column: number }
  | { id: number; op: "definition"; path: string; line: number; column: number }
  | { id: number; op: "format"; path: string; text: string }
  /** the scenarios a file declares that check, each where its declaration starts */
  | { id: number; op: "scenarioList"; path: string }
  /** play one scenario of a file: its failures come as the latest check's diagnostics, the reply says whether it passed */
  | { id: number; op: "runScenario"; path: string; name: string }
  /** one scenario of a file, its situation and the answers its `when` gives, for the play preview (null: not playable now) */
  | { id: number; op: "scenarioInPlay"; path: string; name: string }
  /** the catalogues scenario failures are told from (`i18n/<locale>/<name>.ftl`: English and the locale shown), and that locale */
  | { id: number; op: "setCatalogues"; locale: string; files: { path: string; text: string }[] }
  /** the bench's switch: re-check incrementally (the default) or the whole program on every edit */
  | { id: number; op: "setIncremental"; on: boolean };

export type WorkerReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: string }
  /**
   * pushed after every check: the diagnostics first (small, so markers update at once); once typing pauses the
   * scenarios are played and the same version's diagnostics come again with their failures…
   */
  | { id: -1; diagnostics: Omit<CheckResult, "program"> }
  /** …then the program the previews need */
  | { id: -2; program: ProgramIR; version: number };
