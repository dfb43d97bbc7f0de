// A toy third game, "Coin Race", as small as a game module can be: each turn
// the player takes 1 or 2 coins, or rolls a die for 0–3; the first to the
// target wins. It exists to show what adding a game touches.
import { z } from "zod";
import type { Outcome, PlayableGame } from "../../../games/types.ts";
import type { Answer, Decision, Step } from "../../../runtime/core/decision.ts";
import { ask, Driver } from "../../../runtime/core/driver.ts";
import { ContentError } from "../../../runtime/core/errors.ts";
import { EventLog, type GameEvent } from "../../../runtime/core/log.ts";
import type { ReplayRules } from "../../../runtime/core/replay.ts";
import { Rng } from "../../../runtime/core/rng.ts";

export interface CoinContent {
  game: "coin-race";
  sets: { id: string; sources: string[] }[];
  players: string[];
  target: number;
}

export interface CoinOptions {
  seed: number;
  players: string[];
}

export const coinContent: CoinContent = { game: "coin-race", sets: [{ id: "toy", sources: [] }], players: ["player.ann", "player.bo", "player.cy"], target: 9 };

export class CoinGame implements PlayableGame {
  readonly coins: Record<string, number> = {};
  readonly events = new EventLog();
  private readonly driver: Driver<Outcome>;
  constructor(
    readonly content: CoinContent,
    readonly options: CoinOptions,
  ) {
    if (options.players.length < 1 || options.players.some((p) => !content.players.includes(p))) throw new ContentError("unknown or no players");
    for (const p of options.players) this.coins[p] = 0;
    this.driver = new Driver(this.play(new Rng(options.seed)));
  }
  private *play(rng: Rng): Step<Outcome> {
    for (let round = 1; ; round++) {
      for (const p of this.options.players) {
        const decision: Decision = { type: "take", who: p, prompt: "coin-prompt-take", args: {}, options: ["1", "2", "roll"].map((k) => ({ key: k, label: `coin-option-${k}`, args: {} })) };
        const [k] = yield* ask(decision);
        const gained = k === "roll" ? rng.int(0, 3) : Number(k);
        this.coins[p] += gained;
        this.events.add("take", { player: p, gained });
        if (this.coins[p] >= this.content.target) return { winner: p, reason: "target", rounds: round };
      }
    }
  }
  get pending(): Decision | null {
    return this.driver.pending;
  }
  answer(a: Answer): void {
    this.driver.answer(a);
  }
  get log(): readonly GameEvent[] {
    return this.events.events;
  }
  get answers(): readonly Answer[] {
    return this.driver.answers;
  }
  get outcome(): Outcome | null {
    return this.driver.over ? this.driver.value! : null;
  }
}

export const coinReplay: ReplayRules<CoinContent, CoinOptions, CoinGame> = {
  id: "coin-race",
  createGame: (c, o) => new CoinGame(c, o),
  optionsSchema: z.strictObject({ seed: z.number().int(), players: z.array(z.string()) }),
  contentSets: (c) => c.sets.map((s) => s.id),
};
