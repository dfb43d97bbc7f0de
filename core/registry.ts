// The registry of games: a value built by an entry point (the CLI, the editor, the
// simulator's worker, the test setup) and passed to every layer that asks which
// game a file, a replay or a content module is for. Only games/registry.ts names
// the games (and games/words.ts their words alone); this file knows none of them.
import { ContentError } from "../runtime/core/errors.ts";
import type { AnyGameModule, GameWords } from "./game.ts";

// A registry of the games' words alone (GameRegistry<GameWords>) is what a page holds before it loads the rules.
export class GameRegistry<M extends GameWords = AnyGameModule> {
  private readonly byId = new Map<string, M>();

  register(module: M): this {
    if (this.byId.has(module.meta.id)) throw new Error(`a game "${module.meta.id}" is already registered`);
    this.byId.set(module.meta.id, module);
    return this;
  }

  /** the module for a game id, or undefined */
  find(id: string): M | undefined {
    return this.byId.get(id);
  }

  /** the module for a game id; a clear error naming the games there are when it is unknown */
  get(id: string): M {
    const m = this.byId.get(id);
    if (!m)
      throw new ContentError(
        `unknown game "${id}": the games are ${this.ids()
          .map((g) => `"${g}"`)
          .join(", ")}`,
      );
    return m;
  }

  ids(): string[] {
    return [...this.byId.keys()];
  }

  all(): M[] {
    return [...this.byId.values()];
  }
}
