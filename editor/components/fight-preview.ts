// The Old World fight preview: a witcher of the content fights a chosen
// monster in a seeded solo game. Decisions are buttons; the event log and what
// changed follow. Rebuilt from the interpreter on every check, replaying the
// answers given so far, so it follows the source as it is typed.
import { html, nothing } from "lit";
import { customElement, state } from "lit/decorators.js";
import { FightSession, oldWorldContent } from "../adapters/oldworld-fight.ts";
import type { ProgramIR } from "../../compiler/ir/types.ts";
import type { GameText } from "../../compiler/i18n/game-text.ts";
import { gameText } from "../adapters/i18n.ts";
import { store } from "../state/store.ts";
import { StoreElement } from "./base.ts";

interface Setup {
  witcher: string;
  monster: string;
  seed: number;
}

@customElement("grim-fight-preview")
export class FightPreview extends StoreElement {
  @state() private witcher: string | null = null;
  @state() private monster: string | null = null;
  @state() private seed = 1;
  private session: FightSession | null = null;
  private running: Setup | null = null;
  private answers: string[][] = [];
  private builtFrom: ProgramIR | null = null;
  private failure: string | null = null;

  private start(setup: Setup, answers: string[][]): void {
    const { content, error } = oldWorldContent(store.program);
    this.failure = null;
    this.session = null;
    this.running = setup;
    this.answers = [];
    this.builtFrom = store.program;
    if (!content) {
      this.failure = error;
      return;
    }
    try {
      this.session = new FightSession(content, setup);
      for (const a of answers) {
        if (!this.session.pending || !a.every((k) => this.session!.pending!.options.some((o) => o.key === k))) break;
        this.session.answer(a);
        this.answers.push(a);
      }
    } catch (e) {
      this.failure = (e as Error).message;
    }
  }

  private answer(keys: string[]): void {
    if (!this.session) return;
    try {
      this.session.answer(keys);
      this.answers.push(keys);
    } catch (e) {
      this.failure = (e as Error).message;
    }
    this.requestUpdate();
  }

  override render() {
    const { content, error } = oldWorldContent(store.program);
    if (!content) return html`<p class="empty">${error}</p>`;
    if (this.running && this.builtFrom !== store.program) this.start(this.running, this.answers);
    if (content.witchers.length === 0 || content.monsters.length === 0) return html`<p class="empty">The Old World content has no witchers or monsters yet.</p>`;
    const witcher = this.witcher && content.witchers.some((w) => w.id === this.witcher) ? this.witcher : content.witchers[0].id;
    const fromCursor = content.monsters.find((m) => m.id === store.selectedEntity)?.id;
    const monster = (this.monster && content.monsters.some((m) => m.id === this.monster) ? this.monster : null) ?? fromCursor ?? content.monsters[0].id;
    const s = this.session;
    // prompts, options and log lines as an Old World player reads them, in the chosen language
    const words = gameText("oldworld", store.docs, store.program, store.locale);
    const setup: Setup = { witcher, monster, seed: this.seed };
    return html`<div class="row">
        <label>Witcher
          <select id="fight-witcher" @change=${(e: Event) => (this.witcher = (e.target as HTMLSelectElement).value)}>
            ${content.witchers.map((w) => html`<option value=${w.id} ?selected=${w.id === witcher}>${w.name}</option>`)}
          </select>
        </label>
        <label>Monster
          <select id="fight-monster" @change=${(e: Event) => (this.monster = (e.target as HTMLSelectElement).value)}>
            ${content.monsters.map((m) => html`<option value=${m.id} ?selected=${m.id === monster}>${m.name} (level ${m.level}, life ${m.life})</option>`)}
          </select>
        </label>
        <label>Seed <input id="fight-seed" type="number" .value=${String(this.seed)} style="width:5em"
          @change=${(e: Event) => (this.seed = Number((e.target as HTMLInputElement).value) | 0)} /></label>
        <button id="fight-run" @click=${() => { this.start(setup, []); this.requestUpdate(); }}>Fight</button>
      </div>
      ${this.failure ? html`<p class="warn" role="alert">${this.failure}</p>` : nothing}
      ${s
        ? html`
            ${s.error ? html`<p class="warn" role="alert">The fight stopped: ${s.error}</p>` : nothing}
            ${s.pending
              ? html`<div class="decision" id="fight-decision">
                  <div><strong>${words.decision(s.pending).prompt}</strong> <span class="muted">(${words.name(s.pending.who) ?? s.pending.who})</span></div>
                  ${this.renderChoices(s, words)}
                </div>`
              : html`<p class="note" id="fight-done">Fight over: ${String(s.result)}${this.answers.length ? ` after ${this.answers.length} decision(s)` : ""}.</p>`}
            <h4>Event log</h4>
            <ul class="log" id="fight-log">
              ${s.log.map((e) => html`<li data-type=${e.type}>${words.logLine(e)}</li>`)}
            </ul>
            <h4>What changed</h4>
            ${this.renderDiff(s)}
          `
        : html`<p class="note">Pick a witcher and a monster, then fight.</p>`}`;
  }

  private renderChoices(s: FightSession, words: GameText) {
    const d = s.pending!;
    const min = d.pick?.min ?? 1;
    const max = d.pick?.max ?? 1;
    if (min === 1 && max === 1) {
      return d.options.map((o) => html`<button data-key=${o.key} @click=${() => this.answer([o.key])}>${words.option(o, d.who)}</button>`);
    }
    const confirm = () => {
      const keys = [...this.querySelectorAll<HTMLInputElement>("#fight-decision input[type=checkbox]:checked")].map((i) => i.value);
      this.answer(keys);
    };
    return html`<div class="note">Pick ${min === max ? min : `${min} to ${max}`}.</div>
      ${d.options.map((o) => html`<label style="display:block"><input type="checkbox" value=${o.key} /> ${words.option(o, d.who)}</label>`)}
      <button class="confirm" @click=${confirm}>Confirm</button>`;
  }

  private renderDiff(s: FightSession) {
    const rows = s.diff();
    if (rows.length === 0) return html`<p class="note">Nothing changed.</p>`;
    return html`<table class="diff" id="fight-diff">
      <thead><tr><th>state</th><th>before</th><th>after</th></tr></thead>
      <tbody>
        ${rows.map((r) => html`<tr><td>${r.path}</td><td class="before">${r.before}</td><td class="after">${r.after}</td></tr>`)}
      </tbody>
    </table>`;
  }
}
