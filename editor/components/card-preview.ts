// The entity under the cursor drawn as its printed card: the face from the
// shared renderer (compiler/render) with the layout of its kind, in English,
// Romanian or the pseudo-locale, its rules text beneath as plain text, and a
// warning, per locale, when a text does not fit its region. Entities without
// a card face (locations, dice, regions …) show their words and facts only.
import { html, nothing } from "lit";
import { unsafeSVG } from "lit/directives/unsafe-svg.js";
import { customElement, state } from "lit/decorators.js";
import { cardText, gameText } from "../adapters/i18n.ts";
import { catalogueTexts, memo } from "../previews/memo.ts";
import { cardLayouts, layoutProblems, loadCardFonts } from "../previews/faces.ts";
import type { EntityIR, ProgramIR } from "../../core/ir.ts";
import { faceWords } from "../../compiler/render/words.ts";
import { backFace, frontFace, hasFace } from "../../compiler/render/face.ts";
import { faceCards, faceWarnings, type FaceWarning } from "../../compiler/render/deck.ts";
import { faceSvg } from "../../compiler/render/svg.ts";
import { store, type Locale } from "../state/store.ts";
import { localeName, locales } from "./locales.ts";
import { balanceOf, linkedReport, type LinkedReport } from "../previews/balance.ts";
import { StoreElement } from "./base.ts";
import { say, ui } from "../adapters/ui-text.ts";

/** screen pixels per millimetre of card */
const SCALE = 4.6;

/** The display name of an entity id as the sources spell it (for names no catalogue has yet). */
function sourceName(id: string): string | null {
  const e = store.entity(id);
  return e?.texts.find((t) => t.id === `${id}.name`)?.text ?? e?.name ?? null;
}

/** Properties shown as facts of an entity without a face (not bookkeeping). */
const HIDDEN_PROPS = new Set(["original", "assumed", "flavour", "name"]);
const MAX_FACTS = 6;

@customElement("grim-card-preview")
export class CardPreview extends StoreElement {
  private text = memo((entity: EntityIR, locale: Locale, _catalogues: string, program: ProgramIR | null) =>
    cardText(store.words, entity, locale, store.docs, program),
  );
  private face = memo((entity: EntityIR, locale: Locale, catalogues: string, program: ProgramIR | null) => this.faceOf(entity, locale, catalogues, program));

  private faceOf(entity: EntityIR, locale: Locale, _catalogues: string, program: ProgramIR | null) {
    const layout = cardLayouts[entity.game]?.layout;
    if (!layout || !hasFace(layout, entity.kind)) return null;
    const words = faceWords(store.words, entity, locale, store.docs, program);
    const front = frontFace(entity, words, layout, locale);
    const back = backFace(entity, words, layout);
    return { words, front, back, warnings: faceWarnings(entity, front, back, words, locale) };
  }
  /** one memo per other language, so switching back and forth redraws nothing */
  private faces = new Map<Locale, typeof this.face>();
  private faceIn(l: Locale): typeof this.face {
    let m = this.faces.get(l);
    if (!m) this.faces.set(l, (m = memo(this.faceOf.bind(this))));
    return m;
  }
  @state() private fontsReady = false;
  /** every card's overflows in every language with catalogues, when asked for; null until then */
  @state() private fitReport: { warnings: FaceWarning[]; program: ProgramIR | null } | null = null;
  @state() private showBack = false;
  /** the balance report a `?report=` link names, once read */
  @state() private report: LinkedReport | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    void linkedReport()?.then((r) => (this.report = r));
  }

  // The card font (about 1 MB) is fetched when the first face is drawn, not with the page: a designer who
  // opens the editor on a file's header, or on a declaration without a face, never waits for it.
  protected override updated(): void {
    if (this.fontsReady || !this.querySelector(".card-face")) return;
    void loadCardFonts().then(
      () => (this.fontsReady = true),
      () => (this.fontsReady = true),
    );
  }

  /** Draws every card in English and each translated language and lists the texts that do not fit. */
  private checkAllCards(): void {
    const layouts = Object.values(cardLayouts).flatMap((l) => (l.layout ? [l.layout] : []));
    const program = store.program;
    if (!layouts.length || !program) return;
    const locales = [
      "en",
      ...new Set([...store.docs.keys()].map((k) => /^i18n\/([^/]+)\//.exec(k)?.[1]).filter((l): l is string => !!l && l !== "en" && l !== "en-XA")),
    ];
    const warnings = locales.flatMap((l) => layouts.flatMap((layout) => faceCards(store.words, program, layout, store.docs, l).warnings));
    this.fitReport = { warnings, program };
  }

  private reveal(w: FaceWarning): void {
    const at = store.entities().find((e) => e.id === w.entity && e.at.file === w.at.file);
    if (at) store.select(at);
    else store.selectedEntity = w.entity;
    const line = w.at.line;
    this.dispatchEvent(
      new CustomEvent("reveal", {
        detail: {
          file: w.at.file,
          startLine: line,
          startColumn: w.at.column,
          endLine: line,
          endColumn: w.at.column,
          code: "overflow",
          severity: "warning",
          message: w.message,
          fixes: [],
        },
        bubbles: true,
      }),
    );
    store.changed();
  }

  private renderFitReport() {
    const r = this.fitReport;
    const stale = r && r.program !== store.program;
    return html`<div class="fit-check">
      <button id="fit-check" @click=${() => this.checkAllCards()}>${r ? ui("editor-fit-again") : ui("editor-fit-check")}</button>
      ${
        r
          ? html`<span class="muted">${stale ? ui("editor-fit-stale") : ""}</span>
            ${
              r.warnings.length
                ? html`<ul class="fit-report" id="fit-report">${r.warnings.map(
                    (w) => html`<li class="problem warning" data-entity=${w.entity} data-locale=${w.locale} @click=${() => this.reveal(w)}>
                    <span class="loc">${w.at.file}:${w.at.line}:${w.at.column}</span> <span class="code">[${w.locale}]</span> <span class="msg">${w.message}</span></li>`,
                  )}</ul>`
                : html`<p class="note" id="fit-report">${ui("editor-fit-ok")}</p>`
            }`
          : nothing
      }
    </div>`;
  }

  /** what the linked balance report's games say about the entity */
  private renderBalance(id: string) {
    const r = this.report;
    if (!r) return nothing;
    if ("error" in r)
      return html`<div class="balance warn" id="balance" role="alert">${say({ id: "editor-balance-failed", args: { path: r.path, error: r.error } })}</div>`;
    const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
    const points = (x: number) => `${x > 0 ? "+" : ""}${(x * 100).toFixed(1)}`;
    const b = balanceOf(r.data, id);
    const source = html`<div class="muted">${ui("editor-balance-source", { path: r.path, games: r.data.summary.games, agent: r.data.summary.run.agent })}</div>`;
    if (b.kind === "unseen") return html`<div class="balance" id="balance" data-kind="unseen">${source}<p>${ui("editor-balance-unseen", { id })}</p></div>`;
    if (b.kind === "seat") {
      const s = b.seat;
      return html`<div class="balance" id="balance" data-kind="seat">${source}
        <p>${ui("editor-balance-seat", {
          rate: pct(s.winRate.rate),
          played: s.played,
          low: pct(s.winRate.low),
          high: pct(s.winRate.high),
          share: pct(s.fairShare),
          outlier: s.outlier ?? "none",
        })}</p></div>`;
    }
    const c = b.impact;
    if (c.low === undefined || !c.bySeat) return html`<div class="balance warn" id="balance" data-kind="old">${source}<p>${ui("editor-balance-old")}</p></div>`;
    return html`<div class="balance ${c.significant ? "flag" : ""}" id="balance" data-kind="card" data-significant=${c.significant}>${source}
      <p>${ui("editor-balance-card", { points: points(c.difference), low: points(c.low), high: points(c.high), significant: c.significant ? "yes" : "no", seen: c.seen })}</p>
      <table class="balance-seats">
        <tr><th>${ui("editor-balance-hero")}</th><th>${ui("editor-balance-seen")}</th><th>${ui("editor-balance-won-seen")}</th><th>${ui("editor-balance-won-unseen")}</th></tr>
        ${Object.entries(c.bySeat).map(([seat, x]) => html`<tr><td>${seat}</td><td>${x.seen}</td><td>${pct(x.whenSeen.rate)}</td><td>${pct(x.whenNotSeen.rate)}</td></tr>`)}
      </table></div>`;
  }

  private setLocale(l: Locale): void {
    store.locale = l;
    store.changed();
  }

  override render() {
    const entities = store.entities();
    const entity = store.entity(store.selectedEntity) ?? entities.filter((e) => e.at.file === store.active).sort((a, b) => a.at.line - b.at.line)[0] ?? null;
    // an id both games' content has is shown with its game
    const seen = new Set<string>();
    const twice = new Set(entities.filter((e) => seen.has(e.id) || !seen.add(e.id)).map((e) => e.id));
    const optionValue = (e: EntityIR) => (twice.has(e.id) ? `${e.game}:${e.id}` : e.id);
    const picker = html`<div class="row">
      <label>${ui("editor-card-entity")}
        <select id="card-entity" @change=${(e: Event) => {
          const value = (e.target as HTMLSelectElement).value;
          const picked = entities.find((x) => optionValue(x) === value);
          if (picked) store.select(picked);
          store.changed();
        }}>
          ${entities.map((e) => html`<option value=${optionValue(e)} ?selected=${e === entity}>${twice.has(e.id) ? ui("editor-card-entity-of", { id: e.id, game: e.game }) : e.id}</option>`)}
        </select>
      </label>
      <span class="locales" role="radiogroup" aria-label=${ui("editor-language")}>
        ${locales().map(
          ([l, label]) => html`<button
            class="locale ${store.locale === l ? "active" : ""}"
            data-locale=${l}
            aria-pressed=${store.locale === l}
            @click=${() => this.setLocale(l)}
          >${label}</button>`,
        )}
      </span>
    </div>`;
    if (!entity) return html`${picker}<p class="empty">${ui("editor-card-pick")}</p>`;
    const cats = catalogueTexts(store.docs);
    const t = this.text(entity, store.locale, cats, store.program);
    let face: ReturnType<typeof this.face> = null;
    let faceError: string | null = null;
    // every language's overflows, the one shown first: a translation that does not fit is found without switching
    let warnings: NonNullable<ReturnType<typeof this.face>>["warnings"] = [];
    try {
      face = this.face(entity, store.locale, cats, store.program);
      if (face) {
        warnings = [...face.warnings];
        for (const [l] of locales()) if (l !== store.locale) warnings.push(...(this.faceIn(l)(entity, l, cats, store.program)?.warnings ?? []));
      }
    } catch (e) {
      faceError = ui("editor-card-face-failed", { error: (e as Error).message });
    }
    // the labels of the entity's own game: an Old World card reads runtime-oldworld.ftl
    const words = gameText(store.words, entity.game, store.docs, store.program, store.locale);
    const facts = face
      ? []
      : Object.entries(entity.props)
          .filter(([k]) => !HIDDEN_PROPS.has(k))
          .slice(0, MAX_FACTS)
          .map(([k, v]) => [words.fact(k), words.factValue(v, sourceName)] as const)
          .filter(([, v]) => v !== "");
    const shown = face ? (this.showBack ? face.back : face.front) : null;
    // which values are the sources' and which are assumed, in the designer's words
    const provenance = words.provenance(entity.props);
    return html`${picker}
      ${layoutProblems.length ? html`<ul class="warn">${layoutProblems.map((p) => html`<li>${p}</li>`)}</ul>` : nothing}
      <figure class="card ${face ? "has-face" : ""}" data-entity=${entity.id} data-game=${entity.game} lang=${store.locale} data-fonts=${this.fontsReady ? "ready" : "loading"}>
        ${shown ? html`<div class="card-face">${unsafeSVG(faceSvg(shown, { scale: SCALE }))}</div>` : nothing}
        <figcaption class="card-words">
          <div class="card-name">${t.name}</div>
          <div class="card-kind">${face ? face.words.kindLine : words.kind(entity.kind)}</div>
          ${t.rules.map((r) => html`<p class="rule">${r}</p>`)}
          ${facts.length ? html`<dl class="card-facts">${facts.map(([k, v]) => html`<div><dt>${k}</dt><dd>${v}</dd></div>`)}</dl>` : nothing}
          ${t.flavour ? html`<p class="card-flavour">${t.flavour}</p>` : nothing}
          ${provenance ? html`<div class="card-source" id="card-source">${provenance}</div>` : nothing}
        </figcaption>
      </figure>
      ${
        face
          ? html`<div class="row"><button id="card-flip" aria-pressed=${this.showBack} @click=${() => (this.showBack = !this.showBack)}>
            ${this.showBack ? ui("editor-card-show-front") : ui("editor-card-show-back")}</button>
            <span class="muted">${face.front.width} × ${face.front.height} mm</span></div>`
          : nothing
      }
      ${this.renderBalance(entity.id)}
      ${faceError ? html`<p class="warn" role="alert">${faceError}</p>` : nothing}
      ${
        warnings.length
          ? html`<div class="warn" id="overflow-warning" role="status">
            ${warnings.map(
              (w) => html`<div data-region=${w.region}>${localeName(w.locale)}: ${w.message}
                (${w.at.file.replace(/^content\//, "")}:${w.at.line}:${w.at.column}).</div>`,
            )}
          </div>`
          : nothing
      }
      ${t.problems.length ? html`<ul class="note">${t.problems.map((p) => html`<li>${p.message}${p.at ? ` (${p.at})` : ""}</li>`)}</ul>` : nothing}
      ${Object.values(cardLayouts).some((l) => l.layout) ? this.renderFitReport() : nothing}`;
  }
}
