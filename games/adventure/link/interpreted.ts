// The Adventure content as the interpreter links it: the same AdventureContent the build emits, each effect
// the checked IR itself, which the rules kernel runs as steps (runtime/kernel/effects.ts). Pure TypeScript,
// so the editor links it in the browser on every keystroke.

import type { Effect, ProgramIR } from "../../../core/ir.ts";
import { InterpretError } from "../../../runtime/interpret/walker.ts";
import type { AdventureContent } from "../rules/content.ts";
import { adventureEffects } from "./binding.ts";
import { linkProgram, type HandlerFactory } from "./content-data.ts";

/**
 * An effect is kept as the checker wrote it, once its verbs and rolls are known to the game's table: a verb
 * the table does not know is an error at link time naming its .grim position, in the interpreted link and
 * the build alike, not a failure when a game first reaches it.
 */
export const effectsAsData = {
  handler: (effect) => known(effect),
  predicate: (effect) => known(effect),
} satisfies HandlerFactory;

export const interpretedFactory: HandlerFactory = effectsAsData;

export function contentFromIR(program: ProgramIR): AdventureContent {
  return linkProgram(program, interpretedFactory);
}

function known(effect: Effect): Effect {
  const check = (e: Effect): void => {
    try {
      if (e.kind === "verb") adventureEffects.primitiveFor(e.verb);
      else if (e.kind === "roll") adventureEffects.roll(e);
    } catch (err) {
      if (err instanceof InterpretError) throw err;
      throw new InterpretError((err as Error).message, e.at);
    }
    switch (e.kind) {
      case "seq":
        return e.steps.forEach(check);
      case "choice":
        return e.options.forEach(check);
      case "if":
        check(e.then);
        if (e.else !== null) check(e.else);
        return;
      case "repeat":
      case "target":
        return check(e.body);
      case "roll":
        return e.cases.forEach((c) => check(c.effect));
    }
  };
  check(effect);
  return effect;
}
