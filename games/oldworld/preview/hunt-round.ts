// The Old World's Wild Hunt round in the editor: a seeded cooperative game of
// the content, from setup to the end of a round, every decision answered in
// the page. Shared decisions ("the players decide together") are asked of the
// table; the engine marks them and names the player who breaks a tie.
import type { GamePreview, PreviewPlay } from "../../../core/preview.ts";
import type { Decision } from "../../../runtime/core/decision.ts";
import { ContentError } from "../../../runtime/core/errors.ts";
import type { GameEvent } from "../../../runtime/core/log.ts";
import type { Difficulty, OldWorldContent } from "../rules/content.ts";
import { createOldWorldGame, type OldWorldGame, type OldWorldSnapshot } from "../rules/game.ts";
import type { HuntState } from "../rules/wild-hunt/state.ts";

/** the base game's set: its witchers need no expansion besides the Wild Hunt */
const BASE_SET = "core";

export interface HuntRoundSetup {
  players: number;
  difficulty: Difficulty;
  /** a `huntmember` id */
  member: string;
  seed: number;
}

/** the witchers seated at a table of `players`: the base game's, in content order */
export function huntSeats(content: OldWorldContent, players: number): string[] {
  return content.witchers
    .filter((w) => w.set === BASE_SET)
    .slice(0, players)
    .map((w) => w.id);
}

/** what the table shows between decisions: the Hunt, its hounds, the monsters, the quests and each witcher */
export interface HuntTable {
  round: number;
  lastRound: number;
  hunt: Pick<HuntState, "member" | "location" | "shields" | "difficulty">;
  hounds: { id: string; level: number; location: string }[];
  monsters: { monster: string; location: string }[];
  /** quests in play: the card and its quest token's location */
  quests: { card: string; location: string }[];
  witchers: { id: string; location: string; hand: number; deck: number; gold: number; shield: number }[];
}

export class HuntRound implements PreviewPlay {
  readonly game: OldWorldGame;
  /** the preview plays until this round is over */
  private untilRound = 1;
  /** the table shows the whole game, setup included */
  readonly begins = 0;
  readonly before: unknown = {};

  constructor(content: OldWorldContent, setup: HuntRoundSetup) {
    const witchers = huntSeats(content, setup.players);
    if (witchers.length < setup.players) throw new ContentError(`the content has ${witchers.length} base-game witcher(s), not ${setup.players}`);
    this.game = createOldWorldGame(content, {
      seed: setup.seed,
      witchers,
      expansions: ["wild-hunt"],
      wildHunt: { difficulty: setup.difficulty, member: setup.member },
    });
  }

  /** the round being played (0 before the first starts) */
  get round(): number {
    return this.game.state.round;
  }

  /** the round the preview stops after */
  get target(): number {
    return this.untilRound;
  }

  /** the round asked for is over (the next has begun) or the game has ended */
  get roundOver(): boolean {
    return this.game.result !== null || this.game.state.round > this.untilRound;
  }

  get over(): boolean {
    return this.game.result !== null;
  }

  get pending(): Decision | null {
    return this.roundOver ? null : this.game.pending;
  }

  answer(keys: string[]): void {
    this.game.answer(keys);
  }

  /** play on to the end of the next round, once this one is over */
  advance(): boolean {
    if (this.over || !this.roundOver) return false;
    this.untilRound = this.game.state.round;
    return true;
  }

  /** the round at its decision, in copies; null while a rule still written as a generator is under way */
  snapshot(): { game: OldWorldSnapshot; untilRound: number } | null {
    return this.game.snapshots ? { game: this.game.snapshot(), untilRound: this.untilRound } : null;
  }

  restore(snapshot: unknown): void {
    const s = snapshot as { game: OldWorldSnapshot; untilRound: number };
    this.game.restore(s.game);
    this.untilRound = s.untilRound;
  }

  get events(): readonly GameEvent[] {
    return this.game.log;
  }

  /** the table is what the page shows; nothing is compared */
  view(): unknown {
    return {};
  }

  table(): HuntTable {
    const s = this.game.state;
    const h = s.hunt!;
    return {
      round: s.round,
      lastRound: h.lastRound,
      hunt: { member: h.member, location: h.location, shields: h.shields, difficulty: h.difficulty },
      hounds: h.hounds.map((x) => ({ id: x.id, level: x.level, location: x.location })),
      monsters: s.monsters.map((m) => ({ monster: m.monster, location: m.location })),
      quests: h.quests.map((q) => ({ card: q.card, location: q.location })),
      witchers: s.order.map((id) => {
        const p = s.players[id];
        return { id, location: p.location, hand: p.hand.length, deck: p.deck.length, gold: p.gold, shield: p.shield };
      }),
    };
  }
}

/** the players at a table of the Wild Hunt, round by round */
export const huntRound: GamePreview<OldWorldContent, HuntRoundSetup, HuntRound> = {
  start: (content, setup) => new HuntRound(content, setup),
};
