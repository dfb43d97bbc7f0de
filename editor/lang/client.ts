// The page's handle on the language worker: request/response calls plus the
// stream of check results.

import type { ProgramIR } from "../../core/ir.ts";
import type { CheckResult, EditorCompletion, ScenarioInPlay, ScenarioRun, Span, WorkerReply, WorkerRequest } from "./protocol.ts";
import LanguageWorker from "./language.worker.ts?worker";

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

export class LanguageClient {
  private worker = new LanguageWorker();
  private nextId = 1;
  private pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private diagnosticListeners: ((r: Omit<CheckResult, "program">) => void)[] = [];
  private programListeners: ((program: ProgramIR, version: number) => void)[] = [];

  constructor() {
    this.worker.onmessage = (ev: MessageEvent<WorkerReply>) => {
      const msg = ev.data;
      if ("diagnostics" in msg) {
        for (const l of this.diagnosticListeners) l(msg.diagnostics);
        return;
      }
      if ("program" in msg) {
        for (const l of this.programListeners) l(msg.program, msg.version);
        return;
      }
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      if (msg.ok) p.resolve(msg.result);
      else p.reject(new Error(msg.error));
    };
  }

  /** Diagnostics of each check, sent ahead of its program. */
  onDiagnostics(listener: (r: Omit<CheckResult, "program">) => void): void {
    this.diagnosticListeners.push(listener);
  }

  onProgram(listener: (program: ProgramIR, version: number) => void): void {
    this.programListeners.push(listener);
  }

  private call<T>(req: DistributiveOmit<WorkerRequest, "id">): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...req, id } as WorkerRequest);
    });
  }

  setFiles(files: { path: string; text: string }[]): Promise<void> {
    return this.call({ op: "setFiles", files });
  }

  update(path: string, text: string, version: number): Promise<void> {
    return this.call({ op: "update", path, text, version });
  }

  completions(path: string, line: number, column: number): Promise<EditorCompletion[]> {
    return this.call({ op: "completions", path, line, column });
  }

  hover(path: string, line: number, column: number): Promise<string | null> {
    return this.call({ op: "hover", path, line, column });
  }

  definition(path: string, line: number, column: number): Promise<Span | null> {
    return this.call({ op: "definition", path, line, column });
  }

  setIncremental(on: boolean): Promise<void> {
    return this.call({ op: "setIncremental", on });
  }

  setCatalogues(locale: string, files: { path: string; text: string }[]): Promise<void> {
    return this.call({ op: "setCatalogues", locale, files });
  }

  format(path: string, text: string): Promise<{ text: string } | { error: string }> {
    return this.call({ op: "format", path, text });
  }

  scenarioList(path: string): Promise<{ name: string; range: Span }[]> {
    return this.call({ op: "scenarioList", path });
  }

  /** plays one scenario; without its diagnostics (they come with the check's, as markers) */
  runScenario(path: string, name: string): Promise<Omit<Extract<ScenarioRun, { played: true }>, "diagnostics"> | Extract<ScenarioRun, { played: false }>> {
    return this.call({ op: "runScenario", path, name });
  }

  /** one scenario's situation and the answers its `when` gives there, for the play preview; null while it cannot be played */
  scenarioInPlay(path: string, name: string): Promise<ScenarioInPlay | null> {
    return this.call({ op: "scenarioInPlay", path, name });
  }
}
