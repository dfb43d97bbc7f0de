// The Old World's part of the emitter: its set modules and content/generated/oldworld.ts, the sets joined
// in program order (none when there is no Old World set).
import type { GameEmit } from "../../../core/emit.ts";
import { emitContentModule, emitSetModule } from "./set-module.ts";

export const oldWorldEmit: GameEmit = {
  sources: ["../vocabulary.ts", "../link/", "./"].map((p) => new URL(p, import.meta.url).href),
  setModule: emitSetModule,
  contentModule: (sets, imports) => (sets.length > 0 ? { file: "oldworld.ts", text: emitContentModule(sets, imports) } : null),
};
