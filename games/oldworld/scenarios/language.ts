// What an Old World scenario can stage and expect (core/scenario.ts): the clauses of `given`, each put into the
// staging situation (rules/stage.ts), the numbers `then` reads off a witcher, the game or the fight in progress
// (rules/fight-view.ts), the cards a witcher holds, and the log's events (rules/log-events.ts).
import type { GivenClause, ScenarioArgs, ScenarioLanguage, ScenarioQuantity } from "../../../core/scenario.ts";
import { extend, ids, list, obj, s, set, type Target } from "../../../core/scenario-writers.ts";
import { defId } from "../rules/catalog.ts";
import type { FightView, FighterView } from "../rules/fight-view.ts";
import type { OldWorldGame } from "../rules/game.ts";
import { oldWorldEventSchemas } from "../rules/log-events.ts";
import type { PlayerState } from "../rules/state.ts";

/** the kinds of card a witcher's deck, hand and discard pile may hold */
const CARDS = "action|fightcard|exploration";

const given: GivenClause[] = [
  { pattern: "seed {n:number}", put: set("seed", "n"), doc: "the setup that fills in what the scenario leaves out" },
  {
    pattern: "die shows {rolls:numbers}",
    put: (t, a) => {
      list(t, "d6").push(...(a.rolls as number[]));
      return "d6";
    },
    doc: "the next six-sided rolls, in order",
  },
  { pattern: "round {n:number}", put: set("round", "n"), doc: "the round the turn is in" },
  { pattern: "turns played {n:number}", put: set("turn", "n"), doc: "turns played before this one" },
  { pattern: "game lasts {n:number} rounds", put: set("maxRounds", "n"), doc: "the round limit" },
  { pattern: "{player:ref:witcher|mage} plays first", put: set("active", "player"), doc: "whose turn starts (the first seat's when not said)" },
  { pattern: "expansions {names:words}", put: extend("expansions", "names"), doc: "the expansions in play (ciri, lost-mount, wild-hunt, …)" },
  { pattern: "expansion {names:words}", put: extend("expansions", "names"), doc: "the expansion in play" },
  { pattern: "mode {names:words}", put: extend("modes", "names"), doc: "an expansion's game mode (monster-weakness)" },
  {
    pattern: "wild hunt {difficulty:easy|normal|hard} against {member:ref:huntmember}",
    put: (t, a) => {
      t.wildHunt = { difficulty: s(a, "difficulty"), member: s(a, "member") };
      return "wildHunt";
    },
    doc: "the Wild Hunt co-op at a difficulty, against a member of the Hunt",
  },
  {
    pattern: "monster {m:ref:monster} at {place:ref:location}",
    put: (t, a) => {
      list(t, "monsters").push({ monster: s(a, "m"), location: s(a, "place") });
      return "monsters";
    },
    doc: "a monster on the map (those the setup placed go back to their piles)",
  },
  { pattern: "lost mount at {place:ref:location}", put: set("lostMount", "place"), doc: "where the Lost Mount miniature stands (Lost Mount)" },
  {
    pattern: "{deck:action|potion|bomb|fight|mutagen} deck top {cards:refs:action|potion|bomb|fightcard|mutagen}",
    put: (t, a) => {
      list(obj(obj(t, "decks"), s(a, "deck")), "top").push(...ids(a, "cards"));
      return `decks.${s(a, "deck")}`;
    },
    doc: "the top cards of a shared deck, top first",
  },
  {
    pattern: "{deck:city|wilds} exploration deck top {cards:refs:exploration}",
    put: (t, a) => {
      list(obj(obj(t, "decks"), s(a, "deck")), "top").push(...ids(a, "cards"));
      return `decks.${s(a, "deck")}`;
    },
    doc: "the top cards of an exploration deck",
  },
  {
    pattern: "level {level:1|2|3} monsters top {cards:refs:monster}",
    put: (t, a) => {
      list(obj(t, "monsterPiles"), s(a, "level")).push(...ids(a, "cards"));
      return `monsterPiles.${s(a, "level")}`;
    },
    doc: "the top monsters of a level's pile",
  },
];

const attribute = (t: Target, a: ScenarioArgs): string => {
  obj(t, "attributes")[s(a, "attribute")] = a.n;
  return `attributes.${s(a, "attribute")}`;
};

const playerGiven: GivenClause[] = [
  { pattern: "at {place:ref:location}", put: set("location", "place"), doc: "where he stands" },
  { pattern: "school {school:ref:school}", put: set("school", "school"), doc: "a mage's school" },
  { pattern: "gold {n:number}", put: set("gold", "n"), doc: "his gold" },
  { pattern: "shield {n:number}", put: set("shield", "n"), doc: "his shield" },
  { pattern: "energy {n:number}", put: set("energy", "n"), doc: "a mage's energy" },
  { pattern: "{attribute:combat|defence|alchemy|specialty} {n:number}", put: attribute, doc: "an attribute's level" },
  {
    pattern: "wisdom {n:number}",
    // Mages: "Mages replace the Defense Attribute with Wisdom"
    put: (t, a) => attribute(t, { attribute: "defence", n: a.n }),
    doc: "a mage's Wisdom (in Defence's place)",
  },
  { pattern: `hand {cards:refs:${CARDS}}`, put: extend("hand", "cards"), doc: "the cards in his hand" },
  { pattern: `deck top {cards:refs:${CARDS}}`, put: extend("deck", "cards"), doc: "the top cards of his deck, top first" },
  { pattern: `discard {cards:refs:${CARDS}}`, put: extend("discard", "cards"), doc: "his discard pile" },
  { pattern: "potions {cards:refs:potion}", put: extend("potions", "cards"), doc: "the potions he holds" },
  { pattern: "bombs {cards:refs:bomb}", put: extend("bombs", "cards"), doc: "the bombs he holds (Monster Trail)" },
  { pattern: "mutagens {cards:refs:mutagen}", put: extend("mutagens", "cards"), doc: "his mutagens (Monster Trail)" },
  {
    pattern: "monster trophies {monsters:refs:monster}",
    put: (t, a) => {
      list(obj(t, "trophies"), "monster").push(...ids(a, "monsters"));
      return "trophies.monster";
    },
    doc: "monsters he has beaten",
  },
];

const player = (game: unknown, id: string | null): PlayerState | undefined =>
  id === null ? undefined : ((game as OldWorldGame).state.players[id] as PlayerState | undefined);
const of = (read: (p: PlayerState) => number) => (game: unknown, id: string | null) => {
  const p = player(game, id);
  return p ? read(p) : null;
};
const fight = (game: unknown): FightView | null => (game as OldWorldGame).fight;
const fighter = (read: (f: FighterView) => number) => (game: unknown, id: string | null) => {
  const f = id === null ? undefined : fight(game)?.fighters[id];
  return f ? read(f) : null;
};

const playerQuantities: ScenarioQuantity[] = [
  { words: "gold", doc: "his gold", read: of((p) => p.gold) },
  { words: "shield", doc: "his shield", read: of((p) => p.shield) },
  { words: "cards in hand", doc: "the cards in his hand", read: of((p) => p.hand.length) },
  { words: "cards in deck", doc: "the cards in his deck", read: of((p) => p.deck.length) },
  { words: "cards in discard", doc: "his discard pile", read: of((p) => p.discard.length) },
  { words: "potions", doc: "the potions he holds", read: of((p) => p.potions.length) },
  { words: "bombs", doc: "the bombs he holds", read: of((p) => p.bombs.length) },
  { words: "monster trophies", doc: "monsters he has beaten", read: of((p) => p.trophies.monster.length) },
  { words: "witcher trophies", doc: "witcher trophies he has won", read: of((p) => p.trophies.witcher.length) },
  { words: "trophies", doc: "every trophy he has", read: of((p) => p.trophies.monster.length + p.trophies.witcher.length + p.trophies.attribute.length) },
  ...(["combat", "defence", "alchemy", "specialty"] as const).map((a) => ({ words: a, doc: `his ${a} level`, read: of((p) => p.attributes[a]) })),
  { words: "energy", doc: "a mage's energy", read: of((p) => p.energy ?? 0) },
  { words: "potions drunk", doc: "potions drunk in the fight in progress", read: fighter((f) => f.potionsDrunk) },
  { words: "damage dealt", doc: "damage he has dealt in the fight in progress", read: fighter((f) => f.dealt) },
  { words: "fight turns", doc: "fight turns he has taken in the fight in progress", read: fighter((f) => f.turns) },
  { words: "protection", doc: "a mage's protection in the fight in progress", read: fighter((f) => f.protection) },
];

const gameQuantities: ScenarioQuantity[] = [
  { words: "round", doc: "the round being played", read: (g) => (g as OldWorldGame).state.round },
  { words: "life pool", doc: "the cards left in the monster's life pool (a fight in progress)", read: (g) => fight(g)?.lifePool ?? null },
  { words: "monster level", doc: "the level of the monster fought", read: (g) => fight(g)?.level ?? null },
  { words: "monster turns", doc: "the monster's turns in the fight in progress", read: (g) => fight(g)?.monsterTurns ?? null },
  { words: "monsters on the map", doc: "the monsters on the map", read: (g) => (g as OldWorldGame).state.monsters.length },
];

function holds(game: unknown, id: string, card: string): boolean {
  const p = player(game, id);
  if (!p) return false;
  return [...p.hand, ...p.deck, ...p.discard, ...p.potions, ...p.bombs, ...p.mutagens].some((c) => defId(c) === card);
}

export const oldWorldScenarios: ScenarioLanguage = {
  player: { word: "witcher", kinds: ["witcher", "mage"], list: "witchers", idField: "witcher", min: 1, max: 5 },
  given,
  playerGiven,
  playerQuantities,
  gameQuantities,
  holdKinds: ["action", "fightcard", "exploration", "potion", "bomb", "mutagen"],
  holds,
  events: Object.fromEntries(Object.entries(oldWorldEventSchemas).map(([type, schema]) => [type, Object.keys(schema.shape)])),
  turnEvent: { type: "turn", player: "player" },
  winners: (game) => {
    const g = game as OldWorldGame;
    if (!g.outcome) return null;
    const w = g.outcome.winner;
    return w === null ? [] : g.state.order.includes(w) ? [w] : [...g.state.order];
  },
};
