// games/words.ts lists each game's words alone, which the editor's page loads before the rules: the same games
// as games/registry.ts, in the same order, each with the very words its whole module holds, so a face or a
// catalogue the page formats from the words is the one the CLI and the previews format from the whole game.
import { describe, expect, it } from "vitest";
import { games } from "../../games/registry.ts";
import { gameWords } from "../../games/words.ts";

describe("the games' words (games/words.ts)", () => {
  it("names the registry's games, in its order", () => {
    expect(gameWords.ids()).toEqual(games.ids());
  });

  it.each(games.ids())("holds %s's own meta, message naming, rules text, face and verb table", (id) => {
    const whole = games.get(id);
    const words = gameWords.get(id);
    expect(words.meta).toEqual(whole.meta);
    for (const part of ["messages", "rulesText", "face", "table"] as const) expect(words[part], part).toBe(whole[part]);
  });
});
