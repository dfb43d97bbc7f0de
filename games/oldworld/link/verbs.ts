// Old World verb → runtime primitive call, from the Old World verb table: what the checker and the rules text
// read (./binding.ts). The rules read the same calls from their own copy (games/oldworld/rules/binding.ts).

import { verbLookups } from "../../../core/effect-binding.ts";
import { oldworld } from "../vocabulary.ts";

export { OW_CAN_CHECK, owArgsWrapper, owCanCheckFor, owRollSource } from "../rules/binding.ts";

/** The primitive each verb calls, and its IR arguments with the table's fixed ones. */
export const { primitiveFor: owPrimitiveFor, verbArgs: owVerbArgs } = verbLookups(oldworld.verbs, "the Old World table");
