// Exact chances of a successful sword, shield and ritual for each hero against
// one Adventure Game enemy: the dice, the dodge+shield trade and, as the
// designer sets it, one reroll of up to N dice, each played as well as possible.
import { html, nothing } from "lit";
import { customElement, state } from "lit/decorators.js";
import { gameOf, previewContent } from "../adapters/runtime.ts";
import { cardTrial } from "../../games/adventure/preview/card-trial.ts";
import { battleOdds, COUNTED_MODIFIERS } from "../odds/battle-odds.ts";
import type { DieDef, EnemyStats } from "../../games/adventure/rules/content.ts";
import { store } from "../state/store.ts";
import { StoreElement } from "./base.ts";
import { say, ui } from "../adapters/ui-text.ts";
import { gameText } from "../adapters/i18n.ts";

function pct(p: number | null) {
  return p === null ? "—" : `${(p * 100).toFixed(1)}%`;
}

function bar(kind: string, p: number | null) {
  if (p === null) return html`<span class="muted">${ui("editor-odds-no-stat")}</span>`;
  return html`<div class="odds-bar ${kind}" title=${pct(p)}><span style="width:${(p * 100).toFixed(1)}%"></span></div>`;
}

@customElement("grim-battle-odds")
export class BattleOddsPanel extends StoreElement {
  @state() private picked: string | null = null;
  /** a reroll of up to this many dice, as development and good fortune cards give */
  @state() private rerolls = 0;

  override render() {
    // the content of the game whose battles the card trial fights
    const { content, said } = previewContent(store.games, cardTrial, store.program);
    if (!content) return html`<p class="empty" id="content-unplayable">${say(said)}</p>`;
    const enemies: { id: string; name: string; stats: EnemyStats }[] = [...content.monsters, ...content.enemies];
    if (enemies.length === 0) return html`<p class="empty">${ui("editor-odds-no-enemies")}</p>`;
    const game = gameOf(store.games, cardTrial).meta.id;
    // the enemies and heroes by their names in the page's language, as the play preview names them
    const words = gameText(store.games, game, store.docs, store.program, store.locale);
    const named = (x: { id: string; name: string }) => words.name(x.id) ?? x.name;
    const fromCursor = enemies.find((e) => e.id === store.selectedOf(game))?.id;
    const id = (this.picked && enemies.some((e) => e.id === this.picked) ? this.picked : null) ?? fromCursor ?? enemies[0].id;
    const enemy = enemies.find((e) => e.id === id)!;
    const dice = new Map<string, DieDef>(content.dice.map((d) => [d.id, d]));
    const battleDice = content.battleDice.map((d) => dice.get(d)).filter((d): d is DieDef => !!d);
    const s = enemy.stats;
    return html`<div class="row">
        <label>${ui("editor-odds-enemy")}
          <select id="odds-enemy" @change=${(e: Event) => (this.picked = (e.target as HTMLSelectElement).value)}>
            ${enemies.map((e) => html`<option value=${e.id} ?selected=${e.id === id}>${named(e)} (${e.id})</option>`)}
          </select>
        </label>
        <label>${ui("editor-odds-reroll")}
          <select id="odds-rerolls" @change=${(e: Event) => (this.rerolls = Number((e.target as HTMLSelectElement).value))}>
            ${[0, 1, 2, 3].map((n) => html`<option value=${n} ?selected=${n === this.rerolls}>${ui("editor-odds-reroll-option", { dice: n })}</option>`)}
          </select>
        </label>
      </div>
      <p class="row">
        ${s.sword !== null ? html`<span class="stat">${ui("editor-odds-stat", { stat: "sword", value: s.sword })}</span>` : nothing}
        ${s.shield !== null ? html`<span class="stat">${ui("editor-odds-stat", { stat: "shield", value: s.shield })}</span>` : nothing}
        ${s.ritual !== null ? html`<span class="stat">${ui("editor-odds-stat", { stat: "ritual", value: s.ritual })}</span>` : nothing}
      </p>
      <table class="odds" id="odds-table">
        <thead><tr><th>${ui("editor-odds-hero")}</th><th>${ui("editor-odds-result")}</th><th>${ui("editor-odds-chance")}</th><th class="bar-cell"></th></tr></thead>
        <tbody>
          ${content.heroes.map((h) => {
            const heroDice = h.dice.map((d) => dice.get(d)).filter((d): d is DieDef => !!d);
            const o = battleOdds([...battleDice, ...heroDice], s, { rerolls: this.rerolls });
            const rows: [string, number | null][] = [
              ["sword", o.sword],
              ["shield", o.shield],
              ["both", o.both],
              ["ritual", o.ritual],
            ];
            return rows
              .filter(([, p]) => p !== null)
              .map(
                ([kind, p], i) => html`<tr data-hero=${h.id} data-result=${kind}>
                  <td>${i === 0 ? named(h) : ""}</td>
                  <td>${ui("editor-odds-row", { result: kind })}</td>
                  <td class="p" title=${ui("editor-odds-rolls", { count: Math.round((p ?? 0) * o.outcomes), outcomes: o.outcomes })}>${pct(p)}</td>
                  <td class="bar-cell">${bar(kind, p)}</td>
                </tr>`,
              );
          })}
        </tbody>
      </table>
      <p class="note" id="odds-counts">
        ${ui("editor-odds-exact", { dice: battleDice.length })}
        ${ui("editor-odds-counts", { counted: [...COUNTED_MODIFIERS.counted.map((m) => ui(m)), ...(this.rerolls ? [ui(COUNTED_MODIFIERS.reroll, { dice: this.rerolls })] : [])].join("; ") })}
        ${ui("editor-odds-not-counted", { uncounted: [...COUNTED_MODIFIERS.notCounted, ...(this.rerolls ? [] : ["editor-odds-uncounted-rerolls"])].map((m) => ui(m)).join("; ") })}
      </p>`;
  }
}
