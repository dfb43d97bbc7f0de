// The entity under the cursor drawn like its card: name, kind and colour,
// stats, rules text generated from its effects, in English, Romanian or the
// pseudo-locale. Warns when the text does not fit the card's text box.
import { html, nothing } from "lit";
import { customElement, state } from "lit/decorators.js";
import { cardText } from "../adapters/i18n.ts";
import { catalogueTexts, memo } from "../previews/memo.ts";
import type { EntityIR, ProgramIR, PropValue } from "../../compiler/ir/types.ts";
import { store, type Locale } from "../state/store.ts";
import { StoreElement } from "./base.ts";

const COLOURS: Record<string, string> = {
  bronze: "#8c5a2b",
  silver: "#7d8791",
  gold: "#b08a1e",
  blue: "#2e5b8a",
  purple: "#6b3f8a",
  red: "#8a2f25",
  green: "#3f6b35",
  gray: "#5d5d5d",
  grey: "#5d5d5d",
  brown: "#6b4f2e",
  yellow: "#a68a12",
};
const KIND_COLOURS: Record<string, string> = {
  foulfate: "#3b2a3f",
  goodfortune: "#3f6b35",
  development: "#6b5b45",
  quest: "#5b4a2e",
  hero: "#7b2d26",
  witcher: "#4a4f57",
  fightcard: "#5a2626",
  exploration: "#3d5a4a",
  event: "#4a3d5a",
  potion: "#2f5a5a",
  location: "#5b4a2e",
};
const STAT_PROPS = ["sword", "shield", "ritual", "gold", "vp", "cost", "level", "life", "armour", "copies"];
const LOCALES: [Locale, string][] = [
  ["en", "English"],
  ["ro", "Română"],
  ["en-XA", "Pseudo (en-XA)"],
];

function colourOf(e: EntityIR): string {
  for (const t of e.tags) {
    const word = t.split(/\s+/)[0].toLowerCase();
    if (COLOURS[word]) return COLOURS[word];
  }
  const c = e.props.colour;
  if (typeof c === "string" && COLOURS[c]) return COLOURS[c];
  return KIND_COLOURS[e.kind] ?? "#6b5b45";
}

function statText(v: PropValue): string | null {
  return typeof v === "number" ? String(v) : null;
}

/** The display name of an entity id, as the sources spell it. */
function displayName(id: string): string {
  const e = store.entity(id);
  return e?.texts.find((t) => t.id === `${id}.name`)?.text ?? e?.name ?? id;
}

/** A property for the card's fact lines: references by name, lists joined, records by their name. */
function propText(v: PropValue): string {
  if (Array.isArray(v)) return v.map(propText).join(", ");
  if (v !== null && typeof v === "object") {
    if ("kind" in v && v.kind === "ref" && typeof v.id === "string") return displayName(v.id);
    if ("name" in v) return propText(v.name as PropValue);
    // Old World card symbols (`symbol 2 damage`) and starting decks (`deck 2 Aard`)
    if ("symbol" in v && "amount" in v) return `${propText(v.amount as PropValue)} ${propText(v.symbol as PropValue)}`;
    if ("card" in v && "copies" in v) return `${propText(v.copies as PropValue)} × ${propText(v.card as PropValue)}`;
    return Object.entries(v)
      .map(([k, x]) => `${k} ${propText(x)}`)
      .join(", ");
  }
  return String(v);
}

/** Properties shown as facts under the rules text (not stats, not bookkeeping). */
const HIDDEN_PROPS = new Set([...STAT_PROPS, "original", "assumed", "flavour", "name"]);
const MAX_FACTS = 6;

@customElement("grim-card-preview")
export class CardPreview extends StoreElement {
  private text = memo((entity: EntityIR, locale: Locale, _catalogues: string, program: ProgramIR | null) =>
    cardText(entity, locale, store.docs, program),
  );
  @state() private overflowing = false;

  private setLocale(l: Locale): void {
    store.locale = l;
    store.changed();
  }

  override updated(): void {
    const box = this.querySelector<HTMLElement>(".card-text");
    const over = !!box && box.scrollHeight > box.clientHeight + 1;
    if (over !== this.overflowing) this.overflowing = over;
  }

  override render() {
    const entities = store.entities();
    const entity =
      store.entity(store.selectedEntity) ??
      entities.filter((e) => e.at.file === store.active).sort((a, b) => a.at.line - b.at.line)[0] ??
      null;
    const picker = html`<div class="row">
      <label>Entity
        <select id="card-entity" @change=${(e: Event) => {
          store.selectedEntity = (e.target as HTMLSelectElement).value;
          store.changed();
        }}>
          ${entities.map((e) => html`<option value=${e.id} ?selected=${e.id === entity?.id}>${e.id}</option>`)}
        </select>
      </label>
      <span class="locales" role="radiogroup" aria-label="Language">
        ${LOCALES.map(
          ([l, label]) => html`<button
            class="locale ${store.locale === l ? "active" : ""}"
            data-locale=${l}
            aria-pressed=${store.locale === l}
            @click=${() => this.setLocale(l)}
          >${label}</button>`,
        )}
      </span>
    </div>`;
    if (!entity) return html`${picker}<p class="empty">Put the cursor in a declaration to see its card.</p>`;
    const t = this.text(entity, store.locale, catalogueTexts(store.docs), store.program);
    const stats = STAT_PROPS.map((k) => [k, entity.props[k] === undefined ? null : statText(entity.props[k])] as const).filter(([, v]) => v !== null);
    const tags = entity.tags.join(" · ");
    const facts = Object.entries(entity.props)
      .filter(([k]) => !HIDDEN_PROPS.has(k))
      .slice(0, MAX_FACTS)
      .map(([k, v]) => [k, propText(v)] as const)
      .filter(([, v]) => v !== "");
    return html`${picker}
      <div class="card" style="--card-colour:${colourOf(entity)}" data-entity=${entity.id} lang=${store.locale}>
        <div class="card-head">
          <div class="card-name">${t.name}</div>
          <div class="card-kind">${entity.kind}${tags ? ` · ${tags}` : ""}</div>
        </div>
        ${stats.length ? html`<div class="card-stats">${stats.map(([k, v]) => html`<span class="stat" data-stat=${k}>${k} ${v}</span>`)}</div>` : nothing}
        <div class="card-text ${this.overflowing ? "overflowing" : ""}">
          ${t.rules.map((r) => html`<p class="rule">${r}</p>`)}
          ${facts.length
            ? html`<dl class="card-facts">${facts.map(([k, v]) => html`<div><dt>${k}</dt><dd>${v}</dd></div>`)}</dl>`
            : nothing}
          ${t.flavour ? html`<p class="card-flavour">${t.flavour}</p>` : nothing}
        </div>
        ${entity.props.original === true || Array.isArray(entity.props.assumed)
          ? html`<div class="card-source" id="card-source">${entity.props.original === true ? "original" : ""}${entity.props.original === true && Array.isArray(entity.props.assumed) ? " · " : ""}${Array.isArray(entity.props.assumed) ? `assumed: ${entity.props.assumed.join(", ")}` : ""}</div>`
          : nothing}
      </div>
      ${this.overflowing
        ? html`<p class="warn" id="overflow-warning">The ${LOCALES.find(([l]) => l === store.locale)?.[1]} text overflows the card's text box.</p>`
        : nothing}
      ${t.problems.length
        ? html`<ul class="note">${t.problems.map((p) => html`<li>${p.message}${p.at ? ` (${p.at})` : ""}</li>`)}</ul>`
        : nothing}`;
  }
}
