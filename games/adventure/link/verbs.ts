// Verb → runtime primitive, from the game's verb table (../vocabulary.ts).
// The checker names IR verb arguments as the primitive's arguments; the
// table's `fixed` arguments are added here when the IR leaves them out, so
// both executions call the primitive with the same argument object.

import { verbLookups } from "../../../core/effect-binding.ts";
import { adventure } from "../vocabulary.ts";

/** The primitive each verb calls, and its IR arguments with the table's fixed ones. */
export const { primitiveFor, verbArgs } = verbLookups(adventure.verbs, "the Adventure Game table");

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
