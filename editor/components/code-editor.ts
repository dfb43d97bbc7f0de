// The Monaco editor: one model per file, swapped as tabs change, so undo
// history and go to definition work across files.
import { html } from "lit";
import { customElement } from "lit/decorators.js";
import type { editor as Editor } from "monaco-editor/editor";
import { LANGUAGE_ID, pathForUri, uriForPath } from "../lang/grim-language.ts";
import { monaco } from "../lang/monaco.ts";
import { sendEdit } from "../lang/session.ts";
import type { EditorDiagnostic } from "../lang/protocol.ts";
import { store } from "../state/store.ts";
import { StoreElement } from "./base.ts";

@customElement("grim-code-editor")
export class CodeEditor extends StoreElement {
  private editor: Editor.IStandaloneCodeEditor | null = null;
  private models = new Map<string, Editor.ITextModel>();
  private viewStates = new Map<string, Editor.ICodeEditorViewState | null>();
  private shownPath: string | null = null;

  override render() {
    return html`<div class="monaco-host"></div>`;
  }

  override firstUpdated(): void {
    const host = this.querySelector<HTMLElement>(".monaco-host")!;
    this.editor = monaco.editor.create(host, {
      automaticLayout: true,
      minimap: { enabled: false },
      fontSize: 14,
      tabSize: 2,
      insertSpaces: true,
      fixedOverflowWidgets: true,
      "semanticHighlighting.enabled": false,
      theme: "vs",
    });
    this.editor.onDidChangeCursorPosition((e) => this.dispatchEvent(new CustomEvent("cursor", { detail: e.position, bubbles: true })));
    monaco.editor.registerEditorOpener({
      openCodeEditor: (_source, resource, selectionOrPosition) => {
        const path = pathForUri(resource);
        if (path === null || !store.docs.has(path)) return false;
        store.open(path);
        this.syncModel();
        if (selectionOrPosition && this.editor) {
          if ("startLineNumber" in selectionOrPosition) {
            this.editor.setSelection(selectionOrPosition);
            this.editor.revealRangeInCenter(selectionOrPosition);
          } else {
            this.editor.setPosition(selectionOrPosition);
            this.editor.revealPositionInCenter(selectionOrPosition);
          }
        }
        return true;
      },
    });
    store.addEventListener("external-text", (ev) => {
      const path = (ev as CustomEvent<string>).detail;
      const model = this.models.get(path);
      const doc = store.docs.get(path);
      if (model && doc && model.getValue() !== doc.text) model.setValue(doc.text);
    });
    this.syncModel();
  }

  private modelFor(path: string): Editor.ITextModel {
    let model = this.models.get(path);
    if (!model) {
      const doc = store.docs.get(path)!;
      model =
        monaco.editor.getModel(uriForPath(path)) ?? monaco.editor.createModel(doc.text, path.endsWith(".grim") ? LANGUAGE_ID : "plaintext", uriForPath(path));
      model.onDidChangeContent(() => {
        const text = model!.getValue();
        store.edit(path, text);
        if (path.endsWith(".grim")) sendEdit(path, text);
      });
      this.models.set(path, model);
    }
    return model;
  }

  /** Creates models for every document, so definitions in unopened files resolve. */
  ensureModels(): void {
    for (const path of store.docs.keys()) this.modelFor(path);
  }

  private syncModel(): void {
    if (!this.editor) return;
    this.ensureModels();
    const path = store.active;
    if (path === this.shownPath) return;
    if (this.shownPath) this.viewStates.set(this.shownPath, this.editor.saveViewState());
    this.shownPath = path;
    if (!path) {
      this.editor.setModel(null);
      return;
    }
    this.editor.setModel(this.modelFor(path));
    const vs = this.viewStates.get(path);
    if (vs) this.editor.restoreViewState(vs);
    this.editor.focus();
  }

  reveal(d: EditorDiagnostic): void {
    store.open(d.file);
    this.syncModel();
    if (!this.editor) return;
    const range = new monaco.Range(d.startLine, d.startColumn, d.endLine, d.endColumn);
    this.editor.setSelection(range);
    this.editor.revealRangeInCenter(range);
    this.editor.focus();
  }

  get monacoEditor(): Editor.IStandaloneCodeEditor | null {
    return this.editor;
  }

  override updated(): void {
    this.syncModel();
  }
}
