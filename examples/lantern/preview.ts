// Lantern Dive in the editor's previews: one diver's dive, card by card, until
// they surface or are caught; "advance" dives the next turn.
import type { GamePreview, PreviewPlay } from "../../core/preview.ts";
import type { Decision } from "../../runtime/core/decision.ts";
import type { GameEvent } from "../../runtime/core/log.ts";
import { type LanternContent, LanternGame } from "./rules.ts";

export interface DiveSetup {
  diver: string;
  seed: number;
}

/** the events that end a diver's turn (RULES.md: "Surfacing banks the haul; a card that says `lose your haul` empties it and ends your turn") */
const TURN_ENDS = new Set(["surface", "caught"]);

export class DiveTrial implements PreviewPlay {
  readonly game: LanternGame;
  readonly begins = 0;
  readonly before: unknown;
  private turns = 1;

  constructor(content: LanternContent, setup: DiveSetup) {
    // the game draws its first card as it starts: what it started from is the whole deck and an empty haul
    this.before = { banked: 0, haul: 0, deck: content.cards.reduce((n, c) => n + c.copies, 0), discard: 0 };
    this.game = new LanternGame(content, { seed: setup.seed, divers: [setup.diver] });
  }

  /** the turns played so far, the one being dived included */
  private ended(): number {
    return this.game.log.filter((e) => TURN_ENDS.has(e.type)).length;
  }

  get pending(): Decision | null {
    return this.ended() >= this.turns ? null : this.game.pending;
  }

  answer(keys: string[]): void {
    this.game.answer(keys);
  }

  advance(): boolean {
    if (!this.game.pending || this.ended() < this.turns) return false;
    this.turns++;
    return true;
  }

  snapshot(): unknown {
    return { game: this.game.snapshot(), turns: this.turns };
  }

  restore(snapshot: unknown): void {
    const s = snapshot as { game: ReturnType<LanternGame["snapshot"]>; turns: number };
    this.game.restore(s.game);
    this.turns = s.turns;
  }

  get events(): readonly GameEvent[] {
    return this.game.log;
  }

  view(): unknown {
    const diver = this.game.options.divers[0];
    return { banked: this.game.banked[diver], haul: this.game.haul[diver], deck: this.game.state.deck.length, discard: this.game.state.discard.length };
  }
}

export const diveTrial: GamePreview<LanternContent, DiveSetup, DiveTrial> = {
  start: (content, setup) => new DiveTrial(content, setup),
};
