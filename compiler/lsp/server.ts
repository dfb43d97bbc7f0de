// `grimoire lsp`: the language server. A thin adapter from the Language Server
// Protocol to the language service the browser editor's worker uses too: it
// converts positions (LSP lines and characters are 0-based, the service's
// 1-based), paths and URIs, and nothing else. Files are keyed by their path
// relative to the workspace root, as `grimoire check` prints them.
//
// Open documents are the truth for their files; the others are read from disk
// at start and again when the client reports them changed. Edits are merged:
// each burst of changes ends in one check of the whole program, whose
// diagnostics are published file by file (only where they changed), so an edit
// in one file updates the markers of every file it affects. Once the program
// checks without errors its scenarios are played too, and each failing
// expectation is published with the other diagnostics, at its line. Each
// scenario has a "run" code lens whose command plays that one scenario again,
// publishes its failures and says whether it passed.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { z } from "zod";
import {
  CodeActionKind,
  CompletionItemKind,
  createConnection,
  ProposedFeatures,
  StreamMessageWriter,
  DiagnosticSeverity,
  ErrorCodes,
  FileChangeType,
  LSPErrorCodes,
  MessageType,
  ResponseError,
  SemanticTokensBuilder,
  ShowMessageNotification,
  TextDocumentSyncKind,
  TextDocuments,
  type CodeAction,
  type Connection,
  type MessageReader,
  type Diagnostic as LspDiagnostic,
  type Range,
  type TextEdit as LspTextEdit,
  type WorkspaceEdit,
} from "vscode-languageserver/node";
import { TextDocument } from "vscode-languageserver-textdocument";
import { collectGrimFiles } from "../cli/node-host.ts";
import { I18nError, playerCatalogue } from "../i18n/project.ts";
import { scenarioWords } from "../scenario/diagnostics.ts";
import type { ScenarioWords } from "../scenario/run.ts";
import { decodeUtf8 } from "../source.ts";
import { catalogueRenameEdits, createLanguageService, type ServiceDiagnostic, type Span } from "../services/language-service.ts";
import { semanticTokenModifiers, semanticTokenTypes } from "../services/semantic-tokens.ts";
import { Workspace } from "../workspace.ts";
import type { GameRegistry } from "../../core/registry.ts";

/** the command of a scenario's "run" lens: its arguments are the document's URI and the scenario's name */
export const RUN_SCENARIO = "grimoire.runScenario";

const completionKinds: Record<string, CompletionItemKind> = {
  keyword: CompletionItemKind.Keyword,
  kind: CompletionItemKind.Class,
  property: CompletionItemKind.Property,
  window: CompletionItemKind.Event,
  effect: CompletionItemKind.Function,
  target: CompletionItemKind.Variable,
  value: CompletionItemKind.Value,
  name: CompletionItemKind.Reference,
};

// What each request must carry. A request that does not is answered
// InvalidParams, naming what is wrong, instead of failing inside a handler.
const position = z.object({ line: z.number().int().min(0), character: z.number().int().min(0) });
const documentParams = z.object({ textDocument: z.object({ uri: z.string() }) });
const positionParams = documentParams.extend({ position });
const renameParams = positionParams.extend({ newName: z.string() });
const codeActionParams = documentParams.extend({ range: z.object({ start: position, end: position }) });
const runScenarioParams = z.object({ command: z.literal(RUN_SCENARIO), arguments: z.tuple([z.string(), z.string()]) });

function valid<T>(schema: z.ZodType<T>, method: string, raw: unknown): T {
  const r = schema.safeParse(raw, {
    error: (iss) =>
      iss.code === "invalid_type"
        ? iss.input === undefined
          ? `missing (${iss.expected} expected)`
          : `${iss.expected} expected, not ${typeof iss.input}`
        : undefined,
  });
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const where = issue.path.length > 0 ? issue.path.join(".") : "the params";
  throw new ResponseError(ErrorCodes.InvalidParams, `${method}: ${where}: ${issue.message}`);
}

/** `games`: the registry the command built; the server checks and completes the files of those games. */
/**
 * The server's connection: messages read by `reader` (FrameReader over stdin), answers on stdout. Made here, where
 * the protocol package is imported statically: the installed CLI's bundle gives a dynamic import of a CommonJS
 * package its default export only, so `grimoire lsp` cannot take these names from one.
 */
export function stdioConnection(reader: MessageReader): Connection {
  return createConnection(ProposedFeatures.all, reader, new StreamMessageWriter(process.stdout));
}

export function startLanguageServer(connection: Connection, games: GameRegistry): void {
  const service = createLanguageService(new Workspace(games));
  const documents = new TextDocuments(TextDocument);
  let root = process.cwd();
  /** edited documents not handed to the service yet */
  const pending = new Set<string>();
  let _checkTimer: NodeJS.Timeout | null = null;
  /** what was last published for each file, so only changes are sent */
  const published = new Map<string, string>();
  /** the words of scenario failures, in the locale the client asked for (`initializationOptions.locale`, English unless said) */
  let words: ScenarioWords | null = null;
  let locale = "en";

  // a document that is not a file (an unsaved `untitled:` buffer) is keyed by its URI
  const keyOf = (uri: string): string => {
    if (!uri.startsWith("file:")) return uri;
    let file: string;
    try {
      file = fileURLToPath(uri);
    } catch (e) {
      throw new ResponseError(ErrorCodes.InvalidParams, `${uri} is not a file URI this machine can open: ${e instanceof Error ? e.message : String(e)}`);
    }
    const rel = path.relative(root, file);
    return rel.startsWith("..") || path.isAbsolute(rel) ? file : rel.split(path.sep).join("/");
  };
  const uriOf = (key: string): string =>
    !path.isAbsolute(key) && /^[a-z][a-z0-9+.-]+:/i.test(key) ? key : pathToFileURL(path.isAbsolute(key) ? key : path.join(root, key)).href;
  const range = (s: Span): Range => ({
    start: { line: s.startLine - 1, character: s.startColumn - 1 },
    end: { line: s.endLine - 1, character: s.endColumn - 1 },
  });
  const edit = (s: Span, newText: string): LspTextEdit => ({ range: range(s), newText });

  const loadFromDisk = (key: string): void => {
    const file = path.isAbsolute(key) ? key : path.join(root, key);
    if (!existsSync(file)) {
      service.deleteFile(key);
      return;
    }
    service.setFile(key, decodeUtf8(new Uint8Array(readFileSync(file))).text);
  };

  const flush = (): void => {
    for (const uri of pending) {
      const doc = documents.get(uri);
      if (doc) service.setFile(keyOf(uri), doc.getText());
    }
    pending.clear();
  };

  const lspDiagnostic = (d: ServiceDiagnostic): LspDiagnostic => ({
    range: range(d),
    severity: d.severity === "error" ? DiagnosticSeverity.Error : d.severity === "warning" ? DiagnosticSeverity.Warning : DiagnosticSeverity.Information,
    code: d.code,
    source: "grimoire",
    message: d.message,
    relatedInformation: d.related.map((r) => ({ location: { uri: uriOf(r.range.file), range: range(r.range) }, message: r.message })),
  });

  const scenarioWordsNow = (): ScenarioWords => (words ??= scenarioCatalogue(root, games, locale, (m) => connection.console.error(m)));

  const diagnosticsOf = (key: string): ServiceDiagnostic[] => service.check().diagnostics.filter((d) => d.file === key);

  const checkAndPublish = (): void => {
    _checkTimer = null;
    try {
      publish();
    } catch (e) {
      // a fault in the checker must not end the server: the editor keeps the last diagnostics
      connection.console.error(`grimoire: the check stopped: ${e instanceof Error ? e.message : String(e)}`);
    }
  };

  const publish = (): void => {
    flush();
    const byFile = new Map<string, LspDiagnostic[]>();
    for (const key of service.workspace.paths()) byFile.set(key, []);
    for (const d of [...service.check().diagnostics, ...service.scenarios(scenarioWordsNow())]) {
      let list = byFile.get(d.file);
      if (!list) byFile.set(d.file, (list = []));
      list.push(lspDiagnostic(d));
    }
    for (const key of published.keys()) if (!byFile.has(key)) byFile.set(key, []);
    for (const [key, diagnostics] of byFile) {
      const text = JSON.stringify(diagnostics);
      if (published.get(key) === text) continue;
      if (diagnostics.length === 0 && !published.has(key)) continue;
      published.set(key, text);
      void connection.sendDiagnostics({ uri: uriOf(key), diagnostics });
    }
  };

  const queueCheck = (): void => {
    // a macrotask, so the changes already queued behind this one land first
    _checkTimer ??= setTimeout(checkAndPublish, 0);
  };

  /** Requests see every edit the client sent before them. */
  const ready = (uri: string): string => {
    flush();
    return keyOf(uri);
  };

  connection.onInitialize((params) => {
    const folder = params.workspaceFolders?.[0]?.uri ?? params.rootUri;
    if (folder) root = fileURLToPath(folder);
    const asked = (params.initializationOptions as { locale?: unknown } | undefined)?.locale;
    if (typeof asked === "string") locale = asked;
    for (const file of collectGrimFiles([root]).files) loadFromDisk(path.relative(root, file).split(path.sep).join("/"));
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        completionProvider: { triggerCharacters: [" "] },
        hoverProvider: true,
        definitionProvider: true,
        referencesProvider: true,
        renameProvider: { prepareProvider: true },
        documentFormattingProvider: true,
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
        codeLensProvider: { resolveProvider: false },
        executeCommandProvider: { commands: [RUN_SCENARIO] },
        semanticTokensProvider: {
          legend: { tokenTypes: [...semanticTokenTypes], tokenModifiers: [...semanticTokenModifiers] },
          full: true,
        },
      },
      serverInfo: { name: "grimoire" },
    };
  });

  connection.onInitialized(() => queueCheck());

  documents.onDidChangeContent((e) => {
    pending.add(e.document.uri);
    queueCheck();
  });
  documents.onDidClose((e) => {
    // a closed document's file is what is on disk again
    pending.delete(e.document.uri);
    loadFromDisk(keyOf(e.document.uri));
    queueCheck();
  });
  connection.onDidChangeWatchedFiles((p) => {
    for (const c of p.changes) {
      if (!c.uri.endsWith(".grim") || documents.get(c.uri)) continue;
      const key = keyOf(c.uri);
      if (c.type === FileChangeType.Deleted) service.deleteFile(key);
      else loadFromDisk(key);
    }
    queueCheck();
  });

  connection.onCompletion((raw) => {
    const p = valid(positionParams, "textDocument/completion", raw);
    const key = ready(p.textDocument.uri);
    return service.completions(key, p.position.line + 1, p.position.character + 1).map((c) => ({
      label: c.label,
      kind: completionKinds[c.kind] ?? CompletionItemKind.Text,
      detail: c.detail,
      documentation: c.documentation ? { kind: "markdown", value: c.documentation } : undefined,
      insertText: c.insertText,
    }));
  });

  connection.onHover((raw) => {
    const p = valid(positionParams, "textDocument/hover", raw);
    const contents = service.hover(ready(p.textDocument.uri), p.position.line + 1, p.position.character + 1);
    return contents ? { contents: { kind: "markdown", value: contents } } : null;
  });

  connection.onDefinition((raw) => {
    const p = valid(positionParams, "textDocument/definition", raw);
    const s = service.definition(ready(p.textDocument.uri), p.position.line + 1, p.position.character + 1);
    return s ? { uri: uriOf(s.file), range: range(s) } : null;
  });

  connection.onReferences((raw) => {
    const p = valid(positionParams, "textDocument/references", raw);
    return service.references(ready(p.textDocument.uri), p.position.line + 1, p.position.character + 1).map((s) => ({ uri: uriOf(s.file), range: range(s) }));
  });

  connection.onPrepareRename((raw) => {
    const p = valid(positionParams, "textDocument/prepareRename", raw);
    const key = ready(p.textDocument.uri);
    const line = p.position.line + 1;
    const column = p.position.character + 1;
    const here = service.references(key, line, column).find((s) => s.file === key && s.startLine === line && s.startColumn <= column && column <= s.endColumn);
    return here ? range(here) : null;
  });

  connection.onRenameRequest((raw) => {
    const p = valid(renameParams, "textDocument/rename", raw);
    const result = service.rename(ready(p.textDocument.uri), p.position.line + 1, p.position.character + 1, p.newName);
    // a name refused is an answer, not a fault of the server
    if ("error" in result) throw new ResponseError(LSPErrorCodes.RequestFailed, result.error);
    const changes: Record<string, LspTextEdit[]> = {};
    const add = (uri: string, e: LspTextEdit) => (changes[uri] ??= []).push(e);
    for (const e of result.edits) add(uriOf(e.range.file), edit(e.range, e.newText));
    for (const file of catalogueFiles(root)) {
      const uri = pathToFileURL(file).href;
      const text = documents.get(uri)?.getText() ?? readFileSync(file, "utf8");
      for (const e of catalogueRenameEdits(file, text, result.messages)) add(uri, edit(e.range, e.newText));
    }
    const out: WorkspaceEdit = { changes };
    return out;
  });

  connection.onDocumentFormatting((raw) => {
    const p = valid(documentParams, "textDocument/formatting", raw);
    const doc = documents.get(p.textDocument.uri);
    if (!doc) return [];
    const r = service.format(keyOf(p.textDocument.uri), doc.getText());
    if ("error" in r) throw new ResponseError(LSPErrorCodes.RequestFailed, r.error);
    if (r.text === doc.getText()) return [];
    return [{ range: { start: { line: 0, character: 0 }, end: doc.positionAt(doc.getText().length) }, newText: r.text }];
  });

  connection.onCodeAction((raw) => {
    const p = valid(codeActionParams, "textDocument/codeAction", raw);
    const key = ready(p.textDocument.uri);
    const want = p.range;
    const before = (a: { line: number; character: number }, b: { line: number; character: number }) =>
      a.line < b.line || (a.line === b.line && a.character <= b.character);
    const actions: CodeAction[] = [];
    for (const d of diagnosticsOf(key)) {
      const r = range(d);
      if (!before(r.start, want.end) || !before(want.start, r.end)) continue;
      for (const f of d.fixes) {
        actions.push({
          title: f.title,
          kind: CodeActionKind.QuickFix,
          diagnostics: [lspDiagnostic(d)],
          isPreferred: d.fixes.length === 1,
          edit: { changes: { [uriOf(f.range.file)]: [edit(f.range, f.newText)] } },
        });
      }
    }
    return actions;
  });

  connection.onCodeLens((raw) => {
    const p = valid(documentParams, "textDocument/codeLens", raw);
    const title = scenarioWordsNow().say("run");
    return service.scenarioList(ready(p.textDocument.uri)).map((s) => {
      const at = { line: s.range.startLine - 1, character: s.range.startColumn - 1 };
      return { range: { start: at, end: at }, command: { title, command: RUN_SCENARIO, arguments: [p.textDocument.uri, s.name] } };
    });
  });

  // a notification, not a request: the client need not answer, and one that cannot still sees it
  const say = (type: MessageType, message: string): void => void connection.sendNotification(ShowMessageNotification.type, { type, message });

  connection.onExecuteCommand((raw) => {
    const p = valid(runScenarioParams, "workspace/executeCommand", raw);
    const [uri, name] = p.arguments;
    const key = ready(uri);
    const w = scenarioWordsNow();
    const run = service.runScenario(key, name, w);
    if (!run.played) {
      say(MessageType.Warning, w.say("run-not-played", { name }));
      return { name, played: false };
    }
    // the file's markers: its check, the other scenarios' failures as last played, and this one's as played now
    const declared = service.scenarioList(key).find((s) => s.name === name)!.range;
    const inside = (d: ServiceDiagnostic) =>
      (d.startLine > declared.startLine || (d.startLine === declared.startLine && d.startColumn >= declared.startColumn)) &&
      (d.endLine < declared.endLine || (d.endLine === declared.endLine && d.endColumn <= declared.endColumn));
    const others = service.scenarios(w).filter((d) => d.file === key && !inside(d));
    const diagnostics = [...diagnosticsOf(key), ...others, ...run.diagnostics].map(lspDiagnostic);
    published.set(key, JSON.stringify(diagnostics));
    void connection.sendDiagnostics({ uri: uriOf(key), diagnostics });
    if (run.passed) say(MessageType.Info, w.say("run-passed", { name }));
    else say(MessageType.Warning, w.say("run-failed", { name, count: run.failures }));
    return { name, played: true, passed: run.passed, failures: run.failures };
  });

  connection.languages.semanticTokens.on((raw) => {
    const p = valid(documentParams, "textDocument/semanticTokens/full", raw);
    const builder = new SemanticTokensBuilder();
    for (const t of service.semanticTokens(ready(p.textDocument.uri))) {
      builder.push(t.line - 1, t.column - 1, t.length, semanticTokenTypes.indexOf(t.type), t.declaration ? 1 : 0);
    }
    return builder.build();
  });

  documents.listen(connection);
  connection.listen();
}

/** where Grimoire itself is installed: its own catalogues speak when the workspace has none */
const ownRoot = fileURLToPath(new URL("../../", import.meta.url));

/**
 * The scenario runner's words from the workspace's catalogues (content/i18n/ under the root, or i18n/ when the root is
 * content/), else Grimoire's own; a locale no catalogue has is said once and English is used.
 */
function scenarioCatalogue(root: string, games: GameRegistry, locale: string, warn: (message: string) => void): ScenarioWords {
  const project = [root, path.dirname(root), ownRoot].find((r) => existsSync(path.join(r, "content", "i18n", "en"))) ?? ownRoot;
  try {
    return scenarioWords(games, playerCatalogue({ root: project }, games, locale));
  } catch (e) {
    if (!(e instanceof I18nError)) throw e;
    warn(`grimoire: ${e.message}; scenario failures are told in English`);
    return scenarioWords(games, playerCatalogue({ root: project }, games, "en"));
  }
}

/** Every locale's catalogues: content/i18n/<locale>/*.ftl under the root (or i18n/ when the root is content/). */
function catalogueFiles(root: string): string[] {
  const dir = [path.join(root, "content", "i18n"), path.join(root, "i18n")].find((d) => existsSync(d));
  if (!dir) return [];
  const out: string[] = [];
  for (const locale of readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()) {
    for (const f of readdirSync(path.join(dir, locale)).sort()) if (f.endsWith(".ftl")) out.push(path.join(dir, locale, f));
  }
  return out;
}
