// What a game tells both executions of its effects: the interpreter's walker
// (runtime/interpret/walker.ts) and the rules kernel's effect steps
// (runtime/kernel/effects.ts). They hold the meaning of sequences, choices, ifs,
// repeats, targets and rolls once; a game's binding says only how its verbs
// become runtime calls, who a target binds and where a roll's number comes from.
// Both read the same binding, so they make the same calls with the same
// arguments.

import type { Arg, Effect } from "./ir.ts";
import type { VerbDef } from "./vocabulary.ts";

export type RollEffect = Extract<Effect, { kind: "roll" }>;

/**
 * Where a roll's number comes from:
 * - `pass-fail`: the hero dice pass or fail (`rt.rollHeroDice(ctx)`), and the
 *   roll's success or failure case applies;
 * - `d6`: a die (`rt.rollD6(ctx)`, with `options` as its second argument when
 *   there are any), looked up in the roll's table of ranges;
 * - `query`: a number known before anything is rolled (`rt.queries[query](ctx, args)`),
 *   looked up in the table; such a roll can be done when the row of that
 *   number can (the Old World's table by specialty level, Potion Tolerance's cost).
 */
export type RollRule =
  | { kind: "pass-fail" }
  | { kind: "d6"; options: Readonly<Record<string, boolean | number | string>> | null }
  | { kind: "query"; query: string; args: Readonly<Record<string, boolean | number | string>> };

export interface EffectBinding {
  /** how an error names the game's runtime: `the runtime has no primitive "x"` */
  readonly runtimeName: string;
  /** The runtime primitive a verb calls (from the game's verb table); throws for a verb the game does not have. */
  primitiveFor(verb: string): string;
  /** The verb's IR arguments with the table's fixed arguments added. */
  verbArgs(verb: string, args: Record<string, Arg>): Record<string, Arg>;
  /** The name of the object a primitive's arguments are wrapped in (`{ modifier: {…} }`), or null. */
  argsWrapper(primitive: string): string | null;
  /** The `can…` primitive telling whether a primitive can be done fully, or null when it always can. */
  canCheckFor(primitive: string): string | null;
  /** Whether a primitive judges `if able` itself: it gets the flag as an argument and is never skipped. */
  takesIfAble(primitive: string): boolean;
  /** The runtime value of a reference argument. */
  refValue(argName: string, id: string): string;
  /** Argument names never passed on to a primitive (flags the walker reads itself). */
  readonly omittedArgs: ReadonlySet<string>;
  /** The primitives take literal unions (a resource, a colour): arguments shared by a check and its primitive are declared `as const`. */
  readonly literalArgs: boolean;
  /** Who a target selects: the loop variable's name and the runtime call binding one into a context. */
  readonly target: { readonly name: string; readonly bind: string };
  /** Where a roll's number comes from; throws for a roll the game does not have. */
  roll(e: RollEffect): RollRule;
}

/**
 * A binding's answers for primitives that take their arguments as the verb table writes them: none wrapped,
 * none judging `if able` itself, references passed by id, no flag left out, no literal unions declared.
 * A game spreads it and writes after it what its own primitives do otherwise.
 */
export const PLAIN_ARGUMENTS: Pick<EffectBinding, "argsWrapper" | "takesIfAble" | "refValue" | "omittedArgs" | "literalArgs"> = {
  argsWrapper: () => null,
  takesIfAble: () => false,
  refValue: (_argName, id) => id,
  omittedArgs: new Set(),
  literalArgs: false,
};

/** A verb the game's table does not have; named so the build reports it as a content error, not a crash. */
export class UnknownVerbError extends Error {
  constructor(
    readonly verb: string,
    table: string,
  ) {
    super(`"${verb}" is not a verb of ${table}`);
    this.name = "UnknownVerbError";
  }
}

/**
 * A binding's verb look-ups from the game's verb table, the first entry of a name winning: its primitive, and
 * the IR arguments with the table's fixed ones added after them (IR values win). `table` names it in errors.
 */
export function verbLookups(verbs: readonly VerbDef[], table: string): Pick<EffectBinding, "primitiveFor" | "verbArgs"> {
  const byName = new Map<string, VerbDef>();
  for (const v of verbs) if (!byName.has(v.name)) byName.set(v.name, v);
  return {
    primitiveFor(verb) {
      const def = byName.get(verb);
      if (def === undefined) throw new UnknownVerbError(verb, table);
      return def.primitive;
    },
    verbArgs(verb, args) {
      const fixed = byName.get(verb)?.fixed;
      if (fixed === undefined) return args;
      const out: Record<string, Arg> = { ...args };
      for (const [k, v] of Object.entries(fixed)) if (!(k in out)) out[k] = v;
      return out;
    },
  };
}
