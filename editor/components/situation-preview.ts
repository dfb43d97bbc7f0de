// The play preview on a scenario's situation ("Open in play" on a scenario of a
// .grim file): the game staged as the scenario's `given` says, played on from
// there in the page, the scenario's own answers waiting as steps forward. The
// board or map shows where everyone stands, the log what happened since; it is
// staged again from each newer check, the answers given so far replayed.
import { html, nothing } from "lit";
import { customElement } from "lit/decorators.js";
import { unsafeSVG } from "lit/directives/unsafe-svg.js";
import type { GameText } from "../../compiler/i18n/game-text.ts";
import type { ReplayedPlay } from "../../core/preview.ts";
import type { AdventureContent } from "../../games/adventure/rules/content.ts";
import type { AdventureState } from "../../games/adventure/rules/state.ts";
import type { OldWorldContent } from "../../games/oldworld/rules/content.ts";
import type { OldWorldState } from "../../games/oldworld/rules/state.ts";
import { gameText } from "../adapters/i18n.ts";
import type { PreviewSession } from "../adapters/preview-session.ts";
import { gameContent, situationRunner } from "../adapters/runtime.ts";
import { say, ui } from "../adapters/ui-text.ts";
import { boardSvg } from "../board/board.ts";
import { heroSheet } from "../board/hero-sheet.ts";
import { oldWorldMapSvg } from "../board/oldworld-map.ts";
import type { ScenarioInPlay } from "../lang/protocol.ts";
import { adventureLayout, oldWorldLayout } from "../previews/faces.ts";
import { store } from "../state/store.ts";
import { StoreElement } from "./base.ts";
import { decisionChoices, stepButtons } from "./choices.ts";

@customElement("grim-situation-preview")
export class SituationPreview extends StoreElement {
  private readonly run = situationRunner(() => store.games);
  /** the scenario the running try was opened on */
  private opened: ScenarioInPlay | null = null;

  private answer(keys: string[]): void {
    this.run.step(keys);
    this.requestUpdate();
  }

  override render() {
    const scenario = store.inPlay;
    if (!scenario) return html`<p class="note">${ui("editor-situation-none")}</p>`;
    if (scenario !== this.opened) {
      this.opened = scenario;
      this.run.start(store.program, { game: scenario.game, situation: scenario.situation });
      this.run.queue(scenario.answers);
    } else this.run.follow(store.program);
    // the Adventure Game's heroes are spoken of by their gender in some locales
    const content = gameContent(store.games.get(scenario.game), store.program).content as { heroes?: { id: string; gender?: string }[] } | null;
    const genders = new Map((content?.heroes ?? []).map((h) => [h.id, h.gender]));
    const words = gameText(store.games, scenario.game, store.docs, store.program, store.locale, (h) => genders.get(h));
    const s = this.run.session;
    return html`<div class="row">
        <span id="situation-name"><strong>${ui("editor-situation-heading", { name: scenario.name })}</strong>
          <span class="muted">(${scenario.file})</span></span>
        ${s ? stepButtons("situation", this.run, { back: ui("editor-step-back"), forward: ui("editor-step-forward") }, () => this.requestUpdate()) : nothing}
      </div>
      ${this.run.failed ? html`<p class="warn" role="alert" id="situation-failed">${say(this.run.failed)}</p>` : nothing}
      ${s ? this.renderSession(s, scenario.game, words) : nothing}`;
  }

  private renderSession(s: PreviewSession<ReplayedPlay<unknown>>, game: string, words: GameText) {
    const d = s.pending;
    const ahead = this.run.canStepForward;
    return html`
      ${s.error ? html`<p class="warn" role="alert">${ui("editor-play-stopped", { error: s.error })}</p>` : nothing}
      ${ahead ? html`<p class="note" id="situation-ahead">${ui("editor-situation-answers-ahead")}</p>` : nothing}
      ${
        d
          ? html`<div class="decision" id="situation-decision" data-type=${d.type}>
            <div><strong>${words.decision(d).prompt}</strong> <span class="muted">(${words.name(d.who) ?? d.who})</span></div>
            ${decisionChoices(
              d,
              this.run.answered,
              (o) => words.option(o, d.who),
              (keys) => this.answer(keys),
            )}
          </div>`
          : html`<p class="note" id="situation-done">${ui("editor-play-done", { decisions: this.run.answered })}</p>`
      }
      <div class="stage" data-stage="situation">
        ${this.renderTable(s, game, words)}
        <div class="stage-log">
          <h4>${ui("editor-event-log")}</h4>
          <ul class="log" id="situation-log">
            ${s.log.map((e) => html`<li data-type=${e.type}>${words.logLine(e)}</li>`)}
          </ul>
        </div>
      </div>`;
  }

  /** the Adventure Game's board and hero sheets, or the Old World's map, with what changed since the situation outlined */
  private renderTable(s: PreviewSession<ReplayedPlay<unknown>>, game: string, words: GameText) {
    const content = gameContent(store.games.get(game), store.program).content;
    if (!content) return nothing;
    if (game === "adventure") {
      const c = content as AdventureContent;
      const state = s.play.view() as AdventureState;
      const before = s.play.before as AdventureState;
      const svg = boardSvg(c, state, { before, grid: adventureLayout.layout?.board?.regions, name: (id) => words.name(id), say: ui });
      return html`<div class="stage-board"><div class="board-wrap" id="situation-board">${unsafeSVG(svg)}</div></div>
        <div class="stage-table">
          ${state.order.map((id) => heroSheet(c, state.heroes[id], before.heroes[id] ?? null, { active: id === state.active, words }))}
        </div>`;
    }
    if (game === "oldworld") {
      const state = s.play.view() as OldWorldState;
      const svg = oldWorldMapSvg(content as OldWorldContent, state, {
        places: oldWorldLayout.layout?.board?.locations,
        before: s.play.before as OldWorldState,
        nameOf: (id) => words.name(id) ?? id,
        say: ui,
      });
      return html`<div class="stage-board"><div class="board-wrap" id="situation-map">${unsafeSVG(svg)}</div></div>`;
    }
    return nothing;
  }
}
