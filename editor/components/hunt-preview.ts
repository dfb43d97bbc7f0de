// The play preview's Wild Hunt table: 1–5 witchers against a member of the
// Wild Hunt at a difficulty, played from setup through a round, decision by
// decision. A shared decision is shown as the table's, with the player whose
// word breaks a tie; prompts, options, who decides and the log come from the
// catalogues in the card preview's language. Rebuilt from the interpreter on
// every check, replaying the answers given so far, so it follows the source.
import { html, nothing } from "lit";
import { customElement, state } from "lit/decorators.js";
import { type HuntRound, huntRound, huntSeats, type HuntRoundSetup } from "../../games/oldworld/preview/hunt-round.ts";
import { gameOf, previewContent, previewRunner } from "../adapters/runtime.ts";
import type { PreviewSession, PreviewStep } from "../adapters/preview-session.ts";
import type { GameText } from "../../compiler/i18n/game-text.ts";
import type { Decision } from "../../runtime/core/decision.ts";
import type { TextArg } from "../../runtime/core/text.ts";
import { DIFFICULTIES, type Difficulty } from "../../games/oldworld/rules/content.ts";
import { gameText } from "../adapters/i18n.ts";
import { store } from "../state/store.ts";
import { StoreElement } from "./base.ts";
import { decisionChoices, stepButtons } from "./choices.ts";
import { say, ui } from "../adapters/ui-text.ts";
import { unsafeSVG } from "lit/directives/unsafe-svg.js";
import { oldWorldMapSvg } from "../board/oldworld-map.ts";
import { oldWorldLayout } from "../previews/faces.ts";

@customElement("grim-hunt-preview")
export class HuntPreview extends StoreElement {
  @state() private players = 2;
  @state() private difficulty: Difficulty = "easy";
  @state() private member: string | null = null;
  @state() private seed = 1;
  private readonly run = previewRunner(
    () => store.games,
    huntRound,
    (_, setup: HuntRoundSetup) => setup,
  );

  private step(step: PreviewStep): void {
    this.run.step(step);
    this.requestUpdate();
  }

  override render() {
    const { content, said } = previewContent(store.games, huntRound, store.program);
    if (!content) return html`<p class="empty" id="content-unplayable">${say(said)}</p>`;
    const w = content.wildHunt;
    if (!w) return html`<p class="empty">${ui("editor-hunt-no-mode")}</p>`;
    this.run.follow(store.program);
    const seats = huntSeats(content, 5).length;
    const counts = [...new Set(w.difficulty.map((r) => r.players))].filter((n) => n <= seats).sort();
    if (counts.length === 0 || w.members.length === 0) return html`<p class="empty">${ui("editor-hunt-no-content")}</p>`;
    const players = counts.includes(this.players) ? this.players : counts[0];
    const member = this.member && w.members.some((m) => m.id === this.member) ? this.member : w.members[0].id;
    const words = gameText(store.games, gameOf(store.games, huntRound).meta.id, store.docs, store.program, store.locale);
    const setup: HuntRoundSetup = { players, difficulty: this.difficulty, member, seed: this.seed };
    const s = this.run.session;
    return html`<div class="row">
        <label>${ui("editor-hunt-players")}
          <select id="hunt-players" @change=${(e: Event) => (this.players = Number((e.target as HTMLSelectElement).value))}>
            ${counts.map((n) => html`<option value=${n} ?selected=${n === players}>${n}</option>`)}
          </select>
        </label>
        <label>${ui("editor-hunt-difficulty")}
          <select id="hunt-difficulty" @change=${(e: Event) => (this.difficulty = (e.target as HTMLSelectElement).value as Difficulty)}>
            ${DIFFICULTIES.map((d) => html`<option value=${d} ?selected=${d === this.difficulty}>${words.format({ id: "ow-difficulty-name", args: { difficulty: d } })}</option>`)}
          </select>
        </label>
        <label>${ui("editor-hunt-member")}
          <select id="hunt-member" @change=${(e: Event) => (this.member = (e.target as HTMLSelectElement).value)}>
            ${w.members.map((m) => html`<option value=${m.id} ?selected=${m.id === member}>${words.name(m.id) ?? m.name}</option>`)}
          </select>
        </label>
        <label>${ui("editor-seed")} <input id="hunt-seed" type="number" .value=${String(this.seed)} style="width:5em"
          @change=${(e: Event) => (this.seed = Number((e.target as HTMLInputElement).value) | 0)} /></label>
        <button id="hunt-run" @click=${() => {
          this.run.start(store.program, setup);
          this.requestUpdate();
        }}>${ui("editor-hunt-run")}</button>
        ${s ? stepButtons("hunt", this.run, { back: ui("editor-step-back"), forward: ui("editor-step-forward") }, () => this.requestUpdate()) : nothing}
      </div>
      ${this.run.failed ? html`<p class="warn" role="alert">${say(this.run.failed)}</p>` : nothing}
      ${s ? this.renderSession(s, words) : html`<p class="note">${ui("editor-hunt-pick")}</p>`}`;
  }

  private renderSession(s: PreviewSession<HuntRound>, words: GameText) {
    const d = s.pending;
    const round = s.play;
    // the game's last line says who won, the players together or the Hunt
    const end = round.over ? [...s.log].reverse().find((e) => e.type === "final-fight-result") : undefined;
    return html`
      ${s.error ? html`<p class="warn" role="alert">${ui("editor-hunt-stopped", { error: s.error })}</p>` : nothing}
      ${
        d
          ? html`<div class="decision" id="hunt-decision" data-type=${d.type} data-shared=${d.shared ? "yes" : "no"}>
            <div><strong>${words.decision(d).prompt}</strong> <span class="muted" id="hunt-who">(${this.who(d, words)})</span></div>
            ${this.renderChoices(d, words)}
          </div>`
          : round.roundOver
            ? html`<p class="note" id="hunt-done">${end ? words.logLine(end) : ui("editor-hunt-round-over", { round: round.target })}
              ${round.over ? nothing : html`<button id="hunt-next-round" @click=${() => this.step("advance")}>${ui("editor-hunt-next-round", { round: round.round })}</button>`}</p>`
            : nothing
      }
      <div class="stage" data-stage="hunt">
        <div class="stage-table">${this.renderTable(round, words)}</div>
        <div class="stage-board">${this.renderMap(round, words)}</div>
        <div class="stage-log">
          <h4>${ui("editor-event-log")}</h4>
          <ul class="log" id="hunt-log">
            ${s.log.map((e) => html`<li data-type=${e.type}>${words.logLine(e)}</li>`)}
          </ul>
        </div>
      </div>`;
  }

  /** the map of the table: the witchers' figures and the monsters where they stand, what the last step moved outlined */
  private renderMap(round: HuntRound, words: GameText) {
    const svg = oldWorldMapSvg(round.game.content, round.game.state, {
      places: oldWorldLayout.layout?.board?.locations,
      nameOf: (id) => words.name(id) ?? id,
      fightAt: round.game.state.hunt?.location ?? null,
      say: ui,
    });
    return html`<div class="board-wrap" id="hunt-map">${unsafeSVG(svg)}</div>`;
  }

  /** who answers: a witcher, or the whole table with the witcher whose word settles a tie */
  private who(d: Decision, words: GameText): string {
    return words.format({ id: d.shared ? "ow-decision-shared" : "ow-decision-who", args: { witcher: { entity: d.who } } }, d.who);
  }

  private renderChoices(d: Decision, words: GameText) {
    return decisionChoices(
      d,
      this.run.steps.length,
      (o) => words.option(o, d.who),
      (keys) => this.step(keys),
    );
  }

  /** the Hunt, its hounds, the monsters, the quests and each witcher, in the catalogues' words */
  private renderTable(s: HuntRound, words: GameText) {
    const t = s.table();
    const name = (id: string) => words.name(id) ?? id;
    const say = (id: string, args: Record<string, TextArg>) => words.format({ id, args });
    return html`<table class="diff" id="hunt-table">
      <tbody>
        <tr data-row="round"><td colspan="2">${say("ow-table-round", { round: t.round, last: t.lastRound })}</td></tr>
        <tr data-row="hunt"><th>${name(t.hunt.member)}</th><td data-shields=${t.hunt.shields}>${say("ow-table-hunt", { location: { entity: t.hunt.location }, shields: t.hunt.shields })}</td></tr>
        ${t.hounds.map((x) => html`<tr data-row="hound" data-hound=${x.id}><th>${say("ow-table-hound", { level: x.level })}</th><td>${name(x.location)}</td></tr>`)}
        ${t.monsters.map((m) => html`<tr data-row="monster" data-monster=${m.monster}><th>${name(m.monster)}</th><td>${name(m.location)}</td></tr>`)}
        ${t.quests.map((q) => html`<tr data-row="quest" data-card=${q.card}><th>${say("ow-table-quest", { card: { entity: q.card } })}</th><td>${name(q.location)}</td></tr>`)}
        ${t.witchers.map(
          (x) => html`<tr data-row="witcher" data-witcher=${x.id}><th>${name(x.id)}</th>
            <td>${say("ow-table-witcher", { location: { entity: x.location }, hand: x.hand, deck: x.deck, gold: x.gold, shield: x.shield })}</td></tr>`,
        )}
      </tbody>
    </table>`;
  }
}
