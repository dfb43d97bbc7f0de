// The page: file tree | tabs + source + problems | previews and translations.
import { html, nothing } from "lit";
import { customElement, state } from "lit/decorators.js";
import { client, metrics, sendAllFiles } from "../lang/session.ts";
import { monaco } from "../lang/monaco.ts";
import type { EditorDiagnostic } from "../lang/protocol.ts";
import { store } from "../state/store.ts";
import { loadGames } from "../state/games.ts";
import { StoreElement } from "./base.ts";
import type { CodeEditor } from "./code-editor.ts";
import "./code-editor.ts";
import "./file-tree.ts";
import "./problems-panel.ts";
import "./card-preview.ts";
import { linkedReplay } from "../previews/replay-link.ts";
import { say, ui } from "../adapters/ui-text.ts";
import { saidOf } from "../said.ts";
import { fitLabels } from "../board/fit-labels.ts";
import { locales } from "./locales.ts";

type Panel = "card" | "play" | "replay" | "odds" | "fight" | "translations";

// The card panel, open at first, comes with the page; every other panel's code (its game's drawings, boards,
// dice, sheets, the odds and the translation table) is fetched the first time the panel is opened, so the
// page's first load carries only what the editor shows at once. A panel that plays a game fetches the whole
// games (their rules) first, so its element, which upgrades when its code arrives, finds them in the store.
const PANEL_CODE: Record<Exclude<Panel, "card">, () => Promise<unknown>> = {
  play: () => loadGames().then(() => import("./play-preview.ts")),
  replay: () => loadGames().then(() => import("./replay-viewer.ts")),
  odds: () => loadGames().then(() => import("./battle-odds.ts")),
  fight: () => loadGames().then(() => import("./fight-preview.ts")),
  translations: () => import("./translation-view.ts"),
};
const panelLoads = new Map<Panel, Promise<unknown>>();

function loadPanel(panel: Panel): void {
  if (panel === "card" || panelLoads.has(panel)) return;
  panelLoads.set(
    panel,
    PANEL_CODE[panel]().catch((e: unknown) => {
      panelLoads.delete(panel);
      store.error = { id: "editor-panel-load-failed", args: { reason: (e as Error).message } };
      store.changed();
    }),
  );
}

/** the panels that play a game: the ones the full-size Play view is for */
const PLAY_PANELS: readonly Panel[] = ["play", "fight", "replay"];

@customElement("grim-app")
export class GrimApp extends StoreElement {
  @state() private panel: Panel = "card";

  override connectedCallback(): void {
    super.connectedCallback();
    // a `?replay=<path>` link (from `grimoire sim`) opens on the replay viewer
    if (linkedReplay() !== null) this.panel = "replay";
    // the page's test and bench hooks
    (window as unknown as { grimoire: unknown }).grimoire = {
      store,
      metrics,
      markers: () =>
        monaco.editor.getModelMarkers({ owner: "grimoire" }).map((m) => ({
          path: m.resource.path.replace(/^\//, ""),
          line: m.startLineNumber,
          message: m.message,
          code: typeof m.code === "string" ? m.code : m.code?.value,
        })),
      editor: () => this.codeEditor?.monacoEditor ?? null,
      setIncremental: (on: boolean) => client.setIncremental(on),
      /** the language worker as the page calls it: a test hands it a text it cannot check */
      client,
    };
    window.addEventListener("beforeunload", () => store.flushAllDrafts());
    window.addEventListener("pagehide", () => store.flushAllDrafts());
    // Ctrl+S anywhere on the page saves the open file (in Monaco it is bound too), not the web page
    window.addEventListener("keydown", (e) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "s") {
        e.preventDefault();
        if (store.active) void store.save(store.active);
      }
      // Ctrl+Shift+F switches to the full-size Play view and back; Escape goes back to the editor
      if ((e.ctrlKey || e.metaKey) && e.shiftKey && e.key.toLowerCase() === "f") {
        e.preventDefault();
        this.setFullView(!store.fullView);
      } else if (e.key === "Escape" && store.fullView && !(e.target instanceof HTMLSelectElement)) this.setFullView(false);
    });
    // a scenario's "Open in play" shows its situation in the play panel
    store.addEventListener("open-in-play", () => (this.panel = "play"));
    // a board keeps its labels readable as the window is resized
    this.resizing = new ResizeObserver(() => fitLabels(this, store.fullView ? undefined : 0));
    void this.start();
  }

  private resizing: ResizeObserver | null = null;

  protected override firstUpdated(): void {
    const body = this.querySelector(".panel-body");
    if (body) this.resizing?.observe(body);
  }

  /** the window's title and the page's language follow the locale shown (a screen reader reads the words in it) */
  protected override updated(): void {
    super.updated();
    document.title = ui("editor-page-title");
    document.documentElement.lang = store.locale;
  }

  /** The full-size Play view and back: only the layout changes, every preview keeps its game, step and choices. */
  private setFullView(on: boolean): void {
    if (on === store.fullView) return;
    store.fullView = on;
    if (on && !PLAY_PANELS.includes(this.panel)) this.panel = "play";
    store.changed();
  }

  private setLocale(l: string): void {
    store.locale = l;
    store.changed();
  }

  private async start(): Promise<void> {
    try {
      await store.load();
      await sendAllFiles();
    } catch (e) {
      store.error = { id: "editor-load-failed", args: { reason: saidOf(e) } };
      store.changed();
    }
  }

  private get codeEditor(): CodeEditor | null {
    return this.querySelector("grim-code-editor");
  }

  private onReveal(ev: CustomEvent<EditorDiagnostic>): void {
    this.codeEditor?.reveal(ev.detail);
  }

  private onCursor(ev: CustomEvent<{ lineNumber: number; column: number }>): void {
    if (store.active) store.setCursor(store.active, ev.detail.lineNumber);
  }

  private renderTabs() {
    return html`<div class="tabs" role="tablist">
      ${store.tabs.map(
        (p) => html`<div class="tab ${p === store.active ? "active" : ""}" role="tab" data-path=${p}>
          <button class="tab-open" @click=${() => store.open(p)} title=${p}>
            ${p.split("/").pop()}${store.isDirty(p) ? html`<span class="dirty">●</span>` : nothing}
          </button>
          <button class="tab-close" aria-label=${ui("editor-close-tab", { file: p })} @click=${() => store.close(p)}>×</button>
        </div>`,
      )}
    </div>`;
  }

  private renderBar() {
    const dirty = store.dirtyPaths();
    return html`<header class="bar">
      <strong class="brand">Grimoire</strong>
      <button id="save" ?disabled=${!store.active || !store.isDirty(store.active)} @click=${() => store.active && store.save(store.active)}>
        ${ui("editor-save")}
      </button>
      <button id="save-all" ?disabled=${dirty.length === 0} @click=${() => store.saveAll()}>${ui("editor-save-all", { count: dirty.length })}</button>
      <span class="status" role="status">${store.status ? say(store.status) : ""}</span>
      ${store.error ? html`<span class="error-bar" role="alert">${say(store.error)}</span>` : nothing}
      ${
        store.conflict
          ? html`<span class="conflict">
            <button id="keep-mine" @click=${() => store.conflict && store.save(store.conflict.path, true)}>${ui("editor-keep-mine")}</button>
            <button id="take-disk" @click=${() => store.takeDiskVersion()}>${ui("editor-take-disk")}</button>
          </span>`
          : nothing
      }
    </header>`;
  }

  override render() {
    const panels: [Panel, string][] = [
      ["card", ui("editor-panel-card")],
      ["play", ui("editor-panel-play")],
      ["replay", ui("editor-panel-replay")],
      ["odds", ui("editor-panel-odds")],
      ["fight", ui("editor-panel-fight")],
      ["translations", ui("editor-panel-translations")],
    ];
    const full = store.fullView;
    loadPanel(this.panel);
    // the full-size view lists only the panels that play; the others stay one click away in the editor
    const shown = full ? panels.filter(([id]) => PLAY_PANELS.includes(id)) : panels;
    return html`${this.renderBar()}
      <main class="layout ${full ? "full" : ""}" data-view=${full ? "full" : "column"} @reveal=${this.onReveal}>
        <nav class="files"><grim-file-tree></grim-file-tree></nav>
        <section class="source" @cursor=${this.onCursor}>
          ${this.renderTabs()}
          <grim-code-editor></grim-code-editor>
          <grim-problems></grim-problems>
        </section>
        <aside class="side">
          <div class="panel-tabs" role="tablist">
            ${shown.map(
              ([id, label]) =>
                html`<button role="tab" class=${this.panel === id ? "active" : ""} data-panel=${id} @click=${() => (this.panel = id)}>
                  ${label}
                </button>`,
            )}
            ${
              full
                ? html`<span class="locales full-locales" role="radiogroup" aria-label=${ui("editor-language")}>
                  ${locales().map(
                    ([l, label]) =>
                      html`<button class="locale ${store.locale === l ? "active" : ""}" data-locale=${l} aria-pressed=${store.locale === l} @click=${() => this.setLocale(l)}>${label}</button>`,
                  )}
                </span>`
                : nothing
            }
            ${
              full || PLAY_PANELS.includes(this.panel)
                ? html`<button id="full-view" class="full-toggle" aria-pressed=${full} title=${ui("editor-full-view-key")} @click=${() => this.setFullView(!full)}>
                  ${full ? ui("editor-leave-full-view") : ui("editor-full-view")}
                </button>`
                : nothing
            }
          </div>
          <div class="panel-body">
            ${this.panel === "card" ? html`<grim-card-preview></grim-card-preview>` : nothing}
            ${this.panel === "play" ? html`<grim-play-preview></grim-play-preview>` : nothing}
            ${this.panel === "replay" ? html`<grim-replay-viewer></grim-replay-viewer>` : nothing}
            ${this.panel === "odds" ? html`<grim-battle-odds></grim-battle-odds>` : nothing}
            ${this.panel === "fight" ? html`<grim-fight-preview></grim-fight-preview>` : nothing}
            ${this.panel === "translations" ? html`<grim-translations></grim-translations>` : nothing}
          </div>
        </aside>
      </main>`;
  }
}
