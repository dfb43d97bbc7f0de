// Interaction fuzzing: every bundled card forced into play early, together
// with cards that open the same windows, in seeded games between random
// agents: no exception, no broken invariant, no runaway loop. Failures found
// earlier are kept in test/fixtures/fuzz/ and replayed here.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { content } from "../../content/generated/index.ts";
import { DEFAULT_FUZZ, fuzzCard, replayFuzzCase, sharingWindows, startFuzzGame, type FuzzCase } from "../../games/adventure/fuzz.ts";

const FIXTURES = "test/fixtures/fuzz";
/** cards that did not come into play within ten 15-round games between random agents: what the fuzzing does not reach yet */
const NEVER_PLAYED: string[] = [];

describe("interaction fuzzing", () => {
  it("every bundled card, forced on top of its pile with up to 3 cards sharing its windows, plays a seeded game without failure", { timeout: 900_000 }, () => {
    const failures: FuzzCase[] = [];
    const neverPlayed: string[] = [];
    for (const card of content.cards) {
      // seeds until the card comes into play, up to ten games
      let played = false;
      for (let k = 0; k < 10 && !played; k++) {
        const r = fuzzCard(content, card, content.cards.indexOf(card) * 10 + k + 1);
        if (r.failure) failures.push(r.failure);
        played = r.played;
      }
      if (!played) neverPlayed.push(card.id);
    }
    // a failure prints as a case to keep in test/fixtures/fuzz/ once fixed
    expect(failures.map((f) => JSON.stringify(f))).toEqual([]);
    expect(neverPlayed).toEqual(NEVER_PLAYED);
  });

  it("the forced cards are the first drawn from their piles", () => {
    const card = content.cards.find((c) => c.kind === "investigation")!;
    const partners = sharingWindows(content, card)
      .slice(0, 2)
      .map((c) => c.id);
    const game = startFuzzGame(content, { card: card.id, partners, options: { seed: 3, heroes: ["hero.geralt", "hero.triss"] } });
    const top = game.state.decks[card.deck].draw[0];
    expect(top.slice(0, top.indexOf("#"))).toBe(card.id);
  });

  it("a game that runs past the step budget is a failure, and its case replays it", () => {
    const tight = { ...DEFAULT_FUZZ, maxSteps: 30 };
    const r = fuzzCard(content, content.cards[0], 1, tight);
    expect(r.failure?.error).toBe("no end after 30 answers: a runaway loop");
    expect(r.failure!.answers).toHaveLength(31);
    const kept = JSON.parse(JSON.stringify(r.failure)) as FuzzCase;
    expect(replayFuzzCase(content, kept, tight)).toBe("no end after 30 answers: a runaway loop");
    // with the ordinary budget the same game ends
    expect(replayFuzzCase(content, kept)).toBeNull();
  });

  it("kept fuzz cases replay without failure", () => {
    const files = readdirSync(FIXTURES).filter((f) => f.endsWith(".json"));
    for (const f of files) {
      const c = JSON.parse(readFileSync(join(FIXTURES, f), "utf8")) as FuzzCase;
      // the Old World's cases are replayed by fuzz-oldworld.test.ts
      if ((c.game ?? "adventure") === "adventure") expect(replayFuzzCase(content, c), f).toBeNull();
    }
  });
});
