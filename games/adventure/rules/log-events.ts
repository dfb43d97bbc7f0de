// Every event the Adventure Game engine writes in its log, by type, with its fields beside the log's own `seq`
// and `type`: the one place they are written down. Conventions: `hero` is the hero the event is about (the
// active one unless said), cards and monster tokens are physical copies ("development.igni#1"), `why` says
// what caused it. test/runtime/log-events.test.ts holds the engine to this list: every event type the rules
// write is here, and every event of seeded games has exactly these fields.
import { z } from "zod";

/** named values: a roll's totals, a battle's outcome, an enemy's stats */
const record = z.record(z.string(), z.unknown());
/** a reason: a word, or a message of the catalogues with its arguments (runtime/core/text.ts, `Why`) */
const why = z.union([z.string(), record]);

/** by event type, the schema of its fields: strict, so that a field the engine adds must be written here too */
export const adventureEventSchemas = {
  action: z.strictObject({ action: z.string(), hero: z.string(), n: z.number() }),
  "action-done": z.strictObject({ action: z.string(), hero: z.string() }),
  "action-foul-fate": z.strictObject({ action: z.string(), hero: z.string() }),
  battle: z.strictObject({ enemy: z.string(), hero: z.string(), stats: record, token: z.union([z.null(), z.string()]) }),
  "battle-add": z.strictObject({ amount: z.number(), hero: z.string(), result: z.string(), source: z.string(), totals: record }),
  "battle-compare": z.strictObject({ have: z.number(), hero: z.string(), need: z.number(), result: z.string(), success: z.boolean() }),
  "battle-end": z.strictObject({ defeated: z.boolean(), enemy: z.string(), hero: z.string(), outcome: record }),
  "battle-roll": z.strictObject({ faces: z.array(z.string()), hero: z.string(), totals: record }),
  "battle-spend": z.strictObject({ amount: z.number(), hero: z.string(), result: z.string(), source: z.string(), totals: record }),
  "battle-totals": z.strictObject({ hero: z.string(), totals: record }),
  "battle-trade": z.strictObject({ hero: z.string(), totals: record }),
  command: z.strictObject({ companion: z.string(), hero: z.string() }),
  "delay-forfeit": z.strictObject({ action: z.number(), hero: z.string() }),
  "delay-ignored": z.strictObject({ hero: z.string(), why }),
  delayed: z.strictObject({ hero: z.string(), why }),
  discard: z.strictObject({ card: z.string(), deck: z.string(), hero: z.string(), why }),
  draw: z.strictObject({ cards: z.array(z.string()), deck: z.string(), hero: z.string(), secret: z.boolean(), why }),
  "draw-additional": z.strictObject({ cards: z.array(z.string()), deck: z.string(), hero: z.string() }),
  "draw-quests": z.strictObject({ cards: z.array(z.string()), deck: z.string(), hero: z.string(), secret: z.boolean() }),
  effect: z.strictObject({ at: z.string(), hero: z.string(), source: z.string(), window: z.string() }),
  encounter: z.strictObject({ hero: z.string(), monster: z.string().optional(), obstacle: z.string(), region: z.string() }),
  exchange: z.strictObject({ colour: z.string(), hero: z.string(), leads: z.number() }),
  "foul-fate": z.strictObject({ hero: z.string(), space: z.string(), why }),
  "foul-fate-overflow": z.strictObject({ hero: z.string(), why }),
  "foul-fate-removed": z.strictObject({ hero: z.string(), space: z.string(), why }),
  "foul-fate-skipped": z.strictObject({ hero: z.string(), space: z.string(), why }),
  "game-ending": z.strictObject({ hero: z.string(), quests: z.number() }),
  "game-over": z.strictObject({ reason: z.string(), standings: z.array(record), winner: z.string() }),
  heal: z.strictObject({ hero: z.string(), severity: z.string(), space: z.string(), why }),
  "ignore-obstacle": z.strictObject({ hero: z.string(), obstacle: z.string(), region: z.string() }),
  keep: z.strictObject({ card: z.string(), facedown: z.boolean().optional(), hero: z.string(), until: z.string().optional() }),
  "keep-quest": z.strictObject({ hero: z.string(), quest: z.string(), supportType: z.string() }),
  look: z.strictObject({ cards: z.array(z.string()), deck: z.string(), hero: z.string(), secret: z.boolean(), why }),
  lose: z.strictObject({ amount: z.number(), colour: z.string().optional(), hero: z.string(), resource: z.string(), why }),
  "main-quest": z.strictObject({ completed: z.number(), hero: z.string(), quest: z.string(), vp: z.number() }),
  marker: z.strictObject({ card: z.string(), hero: z.string(), markers: z.number(), placed: z.number(), why }),
  "marker-refused": z.strictObject({ card: z.string().optional(), hero: z.string(), why }),
  "monster-defeated": z.strictObject({ hero: z.string(), monster: z.string(), token: z.union([z.null(), z.string()]) }),
  move: z.strictObject({ from: z.string(), hero: z.string(), route: z.union([z.null(), z.string()]), to: z.string(), why }),
  "no-action": z.strictObject({ action: z.number(), hero: z.string() }),
  "no-monster": z.strictObject({ hero: z.string(), monsterType: z.string() }),
  "no-route": z.strictObject({ hero: z.string() }),
  "obstacles-ignored": z.strictObject({ hero: z.string(), region: z.string() }),
  "place-foul-fate": z.strictObject({ hero: z.string(), region: z.string(), why }),
  "place-monster": z.strictObject({
    faceup: z.boolean(),
    hero: z.string(),
    monster: z.union([z.null(), z.string()]),
    monsterType: z.string(),
    region: z.string(),
    why,
  }),
  preview: z.strictObject({ hero: z.string(), target: z.string() }),
  "preview-situation": z.strictObject({ hero: z.string(), scenario: z.string() }),
  receive: z.strictObject({ amount: z.number(), colour: z.string().optional(), hero: z.string(), resource: z.string(), why }),
  reroll: z.strictObject({ dice: z.array(z.number()), hero: z.string(), totals: record }),
  reshuffle: z.strictObject({ cards: z.number(), deck: z.string() }),
  resolve: z.strictObject({ card: z.string(), hero: z.string() }),
  reveal: z.strictObject({ cards: z.array(z.string()), deck: z.string(), hero: z.string(), secret: z.boolean(), why }),
  "roll-d6": z.strictObject({ hero: z.string(), value: z.number() }),
  "roll-hero-dice": z.strictObject({ faces: z.array(z.string()), hero: z.string(), success: z.boolean() }),
  setup: z.strictObject({
    bronze: z.number().optional(),
    chart: record.optional(),
    companions: record.optional(),
    decks: record.optional(),
    dice: z.array(z.string()).optional(),
    gold: z.union([z.number(), record]).optional(),
    hero: z.string().optional(),
    heroes: z.array(z.string()).optional(),
    locations: record.optional(),
    name: z.string(),
    obstacles: z.array(z.string()).optional(),
    regions: z.array(z.string()).optional(),
    silver: z.number().optional(),
    space: z.number().optional(),
    step: z.number(),
  }),
  "side-quest": z.strictObject({ hero: z.string(), quest: z.string(), side: z.string(), vp: z.number() }),
  spend: z.strictObject({ amount: z.number(), colour: z.string().optional(), hero: z.string(), resource: z.string(), why }),
  "spend-marker": z.strictObject({ amount: z.number(), card: z.string(), hero: z.string(), markers: z.number() }),
  "support-quest": z.strictObject({ hero: z.string(), owner: z.string(), quest: z.string() }),
  "task-complete": z.strictObject({ card: z.string(), hero: z.string() }),
  trade: z.strictObject({ accepted: z.boolean(), give: z.string(), hero: z.string(), take: z.string(), with: z.string() }),
  turn: z.strictObject({ hero: z.string(), round: z.number(), turn: z.number() }),
  "turn-end": z.strictObject({ hero: z.string(), turn: z.number() }),
  "use-card": z.strictObject({ card: z.string(), hero: z.string(), source: z.string(), window: z.string() }),
  vp: z.strictObject({ delta: z.number(), hero: z.string(), trackSpace: z.number(), vp: z.number(), why }),
  "war-track": z.strictObject({ hero: z.string(), kind: z.string(), monsterType: z.union([z.null(), z.string()]), space: z.number(), why }),
  wound: z.strictObject({ hero: z.string(), severity: z.string(), space: z.string(), why }),
  "wound-flipped": z.strictObject({ hero: z.string(), space: z.string(), why }),
  "wound-overflow": z.strictObject({ hero: z.string(), severity: z.string(), why }),
} as const;

export type AdventureEventType = keyof typeof adventureEventSchemas;
/** by event type, its fields */
export type AdventureEvents = { [K in AdventureEventType]: z.infer<(typeof adventureEventSchemas)[K]> };
/** an event as the log keeps it: its number and type beside its fields */
export type AdventureLogEvent<K extends AdventureEventType = AdventureEventType> = { [T in K]: { seq: number; type: T } & AdventureEvents[T] }[K];
