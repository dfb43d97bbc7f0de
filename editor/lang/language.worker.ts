// The language worker: keeps every content file in one front-end workspace and
// re-checks after edits, so typing never waits for the checker. Bursts of edits
// are coalesced: edited texts wait here and only the newest text of each file
// is parsed and checked. Diagnostics are posted at once; the program the
// previews need (about 1 MB to copy to the page) follows when typing pauses,
// so the page does not spend each keystroke receiving a program the next one
// replaces. Scenarios are played after that pause too, on a program that checks
// without errors, and their failures follow as the same check's diagnostics. A
// scenario's "run" button plays that one again, at once.

import { FluentBundle, FluentResource } from "@fluent/bundle";
import englishEditor from "../../content/i18n/en/editor.ftl?raw";
import { catalogueFor } from "../../compiler/i18n/card-text.ts";
import type { RulesCatalogue } from "../../compiler/i18n/rules-text.ts";
import { scenarioWords } from "../../compiler/scenario/diagnostics.ts";
import type { ScenarioWords } from "../../compiler/scenario/run.ts";
import { createLanguageService, type ServiceDiagnostic } from "../../compiler/services/language-service.ts";
import { Workspace } from "../../compiler/workspace.ts";
import type { WorkerReply, WorkerRequest } from "./protocol.ts";
import { games } from "../../games/registry.ts";

let service = createLanguageService(new Workspace(games));
let latestVersion = 0;
/** how long typing must pause before the program goes to the page */
const PROGRAM_DELAY_MS = 60;
let programTimer: ReturnType<typeof setTimeout> | null = null;
let checkQueued = false;
/** edited texts not handed to the workspace yet */
const pending = new Map<string, string>();
/** how long typing must pause before the scenarios are played (a few hundred ms of play at most, so not on every key) */
const SCENARIO_DELAY_MS = 80;
let scenarioTimer: ReturnType<typeof setTimeout> | null = null;
/** the words scenario failures are told in; none until the page sends its catalogues */
let words: ScenarioWords | null = null;
/** the failures of the last play, shown again with each check until the next play, except in the files edited since */
let played: ServiceDiagnostic[] = [];
/** the catalogues of the locale the page shows, which the worker's own messages are told from; none until the page sends them */
let shown: RulesCatalogue | null = null;
const builtIn = new FluentBundle("en", { useIsolating: false });
builtIn.addResource(new FluentResource(englishEditor));

/** one of the worker's own messages (editor.ftl) in the page's language, in English until its catalogues come */
function say(id: string, args: Record<string, string>): string {
  const out = shown?.format(id, args, []);
  if (out) return out;
  const m = builtIn.getMessage(id);
  return m?.value ? builtIn.formatPattern(m.value, args) : `[${id}]`;
}

function flush(): void {
  for (const [path, text] of pending) service.setFile(path, text);
  pending.clear();
}

function post(reply: WorkerReply): void {
  (self as unknown as Worker).postMessage(reply);
}

function runCheck(): void {
  checkQueued = false;
  const t0 = performance.now();
  const edited = [...pending.keys()];
  const version = latestVersion;
  try {
    flush();
    const { program, diagnostics } = service.check();
    const clean = !diagnostics.some((d) => d.severity === "error");
    // a failure's place in a file not edited still stands until the scenarios are played again
    played = clean ? played.filter((d) => !edited.includes(d.file)) : [];
    post({ id: -1, diagnostics: { version, diagnostics: [...diagnostics, ...played], ms: performance.now() - t0 } });
    if (programTimer) clearTimeout(programTimer);
    programTimer = setTimeout(() => {
      programTimer = null;
      post({ id: -2, program, version });
    }, PROGRAM_DELAY_MS);
    if (scenarioTimer) clearTimeout(scenarioTimer);
    scenarioTimer = clean ? setTimeout(() => playScenarios(version, diagnostics), SCENARIO_DELAY_MS) : null;
  } catch (e) {
    // a fault in the checker must not silence the editor: say so where the designer looks
    const file = edited[0] ?? "";
    post({
      id: -1,
      diagnostics: {
        version,
        ms: performance.now() - t0,
        diagnostics: [
          {
            file,
            startLine: 1,
            startColumn: 1,
            endLine: 1,
            endColumn: 1,
            code: "EDITOR",
            severity: "error",
            message: say("editor-checker-stopped", { reason: e instanceof Error ? e.message : String(e) }),
            fixes: [],
            related: [],
          },
        ],
      },
    });
  }
}

function playScenarios(version: number, diagnostics: ServiceDiagnostic[]): void {
  scenarioTimer = null;
  // an edit waiting will be checked, and will play them, first
  if (!words || pending.size > 0 || checkQueued) return;
  const t0 = performance.now();
  try {
    played = service.scenarios(words);
  } catch (e) {
    // a fault while playing must not take the check's markers with it: it is told at the first scenario
    const s = service.workspace.checked().scenarios[0];
    played = s
      ? [
          {
            file: s.file,
            startLine: s.range.start.line,
            startColumn: s.range.start.column,
            endLine: s.range.end.line,
            endColumn: s.range.end.column,
            code: "EDITOR",
            severity: "error",
            message: say("editor-scenarios-failed", { reason: e instanceof Error ? e.message : String(e) }),
            fixes: [],
            related: [],
          },
        ]
      : [];
  }
  post({ id: -1, diagnostics: { version, diagnostics: [...diagnostics, ...played], ms: performance.now() - t0 } });
}

/** Plays one scenario now: its failures replace those last shown inside its declaration, and go out with the check's. */
function runOne(path: string, name: string): { name: string; played: boolean; passed?: boolean; failures?: number } {
  if (!words) return { name, played: false };
  flush();
  const run = service.runScenario(path, name, words);
  if (!run.played) return { name, played: false };
  const declared = service.scenarioList(path).find((s) => s.name === name)!.range;
  const at = (line: number, column: number) => line * 1e6 + column;
  const inside = (d: ServiceDiagnostic) =>
    d.file === path &&
    at(d.startLine, d.startColumn) >= at(declared.startLine, declared.startColumn) &&
    at(d.endLine, d.endColumn) <= at(declared.endLine, declared.endColumn);
  played = [...played.filter((d) => !inside(d)), ...run.diagnostics];
  const { diagnostics } = service.check();
  post({ id: -1, diagnostics: { version: latestVersion, diagnostics: [...diagnostics, ...played], ms: 0 } });
  return { name, played: true, passed: run.passed, failures: run.failures };
}

function queueCheck(): void {
  if (checkQueued) return;
  checkQueued = true;
  // a macrotask, so edits already queued behind this message land first
  setTimeout(runCheck, 0);
}

self.onmessage = (ev: MessageEvent<WorkerRequest>) => {
  const req = ev.data;
  try {
    let result: unknown = null;
    switch (req.op) {
      case "setFiles":
        for (const f of req.files) service.setFile(f.path, f.text);
        queueCheck();
        break;
      case "update":
        pending.set(req.path, req.text);
        latestVersion = Math.max(latestVersion, req.version);
        queueCheck();
        break;
      case "completions":
        flush();
        result = service.completions(req.path, req.line, req.column);
        break;
      case "hover":
        flush();
        result = service.hover(req.path, req.line, req.column);
        break;
      case "definition":
        flush();
        result = service.definition(req.path, req.line, req.column);
        break;
      case "setIncremental": {
        flush();
        const old = service.workspace;
        service = createLanguageService(new Workspace(games, undefined, { incremental: req.on }));
        for (const p of old.paths()) service.setFile(p, old.text(p)!);
        service.check();
        break;
      }
      case "format":
        result = service.format(req.path, req.text);
        break;
      case "scenarioList":
        flush();
        result = service.scenarioList(req.path);
        break;
      case "runScenario":
        result = runOne(req.path, req.name);
        break;
      case "scenarioInPlay":
        flush();
        result = words ? service.scenarioInPlay(req.path, req.name, words) : null;
        break;
      case "setCatalogues": {
        const docs = new Map(req.files.map((f) => [f.path, { text: f.text }]));
        shown = catalogueFor(games, docs, null, req.locale).cat;
        words = scenarioWords(games, shown);
        // the failures shown are in the old words: play again in the new ones
        if (!checkQueued && !scenarioTimer && service.workspace.paths().length > 0) {
          const { diagnostics } = service.check();
          if (!diagnostics.some((d) => d.severity === "error")) scenarioTimer = setTimeout(() => playScenarios(latestVersion, diagnostics), 0);
        }
        break;
      }
    }
    post({ id: req.id, ok: true, result });
  } catch (e) {
    post({ id: req.id, ok: false, error: e instanceof Error ? e.message : String(e) });
  }
};
