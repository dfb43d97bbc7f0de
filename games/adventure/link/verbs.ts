// Verb → runtime primitive, from the game's verb table (../vocabulary.ts).
// The checker names IR verb arguments as the primitive's arguments; the
// table's `fixed` arguments are added here when the IR leaves them out, so
// both executions call the primitive with the same argument object.

import type { Arg } from "../../../core/ir.ts";
import { adventure } from "../vocabulary.ts";
import type { VerbDef } from "../../../core/vocabulary.ts";

const byName = new Map<string, VerbDef>();
for (const v of adventure.verbs) if (!byName.has(v.name)) byName.set(v.name, v);

export class UnknownVerbError extends Error {
  constructor(readonly verb: string) {
    super(`"${verb}" is not a verb of the Adventure Game table`);
    this.name = "UnknownVerbError";
  }
}

export function primitiveFor(verb: string): string {
  const def = byName.get(verb);
  if (def === undefined) throw new UnknownVerbError(verb);
  return def.primitive;
}

/** The IR args with the table's fixed args added after them (IR values win). */
export function verbArgs(verb: string, args: Record<string, Arg>): Record<string, Arg> {
  const fixed = byName.get(verb)?.fixed;
  if (fixed === undefined) return args;
  const out: Record<string, Arg> = { ...args };
  for (const [k, v] of Object.entries(fixed)) if (!(k in out)) out[k] = v;
  return out;
}

/**
 * The runtime value of a reference argument. Entities are passed by id, except
 * traits, which the runtime knows by name ("nilfgaard", as in a card's
 * `traits`); a discard names its cards as "trait:<name>".
 */
export function refArg(argName: string, id: string): string {
  if (!id.startsWith("trait.")) return id;
  const name = traitName(id);
  return argName === "what" ? `trait:${name}` : name;
}

/** "trait.witcher-sign" → "witcher-sign" */
export function traitName(id: string): string {
  return id.startsWith("trait.") ? id.slice("trait.".length) : id;
}
