// id / English / translation / status for one catalogue of one locale (every
// folder under content/i18n/ but English); filter missing or stale; edits go
// into the locale's file in memory (drafted like any edit) and reach disk with
// Save. The picker and Save stay in view while the table scrolls. Each row
// gives the translator's context: the source's notes and what each placeholder
// holds, the old English of a stale translation, the room the text has on its
// card face with a count that follows the typing, and (for the row being
// edited) the card face itself, drawn in the locale.
import { html, nothing } from "lit";
import { unsafeSVG } from "lit/directives/unsafe-svg.js";
import { customElement, state } from "lit/decorators.js";
import { live } from "lit/directives/live.js";
import { repeat } from "lit/directives/repeat.js";
import { englishSources, setTranslation, textRows, translationRows, type TranslationRow } from "../previews/translations.ts";
import { catalogueTexts, memo } from "../previews/memo.ts";
import type { Game, ProgramIR } from "../../core/ir.ts";
import { store } from "../state/store.ts";
import { StoreElement } from "./base.ts";
import { ui } from "../adapters/ui-text.ts";
import { gameText } from "../adapters/i18n.ts";
import { localeName } from "./locales.ts";
import { cardLayouts } from "../previews/faces.ts";
import { faceCards } from "../../compiler/render/deck.ts";
import { faceSvg } from "../../compiler/render/svg.ts";

type Filter = "all" | "missing" | "stale" | "todo";

@customElement("grim-translations")
export class TranslationView extends StoreElement {
  @state() private catalogue: string | null = null;
  @state() private locale: string | null = null;
  @state() private filter: Filter = "all";
  /** the row being edited, and its text as typed (the live count) */
  @state() private focused: string | null = null;
  @state() private typed = new Map<string, string>();
  private sources = memo((program: ProgramIR | null, _catalogues: string) => englishSources(store.words, program, store.docs));
  private rowsOf = memo((name: string, english: string, locale: string | null, disk: string | null) =>
    translationRows(store.words, name, english, locale, {
      diskEnglish: disk,
      layouts: Object.fromEntries(Object.entries(cardLayouts).map(([g, l]) => [g, l.layout ?? undefined])),
    }),
  );

  /** the card face a text is printed on, in the locale, as SVG; null when it has none or it cannot be drawn */
  private faceOf({ game, id }: { game: Game; id: string }, locale: string): string | null {
    const program = store.program;
    const layout = cardLayouts[game]?.layout;
    if (!program || !layout) return null;
    try {
      const card = faceCards(store.words, program, layout, store.docs, locale, { ids: [id] }).cards[0];
      return card ? faceSvg(card.front, { scale: 2.4 }) : null;
    } catch {
      return null;
    }
  }

  private context(r: TranslationRow, locale: string) {
    const text = this.typed.get(r.id) ?? r.translated ?? "";
    const length = [...text].length;
    const on = this.focused === r.id ? r.face : null;
    // where the room is, in the page's language: the card kind in the words of the face's game
    const g = r.region && r.face ? r.region : null;
    const room =
      g && r.face
        ? ui("editor-tr-room", {
            field: g.field,
            kind: gameText(store.words, r.face.game, store.docs, store.program, store.locale).kind(g.kind),
            width: g.width,
            height: g.height,
            size: g.size,
          })
        : null;
    const face = on ? this.faceOf(on, locale) : null;
    return html`<div class="tr-context">
      ${
        r.maxLength !== null
          ? html`<div class="tr-limit ${length > r.maxLength ? "over" : ""}" title=${room ?? ui("editor-tr-limit-note")}>
            <span class="count">${length}</span> / ${r.maxLength} ${ui("editor-tr-characters")}${room ? html` <span class="muted">(${room})</span>` : nothing}</div>`
          : nothing
      }
      ${r.status === "stale" && r.previousEnglish !== null ? html`<div class="tr-was">${ui("editor-tr-was")} <q>${r.previousEnglish}</q></div>` : nothing}
      ${r.notes.length ? html`<ul class="tr-notes">${r.notes.map((n) => html`<li>${n}</li>`)}</ul>` : nothing}
      ${face && on ? html`<div class="tr-face" data-game=${on.game} data-entity=${on.id}>${unsafeSVG(face)}</div>` : nothing}
    </div>`;
  }

  private onEdit(locale: string, name: string, row: TranslationRow, value: string): void {
    const path = `i18n/${locale}/${name}.ftl`;
    const current = store.docs.get(path)?.text ?? "";
    store.upsertText(path, setTranslation(current, row.id, value, row.englishHash, row.plain));
    this.typed.delete(row.id);
  }

  /**
   * Saves the translation, and first the .grim files with unsaved edits: the
   * translation is stamped with the English it was made from, which must then
   * be the English on disk.
   */
  private async save(path: string): Promise<void> {
    for (const p of store.dirtyPaths().filter((d) => d.endsWith(".grim"))) if (!(await store.save(p))) return;
    await store.save(path);
  }

  override render() {
    const sources = this.sources(store.program, catalogueTexts(store.docs));
    if (sources.size === 0) return html`<p class="empty">${ui("editor-tr-no-sources")}</p>`;
    const locales = store.translationLocales();
    if (locales.length === 0) return html`<p class="empty">${ui("editor-tr-no-locales")}</p>`;
    const locale = this.locale && locales.includes(this.locale) ? this.locale : locales[0];
    const language = localeName(locale);
    const names = [...sources.keys()];
    const name = this.catalogue && sources.has(this.catalogue) ? this.catalogue : (names.find((n) => n !== "rules") ?? names[0]);
    const path = `i18n/${locale}/${name}.ftl`;
    const unsavedSources = store.dirtyPaths().filter((p) => p.endsWith(".grim")).length;
    const all = this.rowsOf(name, sources.get(name)!, store.docs.get(path)?.text ?? null, store.docs.get(`i18n/en/${name}.ftl`)?.text ?? null);
    const rows = all.filter((r) => (this.filter === "all" ? true : this.filter === "todo" ? r.status !== "ok" : r.status === this.filter));
    const count = (s: string) => all.filter((r) => r.status === s).length;
    return html`<div class="tr-view"><div class="row tr-bar">
        <label>${ui("editor-tr-language")}
          <select id="tr-locale" @change=${(e: Event) => (this.locale = (e.target as HTMLSelectElement).value)}>
            ${locales.map((l) => html`<option value=${l} ?selected=${l === locale}>${localeName(l)} (${l})</option>`)}
          </select>
        </label>
        <label>${ui("editor-tr-catalogue")}
          <select id="tr-file" @change=${(e: Event) => (this.catalogue = (e.target as HTMLSelectElement).value)}>
            ${names.map((n) => html`<option value=${n} ?selected=${n === name}>${n}</option>`)}
          </select>
        </label>
        <label>${ui("editor-tr-show")}
          <select id="tr-filter" @change=${(e: Event) => (this.filter = (e.target as HTMLSelectElement).value as Filter)}>
            <option value="all" ?selected=${this.filter === "all"}>${ui("editor-tr-filter", { filter: "all", count: all.length })}</option>
            <option value="missing" ?selected=${this.filter === "missing"}>${ui("editor-tr-filter", { filter: "missing", count: count("missing") })}</option>
            <option value="stale" ?selected=${this.filter === "stale"}>${ui("editor-tr-filter", { filter: "stale", count: count("stale") })}</option>
            <option value="todo" ?selected=${this.filter === "todo"}>${ui("editor-tr-filter", { filter: "todo", count: all.length - count("ok") })}</option>
          </select>
        </label>
        <button id="tr-save" ?disabled=${!store.isDirty(path)} @click=${() => this.save(path)}>
          ${ui("editor-tr-save", { file: `${locale}/${name}.ftl`, sources: unsavedSources })}
        </button>
      </div>
      <p class="note">${ui("editor-tr-where", { language, path: `content/${path}` })}</p>
      <div class="tr-scroll">
      <table class="tr-table">
        <thead><tr><th>${ui("editor-tr-id")}</th><th>${ui("editor-tr-english")}</th><th>${language}</th><th>${ui("editor-tr-status-column")}</th></tr></thead>
        <tbody>
          ${repeat(
            rows,
            (r) => r.id,
            (r) => html`<tr data-id=${r.id} data-status=${r.status}>
              <td class="id">${r.id}</td>
              <td class="en">${r.english}</td>
              <td class="ro">
                <textarea
                  aria-label=${ui("editor-tr-for", { language, id: r.id })}
                  rows=${textRows(this.typed.get(r.id) ?? r.translated ?? r.english)}
                  .value=${live(this.typed.get(r.id) ?? r.translated ?? "")}
                  placeholder=${r.plain ? "" : ui("editor-tr-placeholder")}
                  @focus=${() => (this.focused = r.id)}
                  @input=${(e: Event) => (this.typed = new Map(this.typed).set(r.id, (e.target as HTMLTextAreaElement).value))}
                  @change=${(e: Event) => this.onEdit(locale, name, r, (e.target as HTMLTextAreaElement).value)}
                ></textarea>
                ${this.context(r, locale)}
              </td>
              <td><span class="st ${r.status}">${ui("editor-tr-status", { status: r.status })}</span>${r.sameAsEnglish ? html`<span class="st same" title=${ui("editor-tr-same-note")}>${ui("editor-tr-same")}</span>` : nothing}</td>
            </tr>`,
          )}
        </tbody>
      </table>
      ${rows.length === 0 ? html`<p class="empty">${ui("editor-tr-nothing")}</p>` : nothing}
      </div></div>`;
  }
}
