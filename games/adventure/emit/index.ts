// The Adventure Game's part of the emitter: its set modules and content/generated/index.ts, the typed
// registry over them (written even with no set, so the engine always has a content module to import).
import type { GameEmit } from "../../../core/emit.ts";
import { emitContentModule } from "./index-module.ts";
import { emitSetModule } from "./set-module.ts";

export const adventureEmit: GameEmit = {
  sources: ["../vocabulary.ts", "../link/", "./"].map((p) => new URL(p, import.meta.url).href),
  setModule: emitSetModule,
  contentModule: (sets, imports) => ({ file: "index.ts", text: emitContentModule(sets, imports) }),
};
