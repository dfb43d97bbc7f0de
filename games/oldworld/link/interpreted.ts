// The Old World content's effects as the link holds them: the checker's IR itself, which the rules kernel runs
// (runtime/kernel/effects.ts, games/oldworld/rules/machine.ts). The editor's preview and the tests link the
// content with this factory, and the emitter writes the same data out (games/oldworld/emit).

import type { HandlerFactory } from "./content-data.ts";

export const interpretedFactory: HandlerFactory = { handler: (effect) => effect, predicate: (effect) => effect };
