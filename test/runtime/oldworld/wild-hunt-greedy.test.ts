// The Wild Hunt team bot (games/oldworld/agents/wild-hunt-greedy.ts) on the bundled
// content: the option it takes on a Wild Hunt exploration or event card, "a
// choice to be made collectively by the group of Players" (Wild Hunt
// Expansion, Phase II), is the one worth most in the final fight: the shields
// the Hunt loses and the strength the witchers gain, as the greedy bot
// measures it; trying the options out leaves the game as it was.
import { describe, expect, it } from "vitest";
import { content } from "../../../content/generated/oldworld.ts";
import type { Decision } from "../../../runtime/core/decision.ts";
import { createOldWorldGame, type OldWorldGame } from "../../../games/oldworld/rules/game.ts";
import { greedyWildHunt } from "../../../games/oldworld/agents/wild-hunt-greedy.ts";

const WOLF = "witcher.wolf-witcher";
const BEAR = "witcher.bear-witcher";

function huntGame(seed = 1): OldWorldGame {
  return createOldWorldGame(content, {
    seed,
    witchers: [WOLF, BEAR],
    expansions: ["wild-hunt"],
    wildHunt: { difficulty: "easy", member: "huntmember.eredin" },
  });
}

/** the shared decision the table is asked for a card's options, as Phase II asks it (read by the first player), its options in `order` */
function together(
  game: OldWorldGame,
  card: string,
  type: "exploration-option" | "event-option" = "exploration-option",
  order: readonly string[] = ["a", "b"],
): Decision {
  const options = order.map((option) => ({ key: option, label: `ow-option-${type}`, args: { card, option } }));
  return { type, who: game.state.order[0], prompt: `ow-prompt-${type}`, args: { card }, options, shared: true };
}

/** the first player's hand, gold and the Hunt's shields, as a test sets them */
function table(game: OldWorldGame, { hand, gold, shields }: { hand: number; gold: number; shields: number }): void {
  const e = game.engine;
  const p = e.player(game.state.order[0]);
  p.deck.push(...p.hand.splice(0));
  p.hand = p.deck.splice(0, hand);
  p.gold = gold;
  e.state.hunt!.shields = shields;
}

describe("Wild Hunt team bot: the options of exploration and event cards", () => {
  it("Wild Hunt Shields: of Red Moon's options it takes the one that costs the Hunt 5 shields (discard 2 cards) over the one that gives it 2 (and 2 gold)", () => {
    const game = huntGame();
    table(game, { hand: 3, gold: 0, shields: 20 });
    expect(greedyWildHunt(together(game, "exploration.red-moon"), game)).toEqual(["a"]);
    // Gates of Frost: a trashed card for 4 shields, over 2 cards drawn and a shield more for the Hunt
    expect(greedyWildHunt(together(game, "exploration.gates-of-frost"), game)).toEqual(["a"]);
    // an event read from the deck is decided alike: Hunter's Omen's 3 shields over 2 gold
    expect(greedyWildHunt(together(game, "event.hunters-omen", "event-option"), game)).toEqual(["a"]);
  });

  it('Phase II, a "Choice (to be made collectively by the group of Players)": offered the clearly worse option first, the team takes the better second one', () => {
    const game = huntGame();
    table(game, { hand: 3, gold: 2, shields: 20 });
    // Red Moon: "wild hunt gains 2 shields; gain 2 gold" offered before "discard 2 cards; wild hunt loses 5 shields"
    expect(greedyWildHunt(together(game, "exploration.red-moon", "exploration-option", ["b", "a"]), game)).toEqual(["a"]);
    // Stolen Child: "no effect" offered before "discard 1 card; wild hunt loses 4 shields"
    expect(greedyWildHunt(together(game, "event.stolen-child", "event-option", ["b", "a"]), game)).toEqual(["a"]);
    // Trapper's Tale: "gain 2 gold" (nothing in the final fight) first, "wild hunt loses 1 shield" second
    expect(greedyWildHunt(together(game, "exploration.trappers-tale"), game)).toEqual(["b"]);
  });

  it("Wild Hunt Shields: at 0 shields a further loss is ignored, so the team takes what helps it (Druids' Circle: a potion, not 3 gold spent for nothing)", () => {
    const game = huntGame();
    table(game, { hand: 3, gold: 3, shields: 10 });
    expect(greedyWildHunt(together(game, "exploration.druids-circle"), game)).toEqual(["a"]);
    game.engine.state.hunt!.shields = 0;
    expect(greedyWildHunt(together(game, "exploration.druids-circle"), game)).toEqual(["b"]);
    // Trapper's Tale at 0 shields: 2 gold rather than a shield the Hunt does not have
    expect(greedyWildHunt(together(game, "exploration.trappers-tale"), game)).toEqual(["a"]);
    game.engine.state.hunt!.shields = 10;
    expect(greedyWildHunt(together(game, "exploration.trappers-tale"), game)).toEqual(["b"]);
  });

  it("Wild Hunt events: reading the next event is worth what the events left in the deck cost the Hunt on average; with only Cold Snap left the team draws instead", () => {
    const game = huntGame();
    table(game, { hand: 3, gold: 0, shields: 20 });
    const h = game.engine.state.hunt!;
    // Elven Ruins: "read the next wild hunt event" or "draw 1 card"
    h.events = [1];
    expect(greedyWildHunt(together(game, "exploration.elven-ruins"), game)).toEqual(["a"]);
    // Cold Snap: "wild hunt gains 2 shields"
    h.events = [3];
    expect(greedyWildHunt(together(game, "exploration.elven-ruins"), game)).toEqual(["b"]);
    // Hunter's Omen (3 shields) and Cold Snap (−2) left, the top unseen: 0.5 shields on average, still more than a card
    h.events = [3, 1];
    expect(greedyWildHunt(together(game, "exploration.elven-ruins"), game)).toEqual(["a"]);
  });

  it("Phase II: the bot answers the card read in a played game legally and deterministically, and trying the options changes nothing in the game", () => {
    const game = huntGame();
    for (let i = 0; i < 2000 && game.pending && game.pending.type !== "exploration-option"; i++) game.answer(greedyWildHunt(game.pending, game));
    const d = game.pending!;
    expect(d).toMatchObject({ type: "exploration-option", shared: true });
    const state = JSON.stringify(game.state);
    const log = game.log.length;
    const answer = greedyWildHunt(d, game);
    expect(d.options.map((o) => o.key)).toContain(answer[0]);
    expect(greedyWildHunt(d, game)).toEqual(answer);
    expect(JSON.stringify(game.state)).toBe(state);
    expect(game.log).toHaveLength(log);
    game.answer(answer);
    expect(game.log.slice(log).find((x) => x.type === "option")).toMatchObject({ card: d.args!.card, option: answer[0], shared: true });
  });
});
