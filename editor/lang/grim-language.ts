// The `.grim` language in Monaco: highlighting from the grammar's token
// vocabulary, and completion, hover, go to definition, quick fixes and
// formatting from the front end running in the language worker; a "run"
// lens above each scenario plays it and says, in the page's language, whether
// it passed (its failures are markers like the others).

import type { languages as Languages, editor as Editor } from "monaco-editor/editor";
import { monarchFromGrammar } from "../adapters/grammar-tokens.ts";
import type { LanguageClient } from "./client.ts";
import type { EditorDiagnostic, Span } from "./protocol.ts";
import { monaco } from "./monaco.ts";
import { ui } from "../adapters/ui-text.ts";
import { store } from "../state/store.ts";

/** the command a scenario's lens runs: its arguments are the file's path and the scenario's name */
export const RUN_SCENARIO = "grimoire.runScenario";
/** the command of a scenario's second lens: the play preview opens its situation, with its answers to give */
export const OPEN_SCENARIO_IN_PLAY = "grimoire.openScenarioInPlay";

/** the last run of each scenario, by file and name, shown beside its lens until the file is edited */
const runs = new Map<string, { passed: boolean; failures: number } | { passed: null }>();
const runKey = (path: string, name: string) => `${path}\u0000${name}`;
const lensesChanged = new monaco.Emitter<Languages.CodeLensProvider>();

export const LANGUAGE_ID = "grim";
const SCHEME = "grim";

export function uriForPath(path: string) {
  return monaco.Uri.from({ scheme: SCHEME, path: `/${path}` });
}

export function pathForUri(uri: { scheme: string; path: string }): string | null {
  return uri.scheme === SCHEME ? uri.path.replace(/^\//, "") : null;
}

function toRange(s: Span) {
  return new monaco.Range(s.startLine, s.startColumn, s.endLine, s.endColumn);
}

/** A marker needs at least one character to be visible. */
function markerRange(s: Span) {
  const end = s.startLine === s.endLine ? Math.max(s.endColumn, s.startColumn + 1) : s.endColumn;
  return new monaco.Range(s.startLine, s.startColumn, s.endLine, end);
}

const COMPLETION_KINDS: Record<string, Languages.CompletionItemKind> = {
  keyword: monaco.languages.CompletionItemKind.Keyword,
  kind: monaco.languages.CompletionItemKind.Class,
  effect: monaco.languages.CompletionItemKind.Function,
  name: monaco.languages.CompletionItemKind.Reference,
  property: monaco.languages.CompletionItemKind.Property,
  window: monaco.languages.CompletionItemKind.Event,
  target: monaco.languages.CompletionItemKind.Variable,
  value: monaco.languages.CompletionItemKind.EnumMember,
};

/** Diagnostics of the last check, by file: the quick-fix provider reads them. */
let lastDiagnostics: EditorDiagnostic[] = [];

export function setMarkers(diagnostics: EditorDiagnostic[]): void {
  lastDiagnostics = diagnostics;
  const byFile = new Map<string, EditorDiagnostic[]>();
  for (const d of diagnostics) {
    const list = byFile.get(d.file) ?? [];
    list.push(d);
    byFile.set(d.file, list);
  }
  for (const model of monaco.editor.getModels()) {
    const path = pathForUri(model.uri);
    if (path === null) continue;
    const markers: Editor.IMarkerData[] = (byFile.get(path) ?? []).map((d) => {
      const r = markerRange(d);
      return {
        severity: d.severity === "error" ? monaco.MarkerSeverity.Error : d.severity === "warning" ? monaco.MarkerSeverity.Warning : monaco.MarkerSeverity.Info,
        message: d.message,
        code: d.code,
        source: "grimoire",
        startLineNumber: r.startLineNumber,
        startColumn: r.startColumn,
        endLineNumber: r.endLineNumber,
        endColumn: r.endColumn,
      };
    });
    monaco.editor.setModelMarkers(model, "grimoire", markers);
  }
}

export function registerGrimLanguage(client: LanguageClient): void {
  monaco.languages.register({ id: LANGUAGE_ID, extensions: [".grim"] });
  monaco.languages.setMonarchTokensProvider(LANGUAGE_ID, monarchFromGrammar());
  monaco.languages.setLanguageConfiguration(LANGUAGE_ID, {
    comments: { lineComment: "#" },
    brackets: [["{", "}"]],
    autoClosingPairs: [
      { open: "{", close: "}" },
      { open: '"', close: '"', notIn: ["string"] },
    ],
    // identifiers may use any letters (DuénCanell)
    wordPattern: /[\p{L}\p{N}_]+/u,
  });

  monaco.languages.registerCompletionItemProvider(LANGUAGE_ID, {
    triggerCharacters: [" "],
    async provideCompletionItems(model, position) {
      const path = pathForUri(model.uri);
      if (path === null) return { suggestions: [] };
      const word = model.getWordUntilPosition(position);
      const range = new monaco.Range(position.lineNumber, word.startColumn, position.lineNumber, word.endColumn);
      const items = await client.completions(path, position.lineNumber, position.column);
      return {
        suggestions: items.map((c) => ({
          label: c.label,
          kind: COMPLETION_KINDS[c.kind] ?? monaco.languages.CompletionItemKind.Text,
          detail: c.detail ?? c.kind,
          documentation: c.documentation ? { value: c.documentation } : undefined,
          insertText: c.insertText ?? c.label,
          range,
        })),
      };
    },
  });

  monaco.languages.registerHoverProvider(LANGUAGE_ID, {
    async provideHover(model, position) {
      const path = pathForUri(model.uri);
      if (path === null) return null;
      const text = await client.hover(path, position.lineNumber, position.column);
      return text ? { contents: [{ value: text }] } : null;
    },
  });

  monaco.languages.registerDefinitionProvider(LANGUAGE_ID, {
    async provideDefinition(model, position) {
      const path = pathForUri(model.uri);
      if (path === null) return null;
      const span = await client.definition(path, position.lineNumber, position.column);
      return span ? { uri: uriForPath(span.file), range: toRange(span) } : null;
    },
  });

  monaco.languages.registerCodeActionProvider(LANGUAGE_ID, {
    provideCodeActions(model, range) {
      const path = pathForUri(model.uri);
      const actions: Languages.CodeAction[] = [];
      for (const d of lastDiagnostics) {
        if (d.file !== path || d.fixes.length === 0) continue;
        if (!markerRange(d).intersectRanges(range)) continue;
        for (const fix of d.fixes) {
          actions.push({
            title: fix.title,
            kind: "quickfix",
            isPreferred: d.fixes.length === 1,
            edit: {
              edits: [
                {
                  resource: model.uri,
                  versionId: model.getVersionId(),
                  textEdit: { range: toRange(fix.range), text: fix.newText },
                },
              ],
            },
          });
        }
      }
      return { actions, dispose() {} };
    },
  });

  monaco.editor.registerCommand(RUN_SCENARIO, async (_accessor, path: string, name: string) => {
    const run = await client.runScenario(path, name);
    runs.set(runKey(path, name), run.played ? { passed: run.passed, failures: run.failures } : { passed: null });
    lensesChanged.fire(lensProvider);
  });
  monaco.editor.registerCommand(OPEN_SCENARIO_IN_PLAY, async (_accessor, path: string, name: string) => {
    const scenario = await client.scenarioInPlay(path, name);
    if (scenario) store.openInPlay({ ...scenario, file: path });
    else {
      store.status = { id: "editor-situation-not-open", args: { name } };
      store.changed();
    }
  });
  const lensTitle = (path: string, name: string): string => {
    const run = ui("editor-scenario-run");
    const last = runs.get(runKey(path, name));
    if (!last) return run;
    if (last.passed === null) return `${run} · ${ui("editor-scenario-not-played")}`;
    return `${run} · ${last.passed ? ui("editor-scenario-passed") : ui("editor-scenario-failed", { count: last.failures })}`;
  };
  const lensProvider: Languages.CodeLensProvider = {
    onDidChange: lensesChanged.event,
    async provideCodeLenses(model) {
      const path = pathForUri(model.uri);
      if (path === null) return { lenses: [], dispose() {} };
      // a text the checker cannot take has no lenses: the Problems list already says the check stopped there
      const scenarios = await client.scenarioList(path).catch(() => []);
      return {
        lenses: scenarios.flatMap((s) => {
          const range = new monaco.Range(s.range.startLine, s.range.startColumn, s.range.startLine, s.range.startColumn);
          return [
            { range, command: { id: RUN_SCENARIO, title: lensTitle(path, s.name), arguments: [path, s.name] } },
            { range, command: { id: OPEN_SCENARIO_IN_PLAY, title: ui("editor-scenario-open-in-play"), arguments: [path, s.name] } },
          ];
        }),
        dispose() {},
      };
    },
  };
  monaco.languages.registerCodeLensProvider(LANGUAGE_ID, lensProvider);
  // an edit makes the last run's result old news; a new locale words the lenses anew
  let locale = store.locale;
  store.addEventListener("change", () => {
    if (store.locale === locale) return;
    locale = store.locale;
    lensesChanged.fire(lensProvider);
  });
  monaco.editor.onDidCreateModel((model) =>
    model.onDidChangeContent(() => {
      const path = pathForUri(model.uri);
      for (const k of runs.keys()) if (k.startsWith(`${path}\u0000`)) runs.delete(k);
    }),
  );

  monaco.languages.registerDocumentFormattingEditProvider(LANGUAGE_ID, {
    async provideDocumentFormattingEdits(model) {
      const path = pathForUri(model.uri);
      if (path === null) return [];
      const result = await client.format(path, model.getValue());
      if ("error" in result) throw new Error(result.error);
      return [{ range: model.getFullModelRange(), text: result.text }];
    },
  });
}
