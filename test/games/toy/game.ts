// A toy third game, "Coin Race", as small as a game module can be: each turn
// the player takes 1 or 2 coins, or rolls a die for 0–3; the first to the
// target wins. It exists to show what adding a game touches.
import { z } from "zod";
import type { Outcome, PlayableGame } from "../../../core/game.ts";
import type { Decision } from "../../../runtime/core/decision.ts";
import { ContentError } from "../../../runtime/core/errors.ts";
import type { LogOptions } from "../../../runtime/core/log.ts";
import type { ReplayRules } from "../../../runtime/core/replay.ts";
import { Rng } from "../../../runtime/core/rng.ts";
import { EventKinds } from "../../../runtime/kernel/events.ts";
import { KernelGame } from "../../../runtime/kernel/game.ts";
import { Machine, type Rules } from "../../../runtime/kernel/machine.ts";
import { stateSchema } from "../../../runtime/kernel/state.ts";
import { StepTable } from "../../../runtime/kernel/steps.ts";

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

/** the whole race: each seat's coins */
const coinState = stateSchema({ coins: "ints" });
type CoinShape = typeof coinState.shape;

const events = new EventKinds();
/** a player took coins: their seat and how many */
const TAKE = events.define("take", { player: { ids: "players" }, gained: "int" });

class Race extends Machine<CoinShape, Outcome> {
  constructor(
    readonly content: CoinContent,
    readonly options: CoinOptions,
    rng: Rng,
    log: LogOptions,
  ) {
    super(rules, { coins: options.players.map(() => 0) }, rng, { players: options.players }, log);
  }
}

const steps = new StepTable<Race>();

const TAKE_OPTIONS = ["1", "2", "roll"].map((k) => ({ key: k, label: `coin-option-${k}`, args: {} }));

/** each player in seat order takes 1 or 2 coins or rolls for 0–3, until one reaches the target */
const race = steps.define<{ round: number; seat: number }>("race", {
  ask(k, f) {
    const decision: Decision = { type: "take", who: k.options.players[f.seat], prompt: "coin-prompt-take", args: {}, options: TAKE_OPTIONS };
    k.ask(decision);
  },
  take(k, f, answer) {
    const [key] = answer as readonly string[];
    const gained = key === "roll" ? k.rng.int(0, 3) : Number(key);
    k.state.coins[f.seat] += gained;
    k.event(TAKE, f.seat, gained);
    if (k.state.coins[f.seat] >= k.content.target) return k.end({ winner: k.options.players[f.seat], reason: "target", rounds: f.round });
    f.seat++;
    if (f.seat === k.options.players.length) {
      f.seat = 0;
      f.round++;
    }
    k.goto(f, "ask");
  },
});

const rules: Rules<Race, CoinShape> = { steps, events, state: coinState };

export class CoinGame extends KernelGame<CoinShape, Outcome> implements PlayableGame {
  protected readonly machine: Race;

  constructor(
    readonly content: CoinContent,
    readonly options: CoinOptions,
  ) {
    super();
    if (options.players.length < 1 || options.players.some((p) => !content.players.includes(p))) throw new ContentError("unknown or no players");
    this.machine = new Race(content, options, new Rng(options.seed), {});
    this.machine.start(this.machine, race, { round: 1, seat: 0 });
  }

  /** coins held, by player id */
  get coins(): Readonly<Record<string, number>> {
    return Object.fromEntries(this.options.players.map((p, i) => [p, this.state.coins[i]]));
  }
}

export const coinReplay: ReplayRules<CoinContent, CoinOptions, CoinGame> = {
  id: "coin-race",
  createGame: (c, o) => new CoinGame(c, o),
  optionsSchema: z.strictObject({ seed: z.number().int(), players: z.array(z.string()) }),
  contentSets: (c) => c.sets.map((s) => s.id),
};
