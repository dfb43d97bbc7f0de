// The Old World's state (state.ts, wild-hunt/state.ts) as the rules kernel holds it (runtime/kernel/state.ts):
// its shape, declared once, from which the kernel makes the copy a snapshot is. Cards stay named by their
// physical copies ("action.aard#3") and players by their ids for now; the fields are listed in the order the
// setup makes them, so that a copy reads, field for field and as JSON, as the state it was copied from.
import { stateSchema, type StateOf } from "../../../runtime/kernel/state.ts";

const trophies = { monster: "texts", witcher: "texts", attribute: "texts" } as const;
const attributes = { combat: "int", defence: "int", alchemy: "int", specialty: "int" } as const;

const player = {
  id: "text",
  school: "text",
  location: "text",
  deck: "texts",
  hand: "texts",
  discard: "texts",
  trashed: "texts",
  gold: "int",
  attributes,
  shield: "int",
  potions: "texts",
  bombs: "texts",
  mutagens: "texts",
  trophies,
  witcherTrophiesLeft: "int",
  trailTokens: "texts",
  trophyTrack: "int",
  quests: { each: { location: "text", event: "int", card: "text" } },
  heldEvents: "ints",
  /** a mage's energy (Mages); a witcher has none */
  energy: { maybe: "int" },
} as const;

const hunt = {
  member: "text",
  difficulty: "text",
  location: "text",
  shields: "int",
  cardLossCarried: "int",
  lastRound: "int",
  hounds: { each: { id: "text", level: "int", location: "text", fought: "bool" } },
  houndSupply: { byKey: "int" },
  houndTokens: { byKey: "texts" },
  exploration: "texts",
  explored: "texts",
  quests: { each: { card: "text", location: "text" } },
  events: "ints",
  movementPool: "texts",
  life: "texts",
  aside: "texts",
  specialDiscard: "texts",
  knockedOut: "texts",
  result: "text?",
} as const;

const weaknessToken = { terrain: "text", number: "int" } as const;
const weakness = {
  pool: { byKey: "ints" },
  onMap: { each: { ...weaknessToken, location: "text" } },
  held: { byKey: { each: weaknessToken } },
  aside: "texts",
  boxed: "texts",
} as const;

/**
 * A fight's modifier (effect-api.ts FightModifier): its kind and the fields that kind has, in the order the
 * content writes them (its keys sorted; `by` added by the player's card that sets it), so that a fight copied
 * in a snapshot reads as the fight itself.
 */
const fightModifier = {
  amount: { maybe: "int" },
  attribute: { maybe: "text" },
  colour: { maybe: "text" },
  kind: "text",
  lifeAtMost: { maybe: "int" },
  by: { maybe: "text" },
} as const;

/** the fight in progress (fight-state.ts), present only while one is fought */
const fight = {
  kind: "text",
  witchers: "texts",
  monster: "text?",
  level: "int",
  life: "texts",
  modifiers: { each: fightModifier },
  lowered: { byKey: { byKey: "int" } },
  turns: { byKey: "int" },
  monsterTurns: "int",
  potionsDrunk: { byKey: "int" },
  bombsUsed: { byKey: "int" },
  comboDamage: "int",
  shieldGained: "int",
  dealt: { byKey: "int" },
  protection: { byKey: "int" },
  acting: "text?",
  drawBonus: { byKey: "int" },
  passiveNeglected: "bool",
} as const;

export const oldWorldShape = {
  seed: "int",
  order: "texts",
  expansions: "texts",
  active: "text",
  turn: "int",
  round: "int",
  players: { byKey: player },
  actionDeck: "texts",
  pool: { list: "text?" },
  potionDeck: "texts",
  potionDiscard: "texts",
  bombDeck: "texts",
  bombDiscard: "texts",
  mutagenDeck: "texts",
  fightDeck: "texts",
  fightDiscard: "texts",
  monsterPiles: { byKey: "texts" },
  monsters: { each: { monster: "text", location: "text", terrain: "text" } },
  locationTokens: { byKey: "texts" },
  exploration: { city: "texts", wilds: "texts" },
  explorationDiscard: { city: "texts", wilds: "texts" },
  events: "ints",
  questTokens: "int",
  questTokensOnMap: { each: { location: "text", event: "int" } },
  attributeTrophies: attributes,
  lostMount: "text?",
  lostMountInPlay: "bool",
  hunt: { maybe: hunt },
  weakness: { maybe: weakness },
  winner: "text?",
  over: "bool",
  phase3Limit: "int?",
  copies: "ints",
  used: "texts",
  shown: "texts",
  seen: { byKey: "texts" },
  // Mages, some but not all players mages: the spell deck and its pool, made by the setup after the rest
  mageDeck: { maybe: "texts" },
  magePool: { maybe: { list: "text?" } },
  poolDiscard: { maybe: "texts" },
  // a fight in progress and the combo it resolves (fight-state.ts), present only while they are under way
  fight: { maybe: fight },
  combo: { maybe: { cards: "texts", at: "int", owner: "text" } },
  // the card being read and the follow-up events it queued (events.ts), there only while one is read
  eventChain: { maybe: { queue: "ints", read: "ints" } },
} as const;

export const oldWorldSchema = stateSchema(oldWorldShape);
export type OldWorldShape = typeof oldWorldShape;
export type KernelOldWorldState = StateOf<OldWorldShape>;
