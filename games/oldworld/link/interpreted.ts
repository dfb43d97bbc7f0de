// The Old World content's handlers as closures over the IR (runtime/interpret/walker.ts):
// the editor's preview and the tests link the content with them.

import { interpreter } from "../../../runtime/interpret/walker.ts";
import type { EffectContext } from "../rules/effect-api.ts";
import { oldWorldEffects } from "./binding.ts";
import type { HandlerFactory } from "./content-data.ts";

export const oldWorldInterpreter = interpreter<EffectContext>(oldWorldEffects);

export const interpretedFactory = oldWorldInterpreter.factory satisfies HandlerFactory;
