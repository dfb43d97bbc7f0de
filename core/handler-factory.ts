// How a linker turns an IR effect into something the runtime calls. Its own
// file because every game's link (and so its interpreter, which runs in the
// browser editor) needs it, while core/game.ts also names the replay rules and
// their schema library.
import type { Effect, SourcePos } from "./ir.ts";

/** Turns an IR effect into something callable: a closure (interpreter) or a reference to an emitted function (build). */
export interface HandlerFactory<H, P> {
  handler(effect: Effect, name: string, at: SourcePos): H;
  predicate(effect: Effect, name: string, at: SourcePos): P;
}
