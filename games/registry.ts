// The one registry of games, looked up by a `.grim` file's `game` and by a
// replay file's `game`. Adding a game: its folders (compiler/verbs, its link,
// runtime/<game>, games/<game>/index.ts) and one line here.
import { ContentError } from "../runtime/core/errors.ts";
import { adventureGame } from "./adventure/index.ts";
import { oldworldGame } from "./oldworld/index.ts";
import type { AnyGameModule } from "../core/game.ts";

export class GameRegistry {
  private readonly byId = new Map<string, AnyGameModule>();

  register(module: AnyGameModule): this {
    if (this.byId.has(module.meta.id)) throw new Error(`a game "${module.meta.id}" is already registered`);
    this.byId.set(module.meta.id, module);
    return this;
  }

  /** the module for a game id, or undefined */
  find(id: string): AnyGameModule | undefined {
    return this.byId.get(id);
  }

  /** the module for a game id; a clear error naming the games there are when it is unknown */
  get(id: string): AnyGameModule {
    const m = this.byId.get(id);
    if (!m) throw new ContentError(`unknown game "${id}": the games are ${this.ids().map((g) => `"${g}"`).join(", ")}`);
    return m;
  }

  ids(): string[] {
    return [...this.byId.keys()];
  }

  all(): AnyGameModule[] {
    return [...this.byId.values()];
  }
}

export const games = new GameRegistry().register(adventureGame).register(oldworldGame);
