// id / English / Romanian / status for one catalogue; filter missing or stale;
// edits go into the Romanian file in memory (drafted like any edit) and reach
// disk with Save.
import { html, nothing } from "lit";
import { customElement, state } from "lit/decorators.js";
import { setTranslation, translationRows, type TranslationRow } from "../previews/translations.ts";
import { store } from "../state/store.ts";
import { StoreElement } from "./base.ts";

type Filter = "all" | "missing" | "stale" | "todo";

@customElement("grim-translations")
export class TranslationView extends StoreElement {
  @state() private file: string | null = null;
  @state() private filter: Filter = "all";

  private englishFiles(): string[] {
    return [...store.docs.keys()].filter((p) => p.startsWith("i18n/en/") && p.endsWith(".ftl")).sort();
  }

  private liveTexts(): Map<string, string> {
    const m = new Map<string, string>();
    for (const e of store.entities()) for (const t of e.texts) m.set(t.id, t.text);
    return m;
  }

  private rows(enPath: string): TranslationRow[] {
    const en = store.docs.get(enPath)!;
    const ro = store.docs.get(enPath.replace("i18n/en/", "i18n/ro/"));
    // content texts belong to the set catalogue, not to the rules catalogue
    const live = enPath.endsWith("/rules.ftl") ? new Map<string, string>() : this.liveTextsFor(enPath);
    return translationRows(enPath, en.text, ro?.text ?? null, live);
  }

  private liveTextsFor(enPath: string): Map<string, string> {
    const setId = enPath.split("/").pop()!.replace(/\.ftl$/, "");
    const inSet = new Set(store.entities().filter((e) => e.set === setId).flatMap((e) => e.texts.map((t) => t.id)));
    const all = this.liveTexts();
    return new Map([...all].filter(([id]) => inSet.has(id)));
  }

  private onEdit(enPath: string, row: TranslationRow, value: string): void {
    const roPath = enPath.replace("i18n/en/", "i18n/ro/");
    const current = store.docs.get(roPath)?.text ?? "";
    if ((row.translated ?? "") === value && row.status === "ok") return;
    store.upsertText(roPath, setTranslation(current, row.id, value, row.englishHash, row.plain));
  }

  override render() {
    const files = this.englishFiles();
    if (files.length === 0) return html`<p class="empty">No catalogues under content/i18n/en/ yet.</p>`;
    const enPath = this.file && files.includes(this.file) ? this.file : files.find((f) => !f.endsWith("/rules.ftl")) ?? files[0];
    const roPath = enPath.replace("i18n/en/", "i18n/ro/");
    const all = this.rows(enPath);
    const shown = all.filter((r) =>
      this.filter === "all" ? true : this.filter === "todo" ? r.status !== "ok" : r.status === this.filter,
    );
    const count = (s: string) => all.filter((r) => r.status === s).length;
    return html`<div class="row">
        <label>Catalogue
          <select id="tr-file" @change=${(e: Event) => (this.file = (e.target as HTMLSelectElement).value)}>
            ${files.map((f) => html`<option value=${f} ?selected=${f === enPath}>${f.replace("i18n/en/", "")}</option>`)}
          </select>
        </label>
        <label>Show
          <select id="tr-filter" @change=${(e: Event) => (this.filter = (e.target as HTMLSelectElement).value as Filter)}>
            <option value="all" ?selected=${this.filter === "all"}>all (${all.length})</option>
            <option value="missing" ?selected=${this.filter === "missing"}>missing (${count("missing")})</option>
            <option value="stale" ?selected=${this.filter === "stale"}>stale (${count("stale")})</option>
            <option value="todo" ?selected=${this.filter === "todo"}>missing or stale</option>
          </select>
        </label>
        <button id="tr-save" ?disabled=${!store.isDirty(roPath)} @click=${() => store.save(roPath)}>Save ${roPath.split("/").slice(-2).join("/")}</button>
      </div>
      <p class="note">Romanian edits go to ${roPath}; the English comes from the .grim sources and ${enPath}.</p>
      <table class="tr-table">
        <thead><tr><th>id</th><th>English</th><th>Romanian</th><th>status</th></tr></thead>
        <tbody>
          ${shown.map(
            (r) => html`<tr data-id=${r.id} data-status=${r.status}>
              <td class="id">${r.id}</td>
              <td class="en">${r.english}</td>
              <td class="ro">
                <textarea
                  aria-label="Romanian for ${r.id}"
                  .value=${r.translated ?? ""}
                  placeholder=${r.plain ? "" : "Fluent source"}
                  @change=${(e: Event) => this.onEdit(enPath, r, (e.target as HTMLTextAreaElement).value)}
                ></textarea>
              </td>
              <td><span class="st ${r.status}">${r.status}</span></td>
            </tr>`,
          )}
        </tbody>
      </table>
      ${shown.length === 0 ? html`<p class="empty">Nothing to show.</p>` : nothing}`;
  }
}
