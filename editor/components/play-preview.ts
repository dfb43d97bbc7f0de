// Apply a card, or fight a monster, in a sample game: step through its
// decisions on the board drawn from the content, with the hero's sheet, the
// dice rolled shown as faces, and what changed marked on board and sheet.
// The preview is rebuilt from the interpreter on every check and the answers
// given so far are replayed, so it follows the source as it is typed.
import { html, nothing } from "lit";
import { unsafeSVG } from "lit/directives/unsafe-svg.js";
import { battleRolls, boardSvg, dieSvg } from "../board/board.ts";
import { heroSheet } from "../board/hero-sheet.ts";
import { adventureLayout } from "../previews/faces.ts";
import type { AdventureContent } from "../../games/adventure/rules/content.ts";
import { customElement, state } from "lit/decorators.js";
import { gameOf, previewContent, previewRunner } from "../adapters/runtime.ts";
import { gameText } from "../adapters/i18n.ts";
import type { PreviewSession } from "../adapters/preview-session.ts";
import { type CardTrial, cardTrial, playTargets, SCENARIOS, type Scenario } from "../../games/adventure/preview/card-trial.ts";
import type { GameEvent } from "../../runtime/core/log.ts";
import type { GameText } from "../../compiler/i18n/game-text.ts";
import { store } from "../state/store.ts";
import { StoreElement } from "./base.ts";
import { decisionChoices, stepButtons } from "./choices.ts";
import { say, ui } from "../adapters/ui-text.ts";
import { SaidError } from "../said.ts";
import "./hunt-preview.ts";
import "./situation-preview.ts";
import type { ScenarioInPlay } from "../lang/protocol.ts";

/**
 * the tries the play preview offers, by the names their games register them under: an Adventure Game card or
 * enemy, or a Wild Hunt round of the Old World; and, once "Open in play" was chosen on a scenario, its situation
 */
type PlayGame = "card" | "hunt-round" | "scenario";

interface Setup {
  hero: string;
  target: string;
  scenario: Scenario;
  seed: number;
}

/** The event's data, for a tooltip under the sentence a player reads. */
function eventData(e: GameEvent): string {
  const { seq, type, ...rest } = e;
  const fields = Object.entries(rest)
    .map(([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`)
    .join(" ");
  return `${seq} ${type} ${fields}`;
}

@customElement("grim-play-preview")
export class PlayPreview extends StoreElement {
  @state() private hero: string | null = null;
  @state() private target: string | null = null;
  @state() private scenario: Scenario = "start";
  @state() private seed = 1;
  @state() private game: PlayGame = "card";
  private readonly run = previewRunner(
    () => store.games,
    cardTrial,
    (content, setup: Setup) => {
      const target = playTargets(content).find((t) => t.id === setup.target);
      if (!target || !content.heroes.some((h) => h.id === setup.hero))
        throw new SaidError({ id: "editor-play-gone", args: { target: setup.target, hero: setup.hero } });
      return { hero: setup.hero, target, scenario: setup.scenario, seed: setup.seed };
    },
  );

  /** the scenario last opened in play, once this preview has shown it */
  private opened: ScenarioInPlay | null = null;

  private answer(keys: string[]): void {
    this.run.step(keys);
    this.requestUpdate();
  }

  /** a scenario opened in play (before this panel was drawn, or since) is shown at once */
  protected override willUpdate(): void {
    if (store.inPlay && store.inPlay !== this.opened) {
      this.opened = store.inPlay;
      this.game = "scenario";
    }
  }

  override render() {
    const games: [PlayGame, string][] = [
      ["card", ui("editor-play-game-card")],
      ["hunt-round", ui("editor-play-game-hunt")],
      ...(store.inPlay ? [["scenario", ui("editor-play-game-scenario")] as [PlayGame, string]] : []),
    ];
    return html`<div class="row">
        <label>${ui("editor-play-game")}
          <select id="play-game" @change=${(e: Event) => (this.game = (e.target as HTMLSelectElement).value as PlayGame)}>
            ${games.map(([k, label]) => html`<option value=${k} ?selected=${k === this.game}>${label}</option>`)}
          </select>
        </label>
      </div>
      ${
        this.game === "hunt-round"
          ? html`<grim-hunt-preview></grim-hunt-preview>`
          : this.game === "scenario"
            ? html`<grim-situation-preview></grim-situation-preview>`
            : this.renderAdventure()
      }`;
  }

  private renderAdventure() {
    const { content, said } = previewContent(store.games, cardTrial, store.program);
    if (!content) return html`<p class="empty" id="content-unplayable">${say(said)}</p>`;
    // follow the source: rebuild the running preview from the newest check
    this.run.follow(store.program);
    const game = gameOf(store.games, cardTrial).meta.id;
    const targets = playTargets(content);
    if (targets.length === 0 || content.heroes.length === 0) return html`<p class="empty">${ui("editor-play-no-content")}</p>`;
    const hero = this.hero && content.heroes.some((h) => h.id === this.hero) ? this.hero : content.heroes[0].id;
    const fromCursor = targets.find((t) => t.id === store.selectedOf(game))?.id;
    const target = (this.target && targets.some((t) => t.id === this.target) ? this.target : null) ?? fromCursor ?? targets[0].id;
    const t = targets.find((x) => x.id === target)!;
    const s = this.run.session;
    // prompts, options and the log in the card preview's language
    const genders = new Map(content.heroes.map((h) => [h.id, h.gender]));
    const words = gameText(store.games, game, store.docs, store.program, store.locale, (h) => genders.get(h));
    const setup: Setup = { hero, target, scenario: this.scenario, seed: this.seed };
    return html`<div class="row">
        <label>${ui("editor-play-hero")}
          <select id="play-hero" @change=${(e: Event) => (this.hero = (e.target as HTMLSelectElement).value)}>
            ${content.heroes.map((h) => html`<option value=${h.id} ?selected=${h.id === hero}>${words.name(h.id) ?? h.name}</option>`)}
          </select>
        </label>
        <label>${ui("editor-play-situation")}
          <select id="play-scenario" @change=${(e: Event) => (this.scenario = (e.target as HTMLSelectElement).value as Scenario)}>
            ${SCENARIOS.map(([k]) => html`<option value=${k} ?selected=${k === this.scenario}>${ui("editor-play-scenario", { scenario: k })}</option>`)}
          </select>
        </label>
      </div>
      <div class="row">
        <label>${t.how === "enemy" ? ui("editor-play-enemy") : ui("editor-play-card")}
          <select id="play-target" @change=${(e: Event) => (this.target = (e.target as HTMLSelectElement).value)}>
            ${targets.map((x) => html`<option value=${x.id} ?selected=${x.id === target}>${words.name(x.id) ?? x.name} (${x.id})</option>`)}
          </select>
        </label>
        <label>${ui("editor-seed")} <input id="play-seed" type="number" .value=${String(this.seed)} style="width:5em"
          @change=${(e: Event) => (this.seed = Number((e.target as HTMLInputElement).value) | 0)} /></label>
        <button id="play-run" @click=${() => {
          this.run.start(store.program, setup);
          this.requestUpdate();
        }}>
          ${t.how === "enemy" ? ui("editor-play-fight") : ui("editor-play-apply")}
        </button>
        ${s ? stepButtons("play", this.run, { back: ui("editor-step-back"), forward: ui("editor-step-forward") }, () => this.requestUpdate()) : nothing}
      </div>
      ${this.run.failed ? html`<p class="warn" role="alert">${say(this.run.failed)}</p>` : nothing}
      ${
        s
          ? html`
            ${s.error ? html`<p class="warn" role="alert">${ui("editor-play-stopped", { error: s.error })}</p>` : nothing}
            ${
              s.pending
                ? html`<div class="decision" id="play-decision">
                  <div><strong>${words.decision(s.pending).prompt}</strong> <span class="muted" id="play-who">(${words.name(s.pending.who) ?? s.pending.who})</span></div>
                  ${this.renderChoices(s, words)}
                </div>`
                : html`<p class="note" id="play-done">${ui("editor-play-done", { decisions: this.run.answered })}</p>`
            }
            <div class="stage" data-stage="play">
              ${this.renderTable(content, s, hero, words)}
              <div class="stage-log">
                <h4>${ui("editor-event-log")}</h4>
                <ul class="log" id="play-log">
                  ${s.log.map((e) => html`<li data-type=${e.type} title=${eventData(e)}>${words.logLine(e)}</li>`)}
                </ul>
                <details class="state-paths"><summary>${ui("editor-play-changed-values", { count: s.diff().length })}</summary>${this.renderDiff(s)}</details>
              </div>
            </div>
          `
          : html`<p class="note">${ui("editor-play-pick")}</p>`
      }`;
  }

  /** The board, the dice rolled and the hero's sheet, with what changed marked. */
  private renderTable(content: AdventureContent, s: PreviewSession<CardTrial>, hero: string, words: GameText) {
    const state = s.play.engine.state;
    const rolls = battleRolls(content, s.log);
    return html`<div class="stage-board"><div class="board-wrap" id="play-board">${unsafeSVG(boardSvg(content, state, { before: s.play.beforeState, grid: adventureLayout.layout?.board?.regions, name: (id) => words.name(id), say: ui }))}</div></div>
      <div class="stage-table">
      ${
        rolls.length
          ? html`<div class="dice-rolls" id="play-dice">
            ${rolls.map(
              (r, i) => html`<div class="roll" data-seq=${r.seq}><span class="muted">${i === 0 ? ui("editor-dice-roll") : ui("editor-dice-reroll")}</span>
                ${r.dice.map((d) => html`<span class="die-face" title=${`${d.die}: ${d.face}`}>${unsafeSVG(dieSvg(d.results, { battle: d.battle }))}</span>`)}</div>`,
            )}
          </div>`
          : nothing
      }
      ${state.heroes[hero] ? heroSheet(content, state.heroes[hero], s.play.beforeState.heroes[hero] ?? null, { active: true, words }) : nothing}
      </div>`;
  }

  /** One button per option; a decision that picks several gets check boxes and a confirm button. */
  private renderChoices(s: PreviewSession<CardTrial>, words: GameText) {
    const d = s.pending!;
    return decisionChoices(
      d,
      this.run.answered,
      (o) => words.option(o, d.who),
      (keys) => this.answer(keys),
    );
  }

  private renderDiff(s: PreviewSession<CardTrial>) {
    const rows = s.diff();
    if (rows.length === 0) return html`<p class="note">${ui("editor-nothing-changed")}</p>`;
    return html`<table class="diff" id="play-diff">
      <thead><tr><th>${ui("editor-diff-state")}</th><th>${ui("editor-diff-before")}</th><th>${ui("editor-diff-after")}</th></tr></thead>
      <tbody>
        ${rows.map((r) => html`<tr><td>${r.path}</td><td class="before">${r.before}</td><td class="after">${r.after}</td></tr>`)}
      </tbody>
    </table>`;
  }
}
