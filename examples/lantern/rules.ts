// Lantern Dive's rules (RULES.md) on the rules kernel (runtime/kernel): its content type, its state, the
// runtime its cards' effects call (the verbs' primitives in ./vocabulary.ts) and the game's steps.
import { z } from "zod";
import type { Effect } from "../../core/ir.ts";
import type { Outcome, PlayableGame } from "../../core/game.ts";
import { ContentError } from "../../runtime/core/errors.ts";
import type { LogOptions } from "../../runtime/core/log.ts";
import type { ReplayRules } from "../../runtime/core/replay.ts";
import { Rng } from "../../runtime/core/rng.ts";
import { effectSteps } from "../../runtime/kernel/effects.ts";
import { EventKinds } from "../../runtime/kernel/events.ts";
import { KernelGame } from "../../runtime/kernel/game.ts";
import { Machine, type Rules } from "../../runtime/kernel/machine.ts";
import { type StateOf, stateSchema } from "../../runtime/kernel/state.ts";
import { StepTable } from "../../runtime/kernel/steps.ts";
import { lanternEffects } from "./binding.ts";

/** What a card's effect runs with: the runtime and the seat of the diver who drew it. */
export interface EffectContext {
  readonly rt: LanternRuntime;
  readonly diver: number;
}

export interface CardDef {
  id: string;
  /** the name's message id */
  name: string;
  copies: number;
  /** what the card does when drawn, as the checker wrote it (the kernel runs it: runtime/kernel/effects.ts) */
  effect: Effect | null;
}

export interface DiverDef {
  id: string;
  name: string;
}

/** One set's share of the content. */
export interface LanternPart {
  cards: CardDef[];
  divers: DiverDef[];
  target: number | null;
}

export interface LanternContent {
  game: "lantern";
  sets: { id: string; sources: string[] }[];
  cards: CardDef[];
  divers: DiverDef[];
  target: number;
}

export interface LanternOptions {
  seed: number;
  divers: string[];
  /** the game ends with no winner after this many rounds */
  maxRounds?: number;
}

/** Everything a dive is, by seat (the seats are `options.divers`' order) and by card (the content's `cards`' order). */
const lanternState = stateSchema({
  round: "int",
  /** pearls each seat has banked */
  banked: "ints",
  /** pearls each seat carries, lost if caught */
  haul: "ints",
  /** the sea deck, cards by their index in the content; the last is the top */
  deck: "ints",
  discard: "ints",
  /** the diver surfaced or was caught: the turn ends */
  turnOver: "bool",
});
type LanternState = StateOf<typeof lanternState.shape>;

const events = new EventKinds();
const ev = {
  draw: events.define("draw", { diver: { ids: "divers" }, card: { ids: "cards" } }),
  find: events.define("find", { diver: { ids: "divers" }, pearls: "int" }),
  drop: events.define("drop", { diver: { ids: "divers" }, pearls: "int" }),
  roll: events.define("roll", { diver: { ids: "divers" }, value: "int" }),
  surface: events.define("surface", { diver: { ids: "divers" }, pearls: "int" }),
  caught: events.define("caught", { diver: { ids: "divers" }, lost: "int" }),
};

/** what Lantern Dive's phases are handed: the machine, the content and the runtime the effects call */
class Dive extends Machine<typeof lanternState.shape, Outcome> {
  readonly rt: LanternRuntime = new LanternRuntime(this);
  constructor(
    readonly content: LanternContent,
    readonly options: LanternOptions,
    state: LanternState,
    rng: Rng,
    log: LogOptions,
  ) {
    super(rules, state, rng, { divers: options.divers, cards: content.cards.map((c) => c.id) }, log);
  }

  /** RULES.md: "an empty deck is the discard shuffled" */
  drawCard(): number {
    const s = this.state;
    if (s.deck.length === 0) {
      s.deck = s.discard;
      s.discard = [];
      this.rng.shuffle(s.deck);
    }
    const card = s.deck.pop();
    if (card === undefined) throw new ContentError("the sea deck has no cards");
    return card;
  }

  /** RULES.md: "Surfacing banks the haul" */
  bankHaul(seat: number): void {
    const s = this.state;
    this.event(ev.surface, seat, s.haul[seat]);
    s.banked[seat] += s.haul[seat];
    s.haul[seat] = 0;
    s.turnOver = true;
  }
}

const steps = new StepTable<Dive>();
const effects = effectSteps<Dive, EffectContext>(steps, lanternEffects);

/** "A or B": the diver picks one of the options they can fulfil (every option when none can) */
const chooseOption = steps.define<{ seat: number; offered: readonly number[] }>("choose-option", {
  ask(k, f) {
    k.ask({
      type: "choose-option",
      who: k.options.divers[f.seat],
      prompt: "lantern-prompt-choose",
      options: f.offered.map((i) => ({ key: String(i), label: "lantern-option-effect", args: { n: i + 1 } })),
    });
  },
  picked(k, _f, answer) {
    k.end(Number((answer as string[])[0]));
  },
});

/** RULES.md: "On your turn you draw a card and do what it says; then you choose to dive (draw again) or surface." */
const diveTurn = steps.define<{ seat: number; card: number }>("dive-turn", {
  begin(k) {
    k.state.turnOver = false;
  },
  draw(k, f) {
    f.card = k.drawCard();
    k.event(ev.draw, f.seat, f.card);
    const effect = k.content.cards[f.card].effect;
    if (effect) effects.run(k, effect, { diver: f.seat });
  },
  // RULES.md: "A drawn card goes to the discard"
  discard(k, f) {
    k.state.discard.push(f.card);
    if (k.state.turnOver) return k.end();
    k.ask({
      type: "dive-or-surface",
      who: k.options.divers[f.seat],
      prompt: "lantern-prompt-dive",
      args: { haul: k.state.haul[f.seat] },
      options: [
        { key: "dive", label: "lantern-option-dive" },
        { key: "surface", label: "lantern-option-surface" },
      ],
    });
  },
  diveOrSurface(k, f, answer) {
    if ((answer as string[])[0] === "surface") k.bankHaul(f.seat);
    if (!k.state.turnOver) k.goto(f, "draw");
  },
});

/** the rounds, each diver's turn in seat order; RULES.md: "The first diver whose banked pearls reach the harbour's target wins at once." */
const playRounds = steps.define<{ seat: number }>("rounds", {
  round(k, f) {
    if (k.state.round >= (k.options.maxRounds ?? 100)) return k.end({ winner: null, reason: "round-limit", rounds: k.state.round });
    k.state.round++;
    f.seat = 0;
  },
  turn(k, f) {
    k.call(diveTurn, { seat: f.seat, card: -1 });
  },
  afterTurn(k, f) {
    if (k.state.banked[f.seat] >= k.content.target) return k.end({ winner: k.options.divers[f.seat], reason: "pearls", rounds: k.state.round });
    f.seat++;
    k.goto(f, f.seat < k.options.divers.length ? "turn" : "round");
  },
});

const rules: Rules<Dive, typeof lanternState.shape> = { steps, events, state: lanternState };

/** The primitives (a choice asks, the others change the state at once), conditions and choices the cards' effects call. */
export class LanternRuntime {
  readonly queries = {};
  readonly conditions = {
    haulAtLeast: (ctx: EffectContext, a: { amount: number }): boolean => this.k.state.haul[ctx.diver] >= a.amount,
  };
  constructor(private readonly k: Dive) {}

  find(ctx: EffectContext, a: { amount: number }): void {
    this.k.state.haul[ctx.diver] += a.amount;
    this.k.event(ev.find, ctx.diver, a.amount);
  }
  canDrop(ctx: EffectContext, a: { amount: number }): boolean {
    return this.k.state.haul[ctx.diver] >= a.amount;
  }
  drop(ctx: EffectContext, a: { amount: number }): void {
    const n = Math.min(a.amount, this.k.state.haul[ctx.diver]);
    this.k.state.haul[ctx.diver] -= n;
    this.k.event(ev.drop, ctx.diver, n);
  }
  bank(ctx: EffectContext, _a: object): void {
    this.k.bankHaul(ctx.diver);
  }
  caught(ctx: EffectContext, _a: object): void {
    const s = this.k.state;
    this.k.event(ev.caught, ctx.diver, s.haul[ctx.diver]);
    s.haul[ctx.diver] = 0;
    s.turnOver = true;
  }
  rollD6(ctx: EffectContext): number {
    const value = this.k.rng.int(1, 6);
    this.k.event(ev.roll, ctx.diver, value);
    return value;
  }
  /** "A or B": the option picked, by the step that asks (`chooseOption`) */
  choose(ctx: EffectContext, a: { options: { can: boolean }[] }): void {
    const all = a.options.map((_, i) => i);
    const open = all.filter((i) => a.options[i].can);
    this.k.call(chooseOption, { seat: ctx.diver, offered: open.length > 0 ? open : all });
  }
  select(ctx: EffectContext, _selector: string): readonly number[] {
    return [ctx.diver];
  }
  withDiver(_ctx: EffectContext, diver: number): EffectContext {
    return { rt: this, diver };
  }
}

export class LanternGame extends KernelGame<typeof lanternState.shape, Outcome> implements PlayableGame {
  protected readonly machine: Dive;

  constructor(
    readonly content: LanternContent,
    readonly options: LanternOptions,
    log: LogOptions = {},
    from?: LanternGame,
  ) {
    super();
    if (from) {
      // a fork: the other game's machine copied at its pending decision, no setup of its own
      this.machine = new Dive(content, options, from.machine.state, from.machine.rng, log);
      this.machine.restore(from.machine.snapshot());
      return;
    }
    if (options.divers.length < 1 || options.divers.length > 3) throw new ContentError("Lantern Dive is for 1 to 3 divers");
    for (const d of options.divers)
      if (!content.divers.some((x) => x.id === d))
        throw new ContentError(`${d}: not a diver of this content; its divers: ${content.divers.map((x) => x.id).join(", ")}`);
    const rng = new Rng(options.seed);
    // RULES.md: "The sea deck is every `card` of the content, each as many times as its `copies`, shuffled."
    const deck: number[] = [];
    content.cards.forEach((c, i) => {
      for (let n = 0; n < c.copies; n++) deck.push(i);
    });
    rng.shuffle(deck);
    const seats = options.divers.map(() => 0);
    this.machine = new Dive(content, options, { round: 0, banked: seats, haul: seats.slice(), deck, discard: [], turnOver: false }, rng, log);
    this.machine.start(this.machine, playRounds, { seat: 0 });
  }

  /** a copy of this game at its pending decision that plays on alone, its log not kept */
  fork(log: LogOptions = { keep: false }): LanternGame {
    return new LanternGame(this.content, this.options, log, this);
  }

  /**
   * Make this game one of the futures a diver cannot tell from it: the order of the sea deck (which nobody
   * sees) shuffled again and the dice reseeded from `seed`. The discard and every haul are on the table.
   */
  determinise(seed: number): void {
    const rng = new Rng(seed);
    rng.shuffle(this.machine.state.deck);
    this.machine.rng.reseed(seed);
  }

  /** pearls banked, by diver id */
  get banked(): Readonly<Record<string, number>> {
    return this.bySeat(this.state.banked);
  }

  /** pearls in the haul, by diver id */
  get haul(): Readonly<Record<string, number>> {
    return this.bySeat(this.state.haul);
  }

  private bySeat(values: readonly number[]): Record<string, number> {
    return Object.fromEntries(this.options.divers.map((d, i) => [d, values[i]]));
  }
}

export const lanternReplay: ReplayRules<LanternContent, LanternOptions, LanternGame> = {
  id: "lantern",
  createGame: (c, o) => new LanternGame(c, o),
  optionsSchema: z.strictObject({ seed: z.number().int(), divers: z.array(z.string()), maxRounds: z.number().int().positive().optional() }),
  contentSets: (c) => c.sets.map((s) => s.id),
};
