// The one file that names every game: the registry the entry points pass down.
// Adding a game: its folder games/<game>/ and one line here.
import { GameRegistry } from "../core/registry.ts";
import { adventureGame } from "./adventure/index.ts";
import { oldworldGame } from "./oldworld/index.ts";

export const games = new GameRegistry().register(adventureGame).register(oldworldGame);
