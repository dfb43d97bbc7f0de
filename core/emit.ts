// What a game's emitter part (games/<game>/emit/) gives the shared emitter (compiler/emit/emit.ts): the
// text of one set's generated module and of the game's content module over its sets, and what the build
// remembers of each set's module (content/generated/.build-manifest.json).
import type { SetIR } from "./ir.ts";

/** What the build and the game's content module need to know about one emitted set module. */
export interface SetModuleInfo {
  game: string;
  set: string;
  sources: string[];
  /** file name inside the output directory, e.g. "adventure-base.ts" */
  file: string;
  /** sha256 of the set's IR: changes whenever the generated module would */
  hash: string;
  /** ids of the source-language texts (names, flavour) in `texts`, sorted */
  textIds: string[];
  /** per entity group the game's content module types (the Adventure Game's), the entities in order: stable id and exported constant */
  exports: Record<string, { id: string; ident: string }[]>;
}

/**
 * How a generated module names what it imports. The shared emitter (compiler/emit/emit.ts, moduleImports) makes
 * one per build: paths into this checkout, or specifiers of the installed runtime package.
 */
export interface ModuleImports {
  /** a runtime module by its path in the checkout, e.g. "games/adventure/rules/content.ts" */
  runtime(file: string): string;
  /** another module of the same build by its file name, e.g. "adventure-base.ts" */
  sibling(file: string): string;
}

export interface GameEmit {
  /**
   * The code that decides what its modules hold, as file URLs (`new URL("../link/", import.meta.url).href`; a URL
   * ending in "/" is every .ts file directly in that folder): a build fingerprints it with the shared emitter, so a
   * change there re-emits the game's sets instead of reusing modules other code wrote.
   */
  sources: readonly string[];
  /**
   * One set's module. `imports`: the specifiers of the runtime modules and sibling modules it imports; `file`,
   * `hash` and `header`: the module's file name, its IR's hash and its opening comment, the same for every game.
   */
  setModule(set: SetIR, at: { imports: ModuleImports; file: string; hash: string; header: string }): { text: string; info: SetModuleInfo };
  /** the game's content module over its set modules in program order, or null when it writes none (no sets) */
  contentModule(sets: SetModuleInfo[], imports: ModuleImports): { file: string; text: string } | null;
}
