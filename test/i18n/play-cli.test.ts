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

const base = { seed: "4", heroes: "hero.triss,hero.geralt", rounds: "3", decisions: true, root: ROOT };

async function play(opts: Partial<Parameters<typeof runPlay>[0]> & { locale: string }): Promise<{ code: number; out: string[] }> {
  const out: string[] = [];
  const code = await runPlay({ ...base, ...opts }, (l) => out.push(l));
  return { code, out };
}

describe("grimoire play", () => {
  it("prints the decisions and the log of a seeded game in Romanian", async () => {
    const { code, out } = await play({ locale: "ro" });
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
    const fromSeed = await play({ locale: "en" });
    const fromReplay = await play({ locale: "en", replay: file });
    expect(fromReplay.out).toEqual(fromSeed.out);
    expect(fromReplay.out.length).toBeGreaterThan(50);
  });

  it("an unknown locale is one clear line and exit code 2", async () => {
    const { code } = await play({ locale: "xx" });
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
});
