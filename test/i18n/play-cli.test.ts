// `grimoire play`: a seeded game printed as a player of a locale reads it,
// and a saved replay prints the same game.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runPlay } from "../../compiler/cli/commands/play.ts";
import { content } from "../../content/generated/index.ts";
import { createGame, saveReplay } from "../../games/adventure/rules/game.ts";
import { greedyAgent } from "../../games/adventure/agents/play.ts";
import { ROOT } from "./helpers.ts";
import { oldworldGame } from "../../games/oldworld/index.ts";
import { saveReplayOf } from "../../runtime/core/replay.ts";

const base = { seed: "4", rounds: "3", decisions: true, root: ROOT };
const adventure = { heroes: "hero.triss,hero.geralt" };

async function play(opts: Partial<Parameters<typeof runPlay>[0]> & { locale: string }): Promise<{ code: number; out: string[] }> {
  const out: string[] = [];
  const code = await runPlay({ ...base, ...opts }, (l) => out.push(l));
  return { code, out };
}

describe("grimoire play", () => {
  it("prints the decisions and the log of a seeded game in Romanian", async () => {
    const { code, out } = await play({ ...adventure, locale: "ro" });
    expect(code).toBe(0);
    expect(out).toContain("? Triss Merigold: Alege misiunea pe care o păstrezi → Sticla djinnului");
    // the table's round is a "tur"; a hero's turn is a "rundă", as in the Romanian guide
    expect(out.some((l) => /^ {2}Turul 1, runda 1: /.test(l))).toBe(true);
  });

  it("a saved replay prints the same game as the seed and agent that played it", async () => {
    const game = createGame(content, { seed: 4, heroes: ["hero.triss", "hero.geralt"], maxRounds: 3 });
    const agent = greedyAgent();
    while (game.pending) game.answer(agent(game.pending, game));
    const file = path.join(mkdtempSync(path.join(tmpdir(), "grimoire-play-")), "game.json");
    writeFileSync(file, JSON.stringify(saveReplay(game)));
    const fromSeed = await play({ ...adventure, locale: "en" });
    const fromReplay = await play({ locale: "en", replay: file });
    expect(fromReplay.out).toEqual(fromSeed.out);
    expect(fromReplay.out.length).toBeGreaterThan(50);
  });

  it("an unknown locale is one clear line and exit code 2", async () => {
    const { code } = await play({ ...adventure, locale: "xx" });
    expect(code).toBe(2);
  });

  it("--game oldworld prints a seeded The Witcher: Old World game in Romanian", async () => {
    const { code, out } = await play({ locale: "ro", game: "oldworld", seed: "3", rounds: "2", witchers: "witcher.ciri,witcher.bear-witcher" });
    expect(code).toBe(0);
    expect(out).toContain("  Runda 1, tura 1: Ciri");
    expect(out).toContain("? Ciri: Alege atributul pe care îl antrenezi → Combativitate (1 aur)");
    expect(out.filter((l) => /ow-|\[/.test(l))).toEqual([]);
  });

  it("--game oldworld with Monster Trail's Manticore brings that expansion into play: mutagens instead of level-up draws", async () => {
    const { code, out } = await play({ locale: "en", game: "oldworld", seed: "3", rounds: "2", witchers: "witcher.manticore-witcher,witcher.wolf-witcher" });
    expect(code).toBe(0);
    expect(out).toContain("  Witcher of the Manticore gains the mutagen Green Mutagen");
  });

  it("an Old World replay names its game and prints the same game as the seed that played it", async () => {
    const fromSeed = await play({ locale: "en", game: "oldworld", seed: "5", rounds: "2", witchers: "witcher.ciri,witcher.bear-witcher" });
    const rt = oldworldGame.runtime!;
    const content = await rt.bundledContent();
    const options = rt.startOptions(content, { seed: 5, seats: ["witcher.ciri", "witcher.bear-witcher"], maxRounds: 2 });
    const game = rt.createGame(content, options);
    const agent = rt.agents.greedy(5);
    while (game.pending) game.answer(agent(game.pending, game));
    const file = path.join(mkdtempSync(path.join(tmpdir(), "grimoire-play-")), "ow.json");
    writeFileSync(file, JSON.stringify(saveReplayOf(rt.replay, content, rt.optionsOf(game), game)));
    const fromReplay = await play({ locale: "en", replay: file });
    expect(fromReplay.code).toBe(0);
    expect(fromReplay.out).toEqual(fromSeed.out);
    expect((await play({ locale: "en", replay: file, game: "adventure" })).code).toBe(2);
  });

  it("an unknown game, a seat the content lacks, or the seats named twice is one clear line and exit code 2", async () => {
    const errors: string[] = [];
    const write = process.stderr.write;
    process.stderr.write = ((chunk: string) => errors.push(chunk) > 0) as typeof process.stderr.write;
    try {
      expect((await play({ locale: "en", game: "chess" })).code).toBe(2);
      expect((await play({ locale: "en", game: "oldworld", witchers: "witcher.nobody" })).code).toBe(2);
      expect((await play({ locale: "en", heroes: "hero.geralt,hero.triss", players: "hero.triss,hero.yarpen" })).code).toBe(2);
    } finally {
      process.stderr.write = write;
    }
    expect(errors).toEqual([
      'grimoire play: unknown game "chess": the games are "adventure", "oldworld"\n',
      expect.stringMatching(/^grimoire play: witcher\.nobody: not a witcher of this content; its witchers: witcher\.[^\n]*\n$/),
      "grimoire play: --players, --heroes and --witchers name the same seats: give one of them\n",
    ]);
  });
});
