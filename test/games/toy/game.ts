// A toy third game, "Coin Race", as small as a game module can be: each turn
// the player takes 1 or 2 coins, or rolls a die for 0–3; the first to the
// target wins. It exists to show what adding a game touches.
import { z } from "zod";
import type { Outcome, PlayableGame } from "../../../core/game.ts";
import type { Decision, Step } from "../../../runtime/core/decision.ts";
import { ask } from "../../../runtime/core/driver.ts";
import { Game, type TurnStartOf } from "../../../runtime/core/game.ts";
import { ContentError } from "../../../runtime/core/errors.ts";
import { EventLog } from "../../../runtime/core/log.ts";
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

export class CoinGame extends Game<Outcome, TurnStartOf> implements PlayableGame {
  readonly coins: Record<string, number> = {};
  readonly events = new EventLog();
  constructor(
    readonly content: CoinContent,
    readonly options: CoinOptions,
  ) {
    super();
    if (options.players.length < 1 || options.players.some((p) => !content.players.includes(p))) throw new ContentError("unknown or no players");
    for (const p of options.players) this.coins[p] = 0;
    this.begin(undefined, false);
  }
  protected get eventLog(): EventLog {
    return this.events;
  }
  // no copies kept at turn starts: a copy of a coin race is a replay
  protected rules(): Step<Outcome> {
    return this.play(new Rng(this.options.seed));
  }
  protected restart(): this {
    return new CoinGame(this.content, this.options) as this;
  }
  private *play(rng: Rng): Step<Outcome> {
    for (let round = 1; ; round++) {
      for (const p of this.options.players) {
        const decision: Decision = {
          type: "take",
          who: p,
          prompt: "coin-prompt-take",
          args: {},
          options: ["1", "2", "roll"].map((k) => ({ key: k, label: `coin-option-${k}`, args: {} })),
        };
        const [k] = yield* ask(decision);
        const gained = k === "roll" ? rng.int(0, 3) : Number(k);
        this.coins[p] += gained;
        this.events.add("take", { player: p, gained });
        if (this.coins[p] >= this.content.target) return { winner: p, reason: "target", rounds: round };
      }
    }
  }
}

export const coinReplay: ReplayRules<CoinContent, CoinOptions, CoinGame> = {
  id: "coin-race",
  createGame: (c, o) => new CoinGame(c, o),
  optionsSchema: z.strictObject({ seed: z.number().int(), players: z.array(z.string()) }),
  contentSets: (c) => c.sets.map((s) => s.id),
};
