// The interpreted content module: the same AdventureContent the build emits,
// with handlers that walk the IR. Pure TypeScript, so the editor runs it in
// the browser on every keystroke.

import type { ProgramIR } from "../../core/ir.ts";
import { linkProgram, type HandlerFactory } from "../../games/adventure/link/content-data.ts";
import type { AdventureContent, Handler } from "../../games/adventure/rules/content.ts";
import { canEffect, runEffect } from "./effects.ts";

export const interpretedFactory: HandlerFactory = {
  handler(effect): Handler {
    return (ctx) => runEffect(effect, ctx);
  },
  predicate(effect) {
    return (ctx) => canEffect(effect, ctx);
  },
};

export function contentFromIR(program: ProgramIR): AdventureContent {
  return linkProgram(program, interpretedFactory);
}
