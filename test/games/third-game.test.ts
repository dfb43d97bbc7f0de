// Adding a third game: a toy module in its own folder, registered beside the
// Adventure Game and the Old World, is simulated, replayed and looked up by id
// with no change to the generic code (docs/architecture.md, "Adding a game",
// lists what the .grim front end needs besides).
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { adventureGame } from "../../games/adventure/index.ts";
import { oldworldGame } from "../../games/oldworld/index.ts";
import { GameRegistry } from "../../core/registry.ts";
import { replayWith, saveReplayOf } from "../../runtime/core/replay.ts";
import { coinContent } from "./toy/game.ts";
import { coinRaceGame } from "./toy/index.ts";
import { cleanRun } from "../runtime/clean-run.ts";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const TOY = join(ROOT, "test/games/toy");

describe("a third game", () => {
  const registry = new GameRegistry().register(adventureGame).register(oldworldGame).register(coinRaceGame);

  it("is found by its id beside the two, and an unknown id names all three", () => {
    expect(registry.get("coin-race")).toBe(coinRaceGame);
    expect(() => registry.get("chess")).toThrow(/"adventure", "oldworld", "coin-race"/);
    expect(() => registry.register(coinRaceGame)).toThrow(/already registered/);
  });

  it("the generic simulator plays it for every player count, checks its invariants and replays every game", () => {
    const s = cleanRun(registry.get("coin-race"), coinContent, { games: 30, seed: 1, agent: "mixed", maxRounds: 50, everyStep: true, replayEvery: 1 });
    expect(s.won).toBe(30);
    expect(Object.keys(s.byPlayers).sort()).toEqual(["1", "2", "3"]);
  });

  it("its replay files name it and are validated by its own options schema", () => {
    const rt = coinRaceGame.runtime!;
    const game = rt.createGame(coinContent, { seed: 3, players: ["player.ann", "player.bo"] });
    while (game.pending) game.answer(["roll"]);
    const file = JSON.parse(JSON.stringify(saveReplayOf(rt.replay, coinContent, rt.optionsOf(game), game)));
    expect(file.game).toBe("coin-race");
    expect(replayWith(rt.replay, coinContent, file).log).toEqual(game.log);
    expect(() => replayWith(rt.replay, coinContent, { ...file, options: { seed: "3", players: [] } })).toThrow(/options\.seed/);
  });

  it("its folder imports only the generic parts: games/types, runtime/core, the rules kernel, the generic agents, the verb table's type", () => {
    const allowed = ["core/game.ts", "runtime/core/", "runtime/kernel/", "runtime/agents/agents.ts", "core/vocabulary.ts", "test/games/toy/"];
    for (const f of readdirSync(TOY)) {
      const src = readFileSync(join(TOY, f), "utf8");
      for (const m of src.matchAll(/from "(\.[^"]+)"/g)) {
        const target = relative(ROOT, resolve(TOY, m[1])).replaceAll("\\", "/");
        expect(
          allowed.some((a) => target.startsWith(a)),
          `${f} imports ${target}`,
        ).toBe(true);
      }
    }
  });
});
