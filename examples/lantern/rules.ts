// Lantern Dive's rules (RULES.md): its content type, the runtime its cards'
// effects call (the verbs' primitives in ./vocabulary.ts) and the game itself.
import { z } from "zod";
import type { Outcome, PlayableGame } from "../../core/game.ts";
import type { Decision, Step } from "../../runtime/core/decision.ts";
import { ask, finished, NOTHING } from "../../runtime/core/driver.ts";
import { ContentError } from "../../runtime/core/errors.ts";
import { Game, type TurnStartOf } from "../../runtime/core/game.ts";
import { EventLog } from "../../runtime/core/log.ts";
import type { ReplayRules } from "../../runtime/core/replay.ts";
import { Rng } from "../../runtime/core/rng.ts";

/** What a card's effect runs with: the runtime and the diver who drew it. */
export interface EffectContext {
  readonly rt: LanternRuntime;
  readonly diver: string;
}

export type Handler = (ctx: EffectContext) => Step<void>;
export type Predicate = (ctx: EffectContext) => boolean;

export interface CardDef {
  id: string;
  /** the name's message id */
  name: string;
  copies: number;
  effect: Handler | null;
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

/** The primitives (steps: a choice asks, the others end at once), conditions and choices the cards' effects call, generated or interpreted alike. */
export class LanternRuntime {
  readonly queries = {};
  readonly conditions = {
    haulAtLeast: (ctx: EffectContext, a: { amount: number }): boolean => this.game.haul[ctx.diver] >= a.amount,
  };
  constructor(private readonly game: LanternGame) {}

  find(ctx: EffectContext, a: { amount: number }): Step<void> {
    this.game.haul[ctx.diver] += a.amount;
    this.game.events.add("find", { diver: ctx.diver, pearls: a.amount });
    return NOTHING;
  }
  canDrop(ctx: EffectContext, a: { amount: number }): boolean {
    return this.game.haul[ctx.diver] >= a.amount;
  }
  drop(ctx: EffectContext, a: { amount: number }): Step<void> {
    const n = Math.min(a.amount, this.game.haul[ctx.diver]);
    this.game.haul[ctx.diver] -= n;
    this.game.events.add("drop", { diver: ctx.diver, pearls: n });
    return NOTHING;
  }
  bank(ctx: EffectContext, _a: object): Step<void> {
    this.game.bankHaul(ctx.diver);
    return NOTHING;
  }
  caught(ctx: EffectContext, _a: object): Step<void> {
    this.game.events.add("caught", { diver: ctx.diver, lost: this.game.haul[ctx.diver] });
    this.game.haul[ctx.diver] = 0;
    this.game.turnOver = true;
    return NOTHING;
  }
  rollD6(ctx: EffectContext): Step<number> {
    const value = this.game.rng.int(1, 6);
    this.game.events.add("roll", { diver: ctx.diver, value });
    return finished(value);
  }
  /** "A or B": the diver picks one of the options they can fulfil (every option when none can) */
  *choose(ctx: EffectContext, a: { options: { effect: unknown; can: boolean }[] }): Step<number> {
    const open = a.options.map((o, i) => ({ o, i })).filter(({ o }) => o.can);
    const offered = open.length > 0 ? open : a.options.map((o, i) => ({ o, i }));
    const [key] = yield* ask({
      type: "choose-option",
      who: ctx.diver,
      prompt: "lantern-prompt-choose",
      options: offered.map(({ i }) => ({ key: String(i), label: "lantern-option-effect", args: { n: i + 1 } })),
    });
    return Number(key);
  }
  select(ctx: EffectContext, _selector: string): Step<readonly string[]> {
    return finished([ctx.diver]);
  }
  withDiver(_ctx: EffectContext, diver: string): EffectContext {
    return { rt: this, diver };
  }
}

export class LanternGame extends Game<Outcome, TurnStartOf> implements PlayableGame {
  readonly banked: Record<string, number> = {};
  readonly haul: Record<string, number> = {};
  readonly events = new EventLog();
  readonly rng: Rng;
  deck: CardDef[] = [];
  discard: CardDef[] = [];
  turnOver = false;
  private readonly rt = new LanternRuntime(this);

  constructor(
    readonly content: LanternContent,
    readonly options: LanternOptions,
  ) {
    super();
    if (options.divers.length < 1 || options.divers.length > 3) throw new ContentError("Lantern Dive is for 1 to 3 divers");
    for (const d of options.divers) {
      if (!content.divers.some((x) => x.id === d))
        throw new ContentError(`${d}: not a diver of this content; its divers: ${content.divers.map((x) => x.id).join(", ")}`);
      this.banked[d] = 0;
      this.haul[d] = 0;
    }
    this.rng = new Rng(options.seed);
    for (const c of content.cards) for (let i = 0; i < c.copies; i++) this.deck.push(c);
    this.rng.shuffle(this.deck);
    this.begin(undefined, false);
  }

  protected get eventLog(): EventLog {
    return this.events;
  }
  // no copies kept at turn starts: a copy of a dive is a replay
  protected rules(): Step<Outcome> {
    return this.play();
  }
  protected restart(): this {
    return new LanternGame(this.content, this.options) as this;
  }

  bankHaul(diver: string): void {
    this.events.add("surface", { diver, pearls: this.haul[diver] });
    this.banked[diver] += this.haul[diver];
    this.haul[diver] = 0;
    this.turnOver = true;
  }

  private draw(): CardDef {
    if (this.deck.length === 0) {
      this.deck = this.discard;
      this.discard = [];
      this.rng.shuffle(this.deck);
    }
    const card = this.deck.pop();
    if (!card) throw new ContentError("the sea deck has no cards");
    return card;
  }

  private *play(): Step<Outcome> {
    const maxRounds = this.options.maxRounds ?? 100;
    for (let round = 1; round <= maxRounds; round++) {
      for (const diver of this.options.divers) {
        this.turnOver = false;
        while (!this.turnOver) {
          const card = this.draw();
          this.events.add("draw", { diver, card: card.id });
          if (card.effect) yield* card.effect({ rt: this.rt, diver });
          this.discard.push(card);
          if (this.turnOver) break;
          const decision: Decision = {
            type: "dive-or-surface",
            who: diver,
            prompt: "lantern-prompt-dive",
            args: { haul: this.haul[diver] },
            options: [
              { key: "dive", label: "lantern-option-dive" },
              { key: "surface", label: "lantern-option-surface" },
            ],
          };
          const [k] = yield* ask(decision);
          if (k === "surface") this.bankHaul(diver);
        }
        if (this.banked[diver] >= this.content.target) return { winner: diver, reason: "pearls", rounds: round };
      }
    }
    return { winner: null, reason: "round-limit", rounds: maxRounds };
  }
}

export const lanternReplay: ReplayRules<LanternContent, LanternOptions, LanternGame> = {
  id: "lantern",
  createGame: (c, o) => new LanternGame(c, o),
  optionsSchema: z.strictObject({ seed: z.number().int(), divers: z.array(z.string()), maxRounds: z.number().int().positive().optional() }),
  contentSets: (c) => c.sets.map((s) => s.id),
};
