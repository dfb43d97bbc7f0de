// Lantern Dive's link: checked IR → LanternContent, with the handlers a factory
// makes (closures walking the IR, or references to generated functions), and the
// effect binding both executions read (core/effect-binding.ts).
import { PLAIN_ARGUMENTS, verbLookups, type EffectBinding } from "../../core/effect-binding.ts";
import type { HandlerFactory } from "../../core/handler-factory.ts";
import type { EntityIR, SetIR } from "../../core/ir.ts";
import { interpreter } from "../../runtime/interpret/walker.ts";
import type { CardDef, DiverDef, EffectContext, Handler, LanternContent, LanternPart, Predicate } from "./rules.ts";
import { lantern } from "./vocabulary.ts";

export const lanternEffects: EffectBinding = {
  runtimeName: "the Lantern Dive runtime",
  ...verbLookups(lantern.verbs, "Lantern Dive"),
  ...PLAIN_ARGUMENTS,
  canCheckFor: (primitive) => (primitive === "drop" ? "canDrop" : null),
  target: { name: "diver", bind: "withDiver" },
  roll: (e) => {
    if (e.dice !== "d6") throw new Error(`Lantern Dive has no roll "${e.dice}"`);
    return { kind: "d6", options: null };
  },
};

export type LanternFactory = HandlerFactory<Handler, Predicate>;

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

export const lanternInterpreter = interpreter<EffectContext>(lanternEffects);

export const interpretedFactory: LanternFactory = lanternInterpreter.factory;

/** The content the interpreter plays: each of the program's Lantern Dive sets linked with closures over its IR. */
export function contentFromIR(sets: SetIR[]): LanternContent {
  const own = sets.filter((s) => s.game === "lantern");
  return combine(
    own,
    own.map((s) => linkSet(s, interpretedFactory)),
  );
}
