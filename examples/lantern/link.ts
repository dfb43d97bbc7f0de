// Lantern Dive's link: checked IR → LanternContent. A card's effect stays the IR
// the checker wrote; the rules kernel runs it (runtime/kernel/effects.ts).
import type { HandlerFactory } from "../../core/handler-factory.ts";
import type { Effect, EntityIR, SetIR } from "../../core/ir.ts";
import type { CardDef, DiverDef, LanternContent, LanternPart } from "./rules.ts";

/**
 * An effect is the checker's IR itself, run by the kernel's effect steps: the interpreted link and the
 * emitted module hold the same data (the emitter writes it out as a literal).
 */
export type LanternFactory = HandlerFactory<Effect, Effect>;

export const effectsAsData: LanternFactory = { handler: (effect) => effect, predicate: (effect) => effect };
const textOf = (e: EntityIR) => e.texts.find((t) => t.id.endsWith(".name"))?.id ?? e.id;

export function linkSet(set: SetIR, f: LanternFactory): LanternPart {
  const part: LanternPart = { cards: [], divers: [], target: null };
  for (const e of set.entities) {
    if (e.kind === "card") {
      const hook = e.hooks.find((h) => h.window === "effect");
      const copies = e.props.copies;
      const card: CardDef = {
        id: e.id,
        name: textOf(e),
        copies: typeof copies === "number" ? copies : 1,
        effect: hook ? f.handler(hook.effect, e.id, hook.at) : null,
      };
      part.cards.push(card);
    } else if (e.kind === "diver") {
      const diver: DiverDef = { id: e.id, name: textOf(e) };
      part.divers.push(diver);
    } else if (e.kind === "harbour" && typeof e.props.target === "number") {
      part.target = e.props.target;
    }
  }
  return part;
}

export function combine(sets: SetIR[], parts: LanternPart[]): LanternContent {
  const target = parts.find((p) => p.target !== null)?.target;
  if (target === undefined || target === null) throw new Error("no Lantern Dive set has a `harbour`: add one to the base set");
  return {
    game: "lantern",
    sets: sets.map((s) => ({ id: s.set, sources: [...s.sources] })),
    cards: parts.flatMap((p) => p.cards),
    divers: parts.flatMap((p) => p.divers),
    target,
  };
}

/** The content the interpreter plays: each of the program's Lantern Dive sets linked with closures over its IR. */
export function contentFromIR(sets: SetIR[]): LanternContent {
  const own = sets.filter((s) => s.game === "lantern");
  return combine(
    own,
    own.map((s) => linkSet(s, effectsAsData)),
  );
}
