// The page's state: the open documents, tabs, the latest check, and the UI's
// selections. Components read it and re-render on its "change" event.

import type { GameWords } from "../../core/game.ts";
import type { EntityIR, Game, ProgramIR } from "../../core/ir.ts";
import { GameRegistry } from "../../core/registry.ts";
import type { CheckResult, EditorDiagnostic, ScenarioInPlay } from "../lang/protocol.ts";
import { dropDraft, draftPaths, loadDraft, storeDraft } from "./drafts.ts";
import { FileApiError, listFiles, readFile, writeFile } from "./file-api.ts";
import { entityAt } from "../previews/entity-at.ts";
import { type Said, saidOf } from "../said.ts";

export interface Doc {
  path: string;
  text: string;
  /** the text last read from or written to disk; null for a file not on disk yet */
  diskText: string | null;
  /** hash of the disk version this text is based on */
  baseHash: string | null;
  /** true when restored from a browser draft at load */
  restored: boolean;
}

export interface Conflict {
  path: string;
  diskText: string | null;
  diskHash: string | null;
}

/** "en" (the source), a translation's folder name under content/i18n/, or the pseudo-locale "en-XA" */
export type Locale = string;
export const SOURCE_LOCALE = "en";
export const PSEUDO_LOCALE = "en-XA";

const DRAFT_DELAY_MS = 250;

/**
 * Words of the editor's catalogue for the bar: a message id and its arguments, formatted in the page's
 * locale when the bar is drawn (so a status says itself again in the language switched to).
 */
export type { Said } from "../said.ts";

export class Store extends EventTarget {
  /**
   * the games' words (games/words.ts), handed in by the page's entry point (editor/main.ts): the faces, the
   * catalogues and the editor's own words; once the whole games have arrived (state/games.ts), they are these
   */
  words: GameRegistry<GameWords> = new GameRegistry<GameWords>();
  /** the whole games, rules included, fetched the first time a panel that plays opens (state/games.ts): the previews ask it which game plays what */
  games = new GameRegistry();
  docs = new Map<string, Doc>();
  tabs: string[] = [];
  active: string | null = null;
  check: CheckResult | null = null;
  /** the newest diagnostics: they arrive ahead of the program of the same check */
  latestDiagnostics: Omit<CheckResult, "program"> | null = null;
  /** the entity the previews show: the one under the cursor, or picked */
  selectedEntity: string | null = null;
  /** the game of the selected entity: an id such as "location.novigrad" may be in both games' content */
  selectedGame: Game | null = null;
  locale: Locale = "en";
  /** the full-size Play view: the previews take the whole window, the file tree and the source are hidden (kept, not closed) */
  fullView = false;
  /** the scenario the play preview opened last ("Open in play" on a scenario), with the file it is in */
  inPlay: (ScenarioInPlay & { file: string }) | null = null;
  status: Said | null = null;
  error: Said | null = null;
  conflict: Conflict | null = null;
  loaded = false;
  /** where the cursor is, so the previews follow it across checks */
  private cursor: { path: string; line: number } | null = null;
  private cursorEntity: string | null = null;
  private draftTimers = new Map<string, ReturnType<typeof setTimeout>>();

  changed(): void {
    this.dispatchEvent(new Event("change"));
  }

  /** The translations: every folder under content/i18n/ but English and the pseudo-locale, so a new locale needs no code. */
  translationLocales(): string[] {
    const found = new Set<string>();
    for (const p of this.docs.keys()) {
      const m = /^i18n\/([^/]+)\/[^/]+\.ftl$/.exec(p);
      if (m && m[1] !== SOURCE_LOCALE && m[1] !== PSEUDO_LOCALE) found.add(m[1]);
    }
    return [...found].sort();
  }

  get program(): ProgramIR | null {
    return this.check?.program ?? null;
  }

  get diagnostics(): EditorDiagnostic[] {
    return this.latestDiagnostics?.diagnostics ?? this.check?.diagnostics ?? [];
  }

  setDiagnostics(result: Omit<CheckResult, "program">): void {
    this.latestDiagnostics = result;
    this.changed();
  }

  entities(): EntityIR[] {
    return (this.program?.sets ?? []).flatMap((s) => s.entities);
  }

  /** the entity of that id, of the selected game when both games have one */
  entity(id: string | null): EntityIR | null {
    if (!id) return null;
    const all = this.entities().filter((e) => e.id === id);
    return all.find((e) => e.game === this.selectedGame) ?? all[0] ?? null;
  }

  /** the play preview opens this scenario's situation: the page shows the play panel ("open-in-play") */
  openInPlay(scenario: ScenarioInPlay & { file: string }): void {
    this.inPlay = scenario;
    this.dispatchEvent(new Event("open-in-play"));
    this.changed();
  }

  /** selects an entity for the previews */
  select(e: Pick<EntityIR, "id" | "game">): void {
    this.selectedEntity = e.id;
    this.selectedGame = e.game;
  }

  /** the selected entity's id when it belongs to `game` (a preview of one game ignores the other's) */
  selectedOf(game: Game): string | null {
    return this.selectedGame === null || this.selectedGame === game ? this.selectedEntity : null;
  }

  isDirty(path: string): boolean {
    const d = this.docs.get(path);
    return !!d && d.text !== d.diskText;
  }

  dirtyPaths(): string[] {
    return [...this.docs.keys()].filter((p) => this.isDirty(p));
  }

  /** Loads every content file, then lays browser drafts over them. */
  async load(): Promise<void> {
    const { files } = await listFiles();
    const texts = await Promise.all(files.map((f) => readFile(f.path)));
    for (const f of texts) {
      this.docs.set(f.path, { path: f.path, text: f.text, diskText: f.text, baseHash: f.hash, restored: false });
    }
    for (const path of draftPaths()) {
      const draft = loadDraft(path);
      if (!draft) continue;
      const doc = this.docs.get(path);
      if (doc) {
        if (draft.text === doc.text) {
          dropDraft(path);
          continue;
        }
        doc.text = draft.text;
        doc.baseHash = draft.baseHash;
        doc.restored = true;
      } else if (/\.(grim|ftl)$/.test(path)) {
        this.docs.set(path, { path, text: draft.text, diskText: null, baseHash: draft.baseHash, restored: true });
      }
    }
    const restored = [...this.docs.values()].filter((d) => d.restored).map((d) => d.path);
    if (restored.length) this.status = { id: "editor-restored", args: { files: restored.join(", ") } };
    const first = restored[0] ?? [...this.docs.keys()].find((p) => p.endsWith(".grim")) ?? null;
    if (first) this.open(first);
    this.loaded = true;
    this.changed();
  }

  open(path: string): void {
    if (!this.docs.has(path)) return;
    if (!this.tabs.includes(path)) this.tabs = [...this.tabs, path];
    this.active = path;
    this.changed();
  }

  close(path: string): void {
    const i = this.tabs.indexOf(path);
    if (i < 0) return;
    this.tabs = this.tabs.filter((p) => p !== path);
    if (this.active === path) this.active = this.tabs[Math.min(i, this.tabs.length - 1)] ?? null;
    this.changed();
  }

  /** Records an edit and schedules its draft. */
  edit(path: string, text: string): void {
    const doc = this.docs.get(path);
    if (!doc || doc.text === text) return;
    doc.text = text;
    const t = this.draftTimers.get(path);
    if (t) clearTimeout(t);
    this.draftTimers.set(
      path,
      setTimeout(() => this.flushDraft(path), DRAFT_DELAY_MS),
    );
    this.changed();
  }

  flushDraft(path: string): void {
    this.draftTimers.delete(path);
    const doc = this.docs.get(path);
    if (!doc) return;
    if (doc.text === doc.diskText) dropDraft(path);
    else if (!storeDraft(path, { text: doc.text, baseHash: doc.baseHash, savedAt: Date.now() })) {
      this.error = { id: "editor-draft-failed", args: { file: path } };
      this.changed();
    }
  }

  flushAllDrafts(): void {
    for (const path of [...this.draftTimers.keys()]) {
      clearTimeout(this.draftTimers.get(path));
      this.flushDraft(path);
    }
  }

  /** Saves one file; on a conflict, asks through `conflict` instead of overwriting. */
  async save(path: string, force = false): Promise<boolean> {
    const doc = this.docs.get(path);
    if (!doc) return false;
    const text = doc.text;
    this.error = null;
    try {
      const { hash } = await writeFile(path, text, doc.baseHash, force);
      doc.diskText = text;
      doc.baseHash = hash;
      doc.restored = false;
      if (doc.text === text) dropDraft(path);
      if (this.conflict?.path === path) this.conflict = null;
      this.status = { id: "editor-saved", args: { file: path } };
      this.changed();
      this.dispatchEvent(new CustomEvent("saved", { detail: path }));
      return true;
    } catch (e) {
      if (e instanceof FileApiError && e.kind === "conflict" && e.disk) {
        this.conflict = { path, diskText: e.disk.text, diskHash: e.disk.hash };
        this.error = { id: "editor-conflict", args: { file: path } };
      } else {
        this.error = { id: "editor-save-failed", args: { file: path, reason: saidOf(e) } };
      }
      this.changed();
      return false;
    }
  }

  async saveAll(): Promise<void> {
    for (const p of this.dirtyPaths()) {
      if (!(await this.save(p))) return;
    }
  }

  /** Conflict answer: drop local edits and take what is on disk. */
  takeDiskVersion(): void {
    const c = this.conflict;
    if (!c) return;
    const doc = this.docs.get(c.path);
    if (doc && c.diskText !== null) {
      doc.text = c.diskText;
      doc.diskText = c.diskText;
      doc.baseHash = c.diskHash;
      dropDraft(c.path);
    }
    this.conflict = null;
    this.error = null;
    this.status = { id: "editor-took-disk", args: { file: c.path } };
    this.dispatchEvent(new CustomEvent("external-text", { detail: c.path }));
    this.changed();
  }

  /** Replaces a document's text from outside the code editor (translation table, disk reload). */
  replaceText(path: string, text: string): void {
    this.edit(path, text);
    this.dispatchEvent(new CustomEvent("external-text", { detail: path }));
  }

  /** Sets a document's text, creating it in memory (saved on Save) if it is new. */
  upsertText(path: string, text: string): void {
    if (!this.docs.has(path)) this.docs.set(path, { path, text: "", diskText: null, baseHash: null, restored: false });
    this.replaceText(path, text);
  }

  /** Creates a file on disk (through the server, so only inside content/) and opens it. */
  async createFile(path: string, text: string): Promise<boolean> {
    this.error = null;
    if (this.docs.has(path)) {
      this.open(path);
      return true;
    }
    try {
      const { hash } = await writeFile(path, text, null);
      this.docs.set(path, { path, text, diskText: text, baseHash: hash, restored: false });
      this.status = { id: "editor-created", args: { file: path } };
      this.open(path);
      this.dispatchEvent(new CustomEvent("files-changed"));
      return true;
    } catch (e) {
      this.error = { id: "editor-create-failed", args: { file: path, reason: saidOf(e) } };
      this.changed();
      return false;
    }
  }

  setCheck(result: CheckResult): void {
    this.check = result;
    this.selectAtCursor();
    this.changed();
  }

  /** The cursor moved: the previews show the entity it is in (a pick from a list stays until it moves to another). */
  setCursor(path: string, line: number): void {
    this.cursor = { path, line };
    if (this.selectAtCursor()) this.changed();
  }

  private selectAtCursor(): boolean {
    if (!this.cursor) return false;
    const e = entityAt(this.entities(), this.cursor.path, this.cursor.line);
    if (!e || `${e.game}:${e.id}` === this.cursorEntity) return false;
    this.cursorEntity = `${e.game}:${e.id}`;
    this.select(e);
    return true;
  }
}

export const store = new Store();
