// Interaction fuzzing of the Old World: every bundled card forced into play
// early, together with cards that meet it (the same windows, the same deck), in
// seeded two-seat games between random agents at a table that has it in play:
// no exception, no broken invariant, no runaway loop. Failures found earlier are
// kept in test/fixtures/fuzz/ ("game": "oldworld") and replayed here.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { games } from "../../games/registry.ts";
import type { OldWorldContent } from "../../games/oldworld/rules/content.ts";
import { DEFAULT_FUZZ, fuzzGame, replayFuzzGame } from "../../runtime/sim/fuzz.ts";
import {
  fuzzOldWorldCard,
  oldWorldCards,
  oldWorldFuzz,
  replayOldWorldFuzzCase,
  startOldWorldFuzzGame,
  type OldWorldFuzzCase,
} from "../../games/oldworld/fuzz.ts";

const FIXTURES = "test/fixtures/fuzz";
const content = (await games.get("oldworld").runtime!.bundledContent()) as OldWorldContent;
const cards = oldWorldCards(content);
/** seeds a card is given to come into play at each kind of table it is fuzzed at (a Wild Hunt table at one seed of three) */
const GAMES = 20;
/** cards that did not come into play within those 15-round games between random agents, and at which table: what the fuzzing does not reach yet */
const NEVER_PLAYED: string[] = [];

function forced(card: string, seed: number) {
  const { options, partners } = oldWorldFuzz.table(content, card, seed, DEFAULT_FUZZ);
  const game = startOldWorldFuzzGame(content, { card, partners, options });
  return { game, s: game.engine.state, first: game.engine.state.players[game.engine.state.order[0]], options, partners };
}

const copyOf = (item: string | null | undefined) => (item ? item.slice(0, item.indexOf("#") < 0 ? item.length : item.indexOf("#")) : item);

describe("Old World interaction fuzzing", () => {
  it("every bundled card, forced into play with up to 3 cards that meet it, plays a seeded game without failure", { timeout: 900_000 }, () => {
    // every kind of card the Old World's sets bring: action cards, potions, bombs, mutagens, fight cards,
    // exploration and event cards, monsters, large monsters, the Wild Hunt's special attacks
    expect(new Set(cards.map((c) => c.kind))).toEqual(
      new Set(["action", "potion", "bomb", "mutagen", "fight", "exploration", "event", "monster", "large-monster", "special-attack"]),
    );
    const failures: OldWorldFuzzCase[] = [];
    const neverPlayed: string[] = [];
    let hunted = 0;
    cards.forEach((card, i) => {
      // until it has come into play at each kind of table it is fuzzed at: the competitive game, the Wild Hunt mode
      const wanted = new Set<string>();
      for (let k = 0; k < GAMES; k++)
        wanted.add(oldWorldFuzz.table(content, card.id, i * GAMES + k + 1, DEFAULT_FUZZ).options.wildHunt ? "hunt" : "competitive");
      for (let k = 0; k < GAMES && wanted.size > 0; k++) {
        const seed = i * GAMES + k + 1;
        const mode = oldWorldFuzz.table(content, card.id, seed, DEFAULT_FUZZ).options.wildHunt ? "hunt" : "competitive";
        if (!wanted.has(mode)) continue;
        const r = fuzzOldWorldCard(content, card.id, seed);
        if (r.failure) failures.push(r.failure);
        if (r.played) wanted.delete(mode);
        if (r.played && mode === "hunt" && card.set !== "wild-hunt") hunted++;
      }
      for (const mode of wanted) neverPlayed.push(`${card.id} (${mode})`);
    });
    // the cards the Wild Hunt mode plays too came into play there
    expect(hunted).toBeGreaterThan(100);
    // a failure prints as a case to keep in test/fixtures/fuzz/ once fixed
    expect(failures.map((f) => JSON.stringify(f))).toEqual([]);
    expect(neverPlayed).toEqual(NEVER_PLAYED);
  });

  it("an action card starts in the first seat's hand, its partners on top of that seat's deck, every card still in one place", () => {
    const card = cards.find((c) => c.kind === "action" && c.action!.tier === "base" && !c.action!.spell && c.windows.includes("effect"))!;
    const { game, first, partners } = forced(card.id, 3);
    expect(partners.length).toBeGreaterThan(0);
    expect(copyOf(first.hand[0])).toBe(card.id);
    expect(first.deck.slice(0, partners.length).map(copyOf)).toEqual(partners);
    expect(oldWorldFuzz.runtime.invariants(game)).toEqual([]);
  });

  it("a spell is fuzzed in a mage's seat and a witcher's own card in its owner's, with the sets that bring them", () => {
    const spell = cards.find((c) => c.action?.spell && c.action.tier === "base")!;
    const { options: o1 } = forced(spell.id, 1);
    expect(content.witchers.find((w) => w.id === o1.witchers[0])!.mage).toBe(true);
    expect(o1.expansions).toContain("mages");
    const unique = cards.find((c) => c.action?.tier === "unique" && c.action.owner && !c.action.spell)!;
    const { options: o2, first } = forced(unique.id, 2);
    expect(o2.witchers[0]).toBe(unique.action!.owner);
    expect(o2.expansions).toContain("monster-trail");
    expect(copyOf(first.hand[0])).toBe(unique.id);
  });

  it("a fight card is on top of the monster fight deck; a Special Attack fight card is played in the Monster Weakness mode", () => {
    const fight = cards.find((c) => c.kind === "fight" && !c.weakness)!;
    expect(copyOf(forced(fight.id, 4).s.fightDeck[0])).toBe(fight.id);
    const special = cards.find((c) => c.kind === "fight" && c.weakness)!;
    const { s, options } = forced(special.id, 4);
    expect(options.modes).toEqual(["monster-weakness"]);
    expect(copyOf(s.fightDeck[0])).toBe(special.id);
  });

  it("an event card waits as a quest token on each seat's location; a monster stands in its terrain's slot", () => {
    const event = cards.find((c) => c.kind === "event" && c.deck === undefined)!;
    const { s, options } = forced(event.id, 5);
    expect(options.expansions).toContain("adventure-pack");
    expect(s.questTokensOnMap.slice(0, 2)).toEqual(s.order.map((id) => ({ location: s.players[id].location, event: event.number })));
    const monster = cards.find((c) => c.kind === "monster" && c.id === "monster.leshen")!;
    const m = forced(monster.id, 6);
    const slot = m.s.monsters.find((x) => x.monster === monster.id)!;
    expect(slot.terrain).toBe("forest");
    expect(content.locations.find((l) => l.id === slot.location)!.terrain).toBe("forest");
    expect(oldWorldFuzz.runtime.invariants(m.game)).toEqual([]);
  });

  it("a Wild Hunt exploration card leads its stage of the exploration deck, dealt or not; the deck keeps its 4 stage I cards on 3 stage II cards", () => {
    const stageOf = (id: string) => content.explorations.find((x) => x.id === copyOf(id))!.deck;
    for (const [id, at] of [
      ["exploration.burned-mill", 0],
      ["exploration.hollow-hill", 4],
    ] as const)
      for (const seed of [1, 2, 3]) {
        const { s, game } = forced(id, seed);
        const deck = s.hunt!.exploration;
        expect(copyOf(deck[at]), `${id}, seed ${seed}`).toBe(id);
        expect(deck.filter((c) => copyOf(c) === id)).toHaveLength(1);
        expect(deck.map(stageOf)).toEqual(["stage-i", "stage-i", "stage-i", "stage-i", "stage-ii", "stage-ii", "stage-ii"]);
        expect(oldWorldFuzz.runtime.invariants(game)).toEqual([]);
      }
  });

  it("a game that runs past the step budget is a failure, and its case replays it", () => {
    const tight = { ...DEFAULT_FUZZ, maxSteps: 30 };
    const r = fuzzOldWorldCard(content, cards[0].id, 1, tight);
    expect(r.failure?.error).toBe("no end after 30 answers: a runaway loop");
    expect(r.failure!.game).toBe("oldworld");
    expect(r.failure!.answers).toHaveLength(31);
    const kept = JSON.parse(JSON.stringify(r.failure)) as OldWorldFuzzCase;
    expect(replayOldWorldFuzzCase(content, kept, tight)).toBe("no end after 30 answers: a runaway loop");
    // with the ordinary budget the same game ends
    expect(replayOldWorldFuzzCase(content, kept)).toBeNull();
  });

  it("a card forced by copying instead of moving breaks the components: a failure, with the case that replays it", () => {
    // rules that copy a fight card instead of moving it: the first settled check finds it
    const card = cards.find((c) => c.kind === "fight")!;
    const copying: typeof oldWorldFuzz = {
      ...oldWorldFuzz,
      start(c, k) {
        const game = startOldWorldFuzzGame(c, k);
        game.engine.state.fightDeck.unshift(game.engine.state.fightDeck[0]);
        return game;
      },
    };
    const r = fuzzGame(copying, content, card.id, 1);
    expect(r.failure?.error).toMatch(/^invariant broken: .*fightcard\.[a-z0-9-]+#\d+ .*in two places|^invariant broken: .*monster fight cards/);
    expect(replayFuzzGame(copying, content, r.failure!)).toBe(r.failure!.error);
  });

  it("a failure is shrunk: partners that play no part in it are left out of its case", () => {
    // a bug that only one partner brings out: rules that copy a fight card whenever that partner is forced
    const card = cards.find((c) => c.kind === "exploration" && c.deck === "city")!;
    const seed = 7;
    const { partners } = oldWorldFuzz.table(content, card.id, seed, DEFAULT_FUZZ);
    expect(partners).toHaveLength(3);
    const culprit = partners[1];
    const buggy: typeof oldWorldFuzz = {
      ...oldWorldFuzz,
      start(c, k) {
        const game = startOldWorldFuzzGame(c, k);
        if (k.partners.includes(culprit)) game.engine.state.fightDeck.unshift(game.engine.state.fightDeck[0]);
        return game;
      },
    };
    const r = fuzzGame(buggy, content, card.id, seed);
    expect(r.failure?.error).toMatch(/^invariant broken/);
    expect(r.failure!.partners).toEqual([culprit]);
    expect(replayFuzzGame(buggy, content, JSON.parse(JSON.stringify(r.failure)) as OldWorldFuzzCase)).toBe(r.failure!.error);
  });

  it("kept Old World fuzz cases replay without failure", () => {
    const files = readdirSync(FIXTURES).filter((f) => f.endsWith(".json"));
    for (const f of files) {
      const c = JSON.parse(readFileSync(join(FIXTURES, f), "utf8")) as OldWorldFuzzCase;
      if (c.game === "oldworld") expect(replayOldWorldFuzzCase(content, c), f).toBeNull();
    }
  });
});
