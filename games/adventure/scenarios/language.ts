// What an Adventure Game scenario can stage and expect (core/scenario.ts): the clauses of `given`, each put into
// the staging situation (rules/stage.ts), the numbers `then` reads off a hero or the game, the cards a hero holds,
// and the log's events (rules/log-events.ts).
import type { GivenClause, ScenarioArgs, ScenarioLanguage, ScenarioQuantity } from "../../../core/scenario.ts";
import { extend, ids, list, n, obj, s, set, type Target } from "../../../core/scenario-writers.ts";
import type { AdventureGame } from "../rules/game.ts";
import { adventureEventSchemas } from "../rules/log-events.ts";
import { defOf, type HeroState } from "../rules/state.ts";

const deckTop =
  (deck: (a: ScenarioArgs) => string) =>
  (t: Target, a: ScenarioArgs): string => {
    const d = deck(a);
    list(obj(obj(t, "decks"), d), "top").push(...ids(a, "cards"));
    return `decks.${d}`;
  };

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
  {
    pattern: "{die:ref:die} shows {faces:words}",
    put: (t, a) => {
      list(obj(t, "faces"), s(a, "die")).push(...ids(a, "faces"));
      return `faces.${s(a, "die")}`;
    },
    doc: "the next faces that die shows, in order",
  },
  { pattern: "round {n:number}", put: set("round", "n"), doc: "the round the turn is in" },
  { pattern: "turns played {n:number}", put: set("turn", "n"), doc: "turns played before this one" },
  {
    pattern: "epic game",
    put: (t) => {
      t.epic = true;
      return "epic";
    },
    doc: "Epic Adventuring: five quests end the game",
  },
  { pattern: "war track at {n:number}", put: set("warTrack", "n"), doc: "the war track's space" },
  { pattern: "{hero:ref:hero} plays first", put: set("active", "hero"), doc: "whose turn starts (the first hero's when not said)" },
  { pattern: "game lasts {n:number} rounds", put: set("maxRounds", "n"), doc: "the round limit" },
  {
    pattern: "monster {m:ref:monster} in {r:ref:region}",
    put: (t, a) => {
      list(obj(obj(t, "zones"), s(a, "r")), "monsters").push({ token: s(a, "m"), faceup: false });
      return `zones.${s(a, "r")}`;
    },
    doc: "a facedown monster token in a region (the first names the bottom one)",
  },
  {
    pattern: "faceup monster {m:ref:monster} in {r:ref:region}",
    put: (t, a) => {
      list(obj(obj(t, "zones"), s(a, "r")), "monsters").push({ token: s(a, "m"), faceup: true });
      return `zones.${s(a, "r")}`;
    },
    doc: "a faceup monster token in a region",
  },
  {
    pattern: "no monsters in {r:ref:region}",
    put: (t, a) => {
      obj(obj(t, "zones"), s(a, "r")).monsters = [];
      return `zones.${s(a, "r")}`;
    },
    doc: "a region without monster tokens",
  },
  {
    pattern: "foul fate in {r:ref:region}",
    put: (t, a) => {
      obj(obj(t, "zones"), s(a, "r")).foulFate = true;
      return `zones.${s(a, "r")}`;
    },
    doc: "a foul fate token in a region",
  },
  {
    pattern: "{colour:red|blue|purple} investigation deck top {cards:refs:investigation}",
    put: deckTop((a) => `investigation.${s(a, "colour")}`),
    doc: "the top cards of an investigation deck, top first",
  },
  { pattern: "foul fate deck top {cards:refs:foulfate}", put: deckTop(() => "foulfate"), doc: "the top cards of the foul fate deck" },
  { pattern: "good fortune deck top {cards:refs:goodfortune}", put: deckTop(() => "goodfortune"), doc: "the top cards of the good fortune deck" },
  {
    pattern: "{type:combat|diplomacy|magic} quest deck top {cards:refs:quest}",
    put: deckTop((a) => `quest.${s(a, "type")}`),
    doc: "the top cards of a quest deck",
  },
  {
    pattern: "{type:bronze|silver|gold} monsters top {cards:refs:monster}",
    put: (t, a) => {
      list(obj(t, "monsters"), s(a, "type")).push(...ids(a, "cards"));
      return `monsters.${s(a, "type")}`;
    },
    doc: "the top tokens of a monster stack, top first",
  },
];

const leads = (field: "leads" | "proof") => (t: Target, a: ScenarioArgs) => {
  obj(t, field)[s(a, "colour")] = n(a, "n");
  return `${field}.${s(a, "colour")}`;
};

const playerGiven: GivenClause[] = [
  { pattern: "at {place:ref:location}", put: set("location", "place"), doc: "where he stands" },
  { pattern: "gold {n:number}", put: set("gold", "n"), doc: "his gold" },
  { pattern: "vp {n:number}", put: set("vp", "n"), doc: "his victory points" },
  { pattern: "{n:number} {colour:red|blue|purple} leads", put: leads("leads"), doc: "his leads of a colour" },
  { pattern: "{n:number} {colour:red|blue|purple} lead", put: leads("leads"), doc: "his leads of a colour" },
  { pattern: "{n:number} {colour:red|blue|purple} proof", put: leads("proof"), doc: "his proof of a colour" },
  { pattern: "development {cards:refs:development}", put: extend("development", "cards"), doc: "his faceup development cards" },
  { pattern: "good fortune {cards:refs:goodfortune}", put: extend("goodFortune", "cards"), doc: "his facedown good fortune cards" },
  { pattern: "keeps {cards:refs:investigation|foulfate}", put: extend("kept", "cards"), doc: "investigation and foul fate cards he keeps faceup" },
  { pattern: "companions {cards:refs:companion}", put: extend("companions", "cards"), doc: "his companions" },
  { pattern: "companion {cards:refs:companion}", put: extend("companions", "cards"), doc: "his companion" },
  { pattern: "quest {q:ref:quest}", put: set("quest", "q"), doc: "his main quest card" },
  {
    pattern: "no quest",
    put: (t) => {
      t.quest = null;
      return "quest";
    },
    doc: "no main quest card",
  },
  { pattern: "completed quests {cards:refs:quest}", put: extend("completedQuests", "cards"), doc: "the quests he has completed" },
  {
    pattern: "delayed",
    put: (t) => {
      t.delayed = true;
      return "delayed";
    },
    doc: "he is delayed",
  },
  {
    pattern: "{severity:minor|severe} wound on {space:word}",
    put: (t, a) => {
      obj(t, "wounds")[s(a, "space")] = s(a, "severity");
      return `wounds.${s(a, "space")}`;
    },
    doc: "a wound token on an action space or armour",
  },
  {
    pattern: "foul fate on {space:word}",
    put: (t, a) => {
      list(t, "foulFate").push(s(a, "space"));
      return "foulFate";
    },
    doc: "a foul fate token beside an action space",
  },
];

const hero = (game: unknown, id: string | null): HeroState | undefined =>
  id === null ? undefined : ((game as AdventureGame).state.heroes[id] as HeroState | undefined);
const of = (read: (h: HeroState) => number) => (game: unknown, id: string | null) => {
  const h = hero(game, id);
  return h ? read(h) : null;
};

const playerQuantities: ScenarioQuantity[] = [
  { words: "gold", doc: "his gold", read: of((h) => h.gold) },
  { words: "vp", doc: "his victory points", read: of((h) => h.vp) },
  ...(["red", "blue", "purple"] as const).flatMap((c): ScenarioQuantity[] => [
    { words: `${c} leads`, doc: `his ${c} leads`, read: of((h) => h.leads[c]) },
    { words: `${c} proof`, doc: `his ${c} proof`, read: of((h) => h.proof[c]) },
  ]),
  { words: "leads", doc: "his leads of every colour", read: of((h) => h.leads.red + h.leads.blue + h.leads.purple) },
  { words: "wounds", doc: "his wound tokens", read: of((h) => Object.keys(h.wounds).length) },
  { words: "severe wounds", doc: "his severe wounds", read: of((h) => Object.values(h.wounds).filter((w) => w === "severe").length) },
  { words: "foul fate tokens", doc: "foul fate tokens beside his actions", read: of((h) => h.foulFate.length) },
  { words: "development cards", doc: "his faceup development cards", read: of((h) => h.development.length) },
  { words: "good fortune cards", doc: "his good fortune cards", read: of((h) => h.goodFortune.length) },
  { words: "kept cards", doc: "investigation and foul fate cards he keeps", read: of((h) => h.kept.length) },
  { words: "companions", doc: "his companions", read: of((h) => h.companions.length) },
  { words: "completed quests", doc: "quests he completed", read: of((h) => h.completedQuests.length) },
];

const gameQuantities: ScenarioQuantity[] = [
  { words: "round", doc: "the round being played", read: (g) => (g as AdventureGame).state.round },
  { words: "war track", doc: "the war track's space", read: (g) => (g as AdventureGame).state.warTrack },
];

function holds(game: unknown, id: string, card: string): boolean {
  const h = hero(game, id);
  if (!h) return false;
  const all = [...h.development.map((d) => d.card), ...h.goodFortune, ...h.kept.map((k) => k.card), ...h.companions, ...h.completedQuests];
  if (h.quest) all.push(h.quest.card);
  return all.some((c) => defOf(c) === card);
}

export const adventureScenarios: ScenarioLanguage = {
  player: { word: "hero", kinds: ["hero"], list: "heroes", idField: "hero", min: 2, max: 4 },
  given,
  playerGiven,
  playerQuantities,
  gameQuantities,
  holdKinds: ["development", "goodfortune", "investigation", "foulfate", "companion", "quest"],
  holds,
  events: Object.fromEntries(Object.entries(adventureEventSchemas).map(([type, schema]) => [type, Object.keys(schema.shape)])),
  turnEvent: { type: "turn", player: "hero" },
  winners: (game) => {
    const o = (game as AdventureGame).outcome;
    return o ? (o.winner ? [o.winner] : []) : null;
  },
};
