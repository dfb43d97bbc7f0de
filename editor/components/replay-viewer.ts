// Open a replay file (from the simulator, a test failure or a saved game), or
// record a seeded game, and step through it forward and back on the board:
// the decision answered at each step, the dice rolled, every hero's sheet,
// and what the step changed marked on board and sheets. An Old World replay
// steps on the Old World's map, with each witcher's board and the log in
// the chosen language.
import { html, nothing } from "lit";
import { unsafeSVG } from "lit/directives/unsafe-svg.js";
import { customElement, state } from "lit/decorators.js";
import { gameContent, gameOf, previewContent } from "../adapters/runtime.ts";
import { gameText } from "../adapters/i18n.ts";
import { type AnyReplay, type GameReplay, parseAnyReplay, recordReplay, ReplayError, replayOn } from "../adapters/replay.ts";
import type { GamePreview, ReplayedPlay } from "../../core/preview.ts";
import type { AdventureState } from "../../games/adventure/rules/state.ts";
import { adventureReplaySteps } from "../../games/adventure/preview/replay.ts";
import type { OldWorldState } from "../../games/oldworld/rules/state.ts";
import { oldWorldReplaySteps } from "../../games/oldworld/preview/replay.ts";
import { oldWorldMapSvg } from "../board/oldworld-map.ts";
import { witcherBoard } from "../board/witcher-board.ts";
import { battleRolls, boardSvg, dieSvg } from "../board/board.ts";
import { heroSheet } from "../board/hero-sheet.ts";
import { adventureLayout, oldWorldLayout } from "../previews/faces.ts";
import type { GameText } from "../../compiler/i18n/game-text.ts";
import type { Decision } from "../../runtime/core/decision.ts";
import type { ReplayFile } from "../../runtime/core/replay.ts";
import { readReplayFile } from "../state/file-api.ts";
import { store } from "../state/store.ts";
import { StoreElement } from "./base.ts";
import { say, ui } from "../adapters/ui-text.ts";
import { linkedReplay } from "../previews/replay-link.ts";
import { type Said, SaidError, saidOf } from "../said.ts";

const RECORD_ROUNDS = 3;

/** a replay opened on the content: its steps, and how the viewer draws a step */
interface OpenReplay {
  model: GameReplay<unknown>;
  render(controls: unknown): unknown;
}

/** how the viewer draws the replays of the game whose module plays them with `steps` */
interface ReplayView {
  steps: GamePreview<never, never>;
  open(file: ReplayFile<unknown>): OpenReplay;
}

function viewOf<C, S>(steps: GamePreview<C, never, ReplayedPlay<S>>, render: (m: GameReplay<S>, controls: unknown) => unknown): ReplayView {
  return {
    steps,
    open(file) {
      const found = previewContent(store.games, steps, store.program);
      if (found.said !== null) throw new SaidError(found.said, found.error);
      const model = replayOn(steps, gameOf(store.games, steps), found.content, file);
      return { model, render: (controls) => render(model, controls) };
    },
  };
}

/** the step's decision and the answer given, in the words of the chosen locale */
function decisionMade(words: GameText, step: { decision: Decision | null; answer: string[] }) {
  const d = step.decision;
  if (!d) return html`<div class="decision-made" id="replay-decision">${ui("editor-replay-setup")}</div>`;
  const answer = step.answer.map((k) => {
    const o = d.options.find((x) => x.key === k);
    return o ? words.option(o, d.who) : k;
  });
  return html`<div class="decision-made" id="replay-decision"><strong>${words.name(d.who) ?? d.who}</strong> · ${words.decision(d).prompt}: <b>${answer.join(", ")}</b></div>`;
}

/** the link's file is read once per page; the viewer opens it when it is read and the content is checked */
let linked: Promise<{ name: string; text: string } | { name: string; error: Said | string }> | null = null;

/** a file the viewer could not open, named, and why */
const fileError = (file: string, e: unknown): Said => ({ id: "editor-replay-file-error", args: { file, reason: saidOf(e) } });

/**
 * What the viewer tells of a failure while stepping: an answer that does not fit its decision names the
 * decision's prompt and the options answered in the words of the replay's game, as the step would show them.
 */
function stepFailure(e: unknown, game: string | undefined): Said | string {
  if (!(e instanceof ReplayError) || !e.decision || !game) return saidOf(e);
  const d = e.decision;
  const words = gameText(store.games, game, store.docs, store.program, store.locale);
  const keys = e.answered.map((k) => {
    const o = d.options.find((x) => x.key === k);
    return o ? words.option(o, d.who) : k;
  });
  return { id: e.said.id, args: { ...e.said.args, prompt: words.decision(d).prompt, keys: keys.join(", ") } };
}

@customElement("grim-replay-viewer")
export class ReplayViewer extends StoreElement {
  @state() private at = 0;
  @state() private error: Said | string | null = null;
  @state() private seed = 1;
  @state() private fileName = "";
  /** the seed of a game recorded here, named in the page's language as it is drawn (null: a file opened) */
  private recordedSeed: number | null = null;
  /** the game "Record" plays: its id */
  @state() private recordGame: string | null = null;
  private replay: OpenReplay | null = null;
  /** the games whose replays the viewer draws */
  private readonly views: ReplayView[] = [
    viewOf(adventureReplaySteps, (m, controls) => this.renderAdventure(controls, m)),
    viewOf(oldWorldReplaySteps, (m, controls) => this.renderOldWorld(controls, m)),
  ];
  private file: ReplayFile<unknown> | null = null;
  /** the linked file, read and waiting for the content */
  private linkedText: { name: string; text: string } | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    const rel = linkedReplay();
    if (rel === null || linked) return;
    linked = readReplayFile(rel).then(
      (r) => ({ name: rel, text: r.text }),
      (e: unknown) => ({ name: rel, error: saidOf(e) }),
    );
    void linked.then((r) => {
      if ("error" in r) this.error = { id: "editor-replay-file-error", args: { file: r.name, reason: r.error } };
      else this.linkedText = r;
      this.requestUpdate();
    });
  }

  protected override updated(): void {
    super.updated();
    // the content is checked after the page opens: the linked file waits for it
    if (!this.linkedText || !store.program) return;
    const { name, text } = this.linkedText;
    this.linkedText = null;
    try {
      this.load(parseAnyReplay(text, store.games), name);
    } catch (e) {
      this.replay = null;
      this.error = fileError(name, e);
    }
  }

  private load(replay: AnyReplay, name: string): void {
    this.error = null;
    this.replay = null;
    try {
      const steps = replay.module.previews?.replay;
      const view = this.views.find((v) => v.steps === steps);
      if (!view) throw new SaidError({ id: "editor-replay-no-view", args: { game: replay.module.meta.displayName } });
      this.replay = view.open(replay.file);
      this.file = replay.file;
      this.fileName = name;
      this.recordedSeed = null;
      this.at = 0;
    } catch (e) {
      this.error = name ? fileError(name, e) : saidOf(e);
    }
    this.requestUpdate();
  }

  /** the games a replay can be recorded of and drawn */
  private recordable() {
    return store.games.all().filter((m) => m.runtime && this.views.some((v) => v.steps === m.previews?.replay));
  }

  private async open(ev: Event): Promise<void> {
    const input = ev.target as HTMLInputElement;
    const f = input.files?.[0];
    if (!f) return;
    try {
      this.load(parseAnyReplay(await f.text(), store.games), f.name);
    } catch (e) {
      this.replay = null;
      this.error = fileError(f.name, e);
    }
    input.value = "";
  }

  private record(): void {
    const module = this.recordable().find((m) => m.meta.id === this.recordGame) ?? this.recordable()[0];
    if (!module) return;
    const { content, said } = gameContent(module, store.program);
    if (!content) {
      this.error = said;
      return;
    }
    try {
      this.load({ module, file: recordReplay(module, content, { seed: this.seed, maxRounds: RECORD_ROUNDS }) }, "");
      this.recordedSeed = this.seed;
    } catch (e) {
      this.error = { id: "editor-replay-failed", args: { reason: saidOf(e) } };
    }
  }

  private go(to: number): void {
    if (!this.replay) return;
    this.at = Math.max(0, Math.min(to, this.replay.model.length - 1));
  }

  private onKey(e: KeyboardEvent): void {
    if (e.key === "ArrowRight") this.go(this.at + 1);
    else if (e.key === "ArrowLeft") this.go(this.at - 1);
    else return;
    e.preventDefault();
  }

  private download(): void {
    if (!this.file) return;
    const url = URL.createObjectURL(new Blob([`${JSON.stringify(this.file, null, 2)}\n`], { type: "application/json" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = `replay-${this.file.game}-${(this.file.options as { seed: number }).seed}.json`;
    a.click();
    URL.revokeObjectURL(url);
  }

  override render() {
    if (!store.program) return html`<p class="empty">${ui("editor-not-checked")}</p>`;
    const controls = html`<div class="row">
        <label class="file-button">${ui("editor-replay-open")} <input id="replay-file" type="file" accept=".json,application/json" @change=${(e: Event) => this.open(e)} /></label>
        <span class="muted">${ui("editor-replay-or")}</span>
        <label>${ui("editor-seed")} <input id="replay-seed" type="number" .value=${String(this.seed)} style="width:5em"
          @change=${(e: Event) => (this.seed = Number((e.target as HTMLInputElement).value) | 0)} /></label>
        <select id="replay-game" aria-label=${ui("editor-replay-game")} @change=${(e: Event) => (this.recordGame = (e.target as HTMLSelectElement).value)}>
          ${this.recordable().map((m) => html`<option value=${m.meta.id} ?selected=${m.meta.id === this.recordGame}>${m.meta.displayName}</option>`)}
        </select>
        <button id="replay-record" @click=${() => this.record()}>${ui("editor-replay-record", { rounds: RECORD_ROUNDS })}</button>
      </div>`;
    if (this.error) return html`${controls}<p class="warn" role="alert" id="replay-error">${say(this.error)}</p>`;
    const m = this.replay;
    if (!m) return html`${controls}<p class="note">${ui("editor-replay-pick")}</p>`;
    try {
      return m.render(controls);
    } catch (e) {
      return html`${controls}<p class="warn" role="alert" id="replay-error">${say(stepFailure(e, this.file?.game))}</p>`;
    }
  }

  /** the step buttons, the slider and where the replay is */
  private stepBar(length: number, where: string) {
    return html`<div class="row replay-steps">
          <button id="replay-first" ?disabled=${this.at === 0} @click=${() => this.go(0)} aria-label=${ui("editor-replay-first")}>|◀</button>
          <button id="replay-back" ?disabled=${this.at === 0} @click=${() => this.go(this.at - 1)} aria-label=${ui("editor-step-back")}>◀</button>
          <input id="replay-slider" type="range" min="0" max=${length - 1} .value=${String(this.at)}
            @input=${(e: Event) => this.go(Number((e.target as HTMLInputElement).value))} aria-label=${ui("editor-replay-step")} />
          <button id="replay-forward" ?disabled=${this.at >= length - 1} @click=${() => this.go(this.at + 1)} aria-label=${ui("editor-step-forward")}>▶</button>
          <button id="replay-last" ?disabled=${this.at >= length - 1} @click=${() => this.go(length - 1)} aria-label=${ui("editor-replay-last")}>▶|</button>
          <span id="replay-position" data-step=${this.at}>${ui("editor-replay-position", { step: this.at, last: length - 1 })}</span>
          <span class="muted">${this.recordedSeed !== null ? ui("editor-replay-recorded", { seed: this.recordedSeed }) : this.fileName} · ${where}</span>
          <button class="link" @click=${() => this.download()}>${ui("editor-replay-save")}</button>
        </div>`;
  }

  private renderOldWorld(controls: unknown, m: GameReplay<OldWorldState>) {
    const { content, said } = previewContent(store.games, oldWorldReplaySteps, store.program);
    if (!content) return html`${controls}<p class="warn" role="alert" id="replay-error">${say(said)}</p>`;
    const step = m.step(this.at);
    const prev = this.at > 0 ? m.step(this.at - 1) : null;
    const game = gameOf(store.games, oldWorldReplaySteps).meta.id;
    const words = gameText(store.games, game, store.docs, store.program, store.locale);
    const name = (id: string) => words.name(id) ?? id;
    const map = oldWorldMapSvg(content, step.state, { places: oldWorldLayout.layout?.board?.locations, before: prev?.state ?? null, nameOf: name, say: ui });
    return html`${controls}
      <div class="replay" data-game=${game} tabindex="0" @keydown=${(e: KeyboardEvent) => this.onKey(e)}>
        ${this.stepBar(m.length, ui("editor-replay-where", { round: step.state.round, turn: step.state.turn }))}
        ${decisionMade(words, step)}
        <div class="stage" data-stage="replay">
          <div class="stage-board"><div class="board-wrap" id="replay-board">${unsafeSVG(map)}</div></div>
          <div class="stage-table">${step.state.order.map((id) =>
            witcherBoard(step.state.players[id], prev?.state.players[id] ?? null, {
              active: id === step.state.active,
              seat: step.state.order.indexOf(id),
              name,
              words,
            }),
          )}</div>
          <div class="stage-log">
            <h4>${ui("editor-replay-events")}</h4>
            <ul class="log" id="replay-log">${step.events.map((e) => html`<li data-type=${e.type}>${words.logLine(e)}</li>`)}</ul>
          </div>
        </div>
      </div>`;
  }

  private renderAdventure(controls: unknown, m: GameReplay<AdventureState>) {
    const { content, said } = previewContent(store.games, adventureReplaySteps, store.program);
    if (!content) return html`${controls}<p class="warn" role="alert" id="replay-error">${say(said)}</p>`;
    const step = m.step(this.at);
    const prev = this.at > 0 ? m.step(this.at - 1) : null;
    const rolls = battleRolls(content, step.events);
    // the decision and the events in the chosen locale, as the play preview shows them
    const genders = new Map(content.heroes.map((h) => [h.id, h.gender]));
    const game = gameOf(store.games, adventureReplaySteps).meta.id;
    const words = gameText(store.games, game, store.docs, store.program, store.locale, (h) => genders.get(h));
    const name = (id: string) => words.name(id) ?? id;
    return html`${controls}
      <div class="replay" data-game=${game} tabindex="0" @keydown=${(e: KeyboardEvent) => this.onKey(e)}>
        ${this.stepBar(m.length, ui("editor-replay-where", { round: step.state.round, turn: step.state.turn }))}
        ${decisionMade(words, step)}
        <div class="stage" data-stage="replay">
        <div class="stage-board"><div class="board-wrap" id="replay-board">${unsafeSVG(boardSvg(content, step.state, { before: prev?.state ?? null, grid: adventureLayout.layout?.board?.regions, name: (id) => words.name(id), say: ui }))}</div></div>
        <div class="stage-table">
        ${
          rolls.length
            ? html`<div class="dice-rolls" id="replay-dice">${rolls.map(
                (r) =>
                  html`<div class="roll"><span class="muted">${name(r.hero)}</span>${r.dice.map(
                    (d) => html`<span class="die-face" title=${`${d.die}: ${d.face}`}>${unsafeSVG(dieSvg(d.results, { battle: d.battle }))}</span>`,
                  )}</div>`,
              )}</div>`
            : nothing
        }
        ${step.state.order.map((id) => heroSheet(content, step.state.heroes[id], prev?.state.heroes[id] ?? null, { active: id === step.state.active, words }))}
        </div>
        <div class="stage-log">
          <h4>${ui("editor-replay-events")}</h4>
          <ul class="log" id="replay-log">${step.events.map((e) => html`<li data-type=${e.type}>${words.logLine(e)}</li>`)}</ul>
        </div>
        </div>
      </div>`;
  }
}
