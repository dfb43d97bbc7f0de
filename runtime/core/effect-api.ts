// The members of a game's runtime that both executions of its effects call by
// these names, whatever the game (runtime/interpret/walker.ts, runtime/kernel/effects.ts):
// its counts and conditions, the selection of whom an effect applies to, and "A or B".
// Each game's rules/effect-api.ts extends it with its verbs' primitives and the call binding a target.
import type { Step } from "./decision.ts";

export interface EffectPrimitives<Ctx, Queries, Conditions> {
  queries: Queries;
  conditions: Conditions;
  /** the players an effect applies to, by the selector written ("you", "opponent", "each-player", …) */
  select(ctx: Ctx, selector: string): Step<string[]>;
  /** "A or B": the player picks one of the options he can do (all of them when he can do none); returns its index */
  choose(ctx: Ctx, args: { options: { effect: unknown; can: boolean }[] }): Step<number>;
}
