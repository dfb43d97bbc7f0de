// The Adventure content with handlers that walk the IR (runtime/interpret/walker.ts):
// the same AdventureContent the build emits. Pure TypeScript, so the editor runs
// it in the browser on every keystroke.

import type { ProgramIR } from "../../../core/ir.ts";
import { interpreter } from "../../../runtime/interpret/walker.ts";
import type { AdventureContent } from "../rules/content.ts";
import type { EffectContext } from "../rules/effect-api.ts";
import { adventureEffects } from "./binding.ts";
import { linkProgram, type HandlerFactory } from "./content-data.ts";

export const adventureInterpreter = interpreter<EffectContext>(adventureEffects);

export const interpretedFactory: HandlerFactory = adventureInterpreter.factory;

export function contentFromIR(program: ProgramIR): AdventureContent {
  return linkProgram(program, interpretedFactory);
}
