// The Old World fight preview: a witcher of the content fights a chosen
// monster in a seeded solo game. The map is drawn from the content (the
// fight's location ringed, the witcher's figure, the monsters on the map); the
// fight view shows the monster's card and its life pool, the witcher's shield,
// the combo and the hand as the cards' faces. Decisions are buttons; the event
// log and what changed follow. An action card under the cursor is dealt into
// the witcher's hand, so a card being written is tried in the fight. Rebuilt
// from the interpreter on every check, replaying the answers given so far, so
// it follows the source as it is typed.
import { html, nothing } from "lit";
import { unsafeSVG } from "lit/directives/unsafe-svg.js";
import { customElement, state } from "lit/decorators.js";
import { gameOf, previewContent, previewRunner } from "../adapters/runtime.ts";
import type { PreviewSession } from "../adapters/preview-session.ts";
import { type FightTrial, fightTrial } from "../../games/oldworld/preview/fight-trial.ts";
import type { ProgramIR } from "../../core/ir.ts";
import type { GameText } from "../../compiler/i18n/game-text.ts";
import { gameText } from "../adapters/i18n.ts";
import { store } from "../state/store.ts";
import { oldWorldMapSvg } from "../board/oldworld-map.ts";
import { loadCardFonts, oldWorldLayout } from "../previews/faces.ts";
import { faceWords } from "../../compiler/render/words.ts";
import { frontFace, hasFace } from "../../compiler/render/face.ts";
import { faceSvg } from "../../compiler/render/svg.ts";
import { iconSvg } from "../../compiler/render/icons.ts";

import { StoreElement } from "./base.ts";
import { decisionChoices, stepButtons } from "./choices.ts";
import { say, ui } from "../adapters/ui-text.ts";

/** screen pixels per millimetre of a card in the fight view */
const CARD_SCALE = 1.7;
/**
 * screen pixels per millimetre of the card read in the full-size view: its smallest words (the 6.5 pt line
 * under the name, 2.3 mm) at 11 px
 */
const FOCUS_SCALE = 4.9;
const defId = (instance: string) => instance.replace(/#\d+$/, "");

interface Setup {
  witcher: string;
  monster: string;
  seed: number;
  /** the action card under the cursor, dealt into the witcher's hand to be tried in the fight */
  hand: string[];
}

@customElement("grim-fight-preview")
export class FightPreview extends StoreElement {
  @state() private witcher: string | null = null;
  @state() private monster: string | null = null;
  @state() private seed = 1;
  /** the card read at full size in the full-size view: one of the hand or the combo clicked, else the monster's */
  @state() private reading: string | null = null;
  private readonly run = previewRunner(
    () => store.games,
    fightTrial,
    (_, setup: Setup) => setup,
  );
  /** drawn faces by "id|locale", for the program and catalogues they were drawn from */
  private faces = new Map<string, string>();
  private facesFor: { program: ProgramIR | null; docs: unknown } = { program: null, docs: null };

  override connectedCallback(): void {
    super.connectedCallback();
    void loadCardFonts().then(
      () => this.requestUpdate(),
      () => undefined,
    );
  }

  /** a card's face as SVG in the chosen language, or its name when it has none */
  private cardFace(id: string, scale = CARD_SCALE): string | null {
    if (this.facesFor.program !== store.program || this.facesFor.docs !== store.docs) {
      this.faces.clear();
      this.facesFor = { program: store.program, docs: store.docs };
    }
    const key = `${id}|${store.locale}|${scale}`;
    const hit = this.faces.get(key);
    if (hit !== undefined) return hit;
    const layout = oldWorldLayout.layout;
    // ids are unique within a game only (both games have a monster.arachas)
    const game = gameOf(store.games, fightTrial).meta.id;
    const entity = store.entities().find((e) => e.id === id && e.game === game);
    if (!layout || !entity || !hasFace(layout, entity.kind)) return null;
    const svg = faceSvg(frontFace(entity, faceWords(store.games, entity, store.locale, store.docs, store.program), layout, store.locale), {
      scale,
    });
    this.faces.set(key, svg);
    return svg;
  }

  private cards(ids: string[], words: GameText, cls: string) {
    return html`<div class="fight-cards ${cls}">
      ${ids.map((c) => {
        const id = defId(c);
        const svg = this.cardFace(id);
        return html`<div class="fight-card" data-card=${id} title=${words.name(id) ?? id} @click=${() => (this.reading = id)}>${svg ? unsafeSVG(svg) : (words.name(id) ?? id)}</div>`;
      })}
    </div>`;
  }

  /** the card read at full size (the full-size view): the one clicked, or the monster's */
  private focusCard(id: string, words: GameText) {
    const svg = this.cardFace(id, FOCUS_SCALE);
    return html`<div class="fight-cards focus-card" id="fight-focus" data-card=${id}>
      <div class="fight-card focus" title=${words.name(id) ?? id} @click=${() => (this.reading = null)}>${svg ? unsafeSVG(svg) : (words.name(id) ?? id)}</div>
    </div>`;
  }

  private renderMap(s: FightTrial, words: GameText) {
    const places = oldWorldLayout.layout?.board?.locations;
    const svg = oldWorldMapSvg(s.engine.cat.content, s.engine.state, {
      places,
      before: s.startState,
      nameOf: (id) => words.name(id) ?? store.entity(id)?.name ?? id,
      fightAt: s.at,
      say: ui,
    });
    return html`<div class="board-wrap" id="fight-map">${unsafeSVG(svg)}</div>`;
  }

  private renderFight(s: FightTrial, words: GameText, monster: string) {
    const e = s.engine;
    const p = e.player(s.witcher);
    const life = e.fight?.life.length ?? null;
    const combo = s.building.length ? s.building : s.lastCombo();
    const pool = life === null ? [] : Array.from({ length: Math.min(life, 24) }, (_, i) => i);
    const icon = (name: string) => unsafeSVG(`<svg viewBox="0 0 100 100" width="18" height="18">${iconSvg(name, 0, 0, 100)}</svg>`);
    // in the full-size view the card clicked (a card of the hand or the combo) is read at full size, the monster's by default
    const shown = this.reading && [...p.hand, ...combo, monster].some((c) => defId(c) === this.reading) ? this.reading : monster;
    return html`<section class="fight-view" id="fight-view">
      <div class="fight-side monster-side">
        <h4>${words.name(monster) ?? monster}</h4>
        ${store.fullView ? this.focusCard(shown, words) : this.cards([monster], words, "monster-card")}
        <div class="life-pool" id="fight-life" data-cards=${life ?? 0}>
          <svg xmlns="http://www.w3.org/2000/svg" width=${40 + pool.length * 4} height="56" viewBox="0 0 ${40 + pool.length * 4} 56">
            ${pool.map((i) => unsafeSVG(`<rect x="${i * 4}" y="2" width="36" height="52" rx="4" fill="#3b2a3f" stroke="#f4ead4" stroke-width="1.5"/>`))}
          </svg>
          <span title=${ui("editor-fight-life")}>${unsafeSVG(`${iconSvg("life", 0, 0, 100).replace("<g", '<svg viewBox="0 0 100 100" width="18" height="18"><g')}</svg>`)}
            ${life === null ? "—" : life}</span>
        </div>
      </div>
      <div class="fight-side witcher-side">
        <h4>${words.name(s.witcher) ?? s.witcher}</h4>
        <div class="witcher-stats" id="fight-witcher-stats">
          <span data-stat="shield" title=${ui("editor-fight-shield")}>${icon("shield")} ${p.shield}</span>
          <span data-stat="deck" title=${ui("editor-fight-deck")}>${icon("draw")} ${p.deck.length}</span>
          <span data-stat="potions" title=${ui("editor-fight-potions")}>${icon("potion")} ${p.potions.length}</span>
        </div>
        <h5>${s.building.length ? ui("editor-fight-combo-building") : ui("editor-fight-combo-last")}</h5>
        <div id="fight-combo" data-cards=${combo.length}>${combo.length ? this.cards(combo, words, "combo") : html`<p class="muted">${ui("editor-fight-no-combo")}</p>`}</div>
        <h5>${ui("editor-fight-hand", { count: p.hand.length })}</h5>
        <div id="fight-hand" data-cards=${p.hand.length}>${this.cards(p.hand, words, "hand")}</div>
        ${store.fullView ? html`<p class="note">${ui("editor-fight-read-card")}</p>` : nothing}
      </div>
    </section>`;
  }

  private answer(keys: string[]): void {
    this.run.step(keys);
    this.requestUpdate();
  }

  override render() {
    const { content, said } = previewContent(store.games, fightTrial, store.program);
    if (!content) return html`<p class="empty" id="content-unplayable">${say(said)}</p>`;
    this.run.follow(store.program);
    const game = gameOf(store.games, fightTrial).meta.id;
    if (content.witchers.length === 0 || content.monsters.length === 0) return html`<p class="empty">${ui("editor-fight-no-content")}</p>`;
    const witcher = this.witcher && content.witchers.some((w) => w.id === this.witcher) ? this.witcher : content.witchers[0].id;
    const fromCursor = content.monsters.find((m) => m.id === store.selectedOf(game))?.id;
    const monster = (this.monster && content.monsters.some((m) => m.id === this.monster) ? this.monster : null) ?? fromCursor ?? content.monsters[0].id;
    const s = this.run.session;
    // prompts, options and log lines as an Old World player reads them, in the chosen language
    const words = gameText(store.games, game, store.docs, store.program, store.locale);
    const tried = content.actions.find((a) => a.id === store.selectedOf(game));
    const setup: Setup = { witcher, monster, seed: this.seed, hand: tried ? [tried.id] : [] };
    return html`<div class="row">
        <label>${ui("editor-fight-witcher")}
          <select id="fight-witcher" @change=${(e: Event) => (this.witcher = (e.target as HTMLSelectElement).value)}>
            ${content.witchers.map((w) => html`<option value=${w.id} ?selected=${w.id === witcher}>${words.name(w.id) ?? w.name}</option>`)}
          </select>
        </label>
        <label>${ui("editor-fight-monster")}
          <select id="fight-monster" @change=${(e: Event) => (this.monster = (e.target as HTMLSelectElement).value)}>
            ${content.monsters.map(
              (m) =>
                html`<option value=${m.id} ?selected=${m.id === monster}>${ui("editor-fight-monster-option", { name: words.name(m.id) ?? m.name, level: m.level, life: m.life })}</option>`,
            )}
          </select>
        </label>
        <label>${ui("editor-seed")} <input id="fight-seed" type="number" .value=${String(this.seed)} style="width:5em"
          @change=${(e: Event) => (this.seed = Number((e.target as HTMLInputElement).value) | 0)} /></label>
        ${tried ? html`<span class="muted" id="fight-hand">${ui("editor-fight-tried", { card: words.name(tried.id) ?? tried.name })}</span>` : nothing}
        <button id="fight-run" @click=${() => {
          this.run.start(store.program, setup);
          this.reading = null;
          this.requestUpdate();
        }}>${ui("editor-fight-run")}</button>
        ${s ? stepButtons("fight", this.run, { back: ui("editor-step-back"), forward: ui("editor-step-forward") }, () => this.requestUpdate()) : nothing}
      </div>
      ${this.run.failed ? html`<p class="warn" role="alert">${say(this.run.failed)}</p>` : nothing}
      ${
        s
          ? html`
            ${s.error ? html`<p class="warn" role="alert">${ui("editor-fight-stopped", { error: s.error })}</p>` : nothing}
            ${
              s.pending
                ? html`<div class="decision" id="fight-decision">
                  <div><strong>${words.decision(s.pending).prompt}</strong> <span class="muted">(${words.name(s.pending.who) ?? s.pending.who})</span></div>
                  ${this.renderChoices(s, words)}
                </div>`
                : html`<p class="note" id="fight-done" data-result=${String(s.play.result)}>${ui("editor-fight-over", {
                    result: String(s.play.result ?? "stopped"),
                    decisions: this.run.answered,
                  })}</p>`
            }
            <div class="stage" data-stage="fight">
              <div class="stage-table">${this.renderFight(s.play, words, s.play.monster)}</div>
              <div class="stage-board">${this.renderMap(s.play, words)}</div>
              <div class="stage-log">
                <h4>${ui("editor-event-log")}</h4>
                <ul class="log" id="fight-log">
                  ${s.log.map((e) => html`<li data-type=${e.type}>${words.logLine(e)}</li>`)}
                </ul>
                <h4>${ui("editor-what-changed")}</h4>
                ${this.renderDiff(s, words)}
              </div>
            </div>
          `
          : html`<p class="note">${ui("editor-fight-pick")}</p>`
      }`;
  }

  private renderChoices(s: PreviewSession<FightTrial>, words: GameText) {
    const d = s.pending!;
    return decisionChoices(
      d,
      this.run.answered,
      (o) => words.option(o, d.who),
      (keys) => this.answer(keys),
    );
  }

  private renderDiff(s: PreviewSession<FightTrial>, words: GameText) {
    const rows = s.diff().map((r) => words.fightChange(r.path, s.play.witcher, r.before, r.after));
    if (rows.length === 0) return html`<p class="note">${ui("editor-nothing-changed")}</p>`;
    return html`<table class="diff" id="fight-diff">
      <thead><tr><th>${ui("editor-diff-state")}</th><th>${ui("editor-diff-before")}</th><th>${ui("editor-diff-after")}</th></tr></thead>
      <tbody>
        ${rows.map((r) => html`<tr><td>${r.what}</td><td class="before">${r.before}</td><td class="after">${r.after}</td></tr>`)}
      </tbody>
    </table>`;
  }
}
