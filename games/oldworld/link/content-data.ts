// IR → OldWorldContent: the one mapping from checked Old World entities to the
// fields games/oldworld/rules plays. The interpreter and the emitter both call it;
// they differ only in the HandlerFactory (closures walking the IR, or
// references to emitted functions). Parts of the IR that are data on the
// printed card (a fight card's halves, Elder Blood's symbols by level, the
// Lost Mount die table, the setup card) become fields here, not handlers.

import type { Amount, Effect, EntityIR, Hook, PropValue, SetIR } from "../../../core/ir.ts";
import type {
  ActionCardDef,
  Attribute,
  BombDef,
  LargeMonsterDef,
  AttributeLevels,
  CardColour,
  EventCardDef,
  Expansion,
  ExpansionDef,
  ExplorationCardDef,
  ExplorationDeck,
  ExplorationOption,
  FightCardDef,
  FightHalf,
  Handler,
  HookDef,
  LevelAmount,
  LocationDef,
  LostMountDef,
  MonsterDef,
  MutagenDef,
  OldWorldContent,
  OldWorldTables,
  PotionDef,
  Predicate,
  SchoolDef,
  Symbols,
  Terrain,
  WitcherDef,
  WildHuntDef,
} from "../rules/content.ts";
import { oldworld } from "../vocabulary.ts";
import type { HandlerFactory as GameHandlerFactory } from "../../../core/handler-factory.ts";
import { linkEntity, linkHook } from "../../../compiler/link/entity.ts";
import { LinkError, numberOf, Props, record } from "../../../compiler/link/props.ts";
import { wildHuntTables } from "./wild-hunt.ts";

/** Makes the executable parts. `name` is unique within the program and stable across builds. */
export type HandlerFactory = GameHandlerFactory<Handler, Predicate>;

/** One set's share of the content module: its lists, and the setup card, Lost Mount card and Wild Hunt mode card when the set has them. */
export type SetContent = Omit<OldWorldContent, "game" | "sets" | "tables" | "wildHunt"> & {
  tables: OldWorldTables | null;
  wildHunt: WildHuntDef | null;
};

/** The list-valued keys of SetContent, in the order the content module lists them. */
export const OW_LIST_KEYS = [
  "locations",
  "adjacency",
  "schools",
  "witchers",
  "actions",
  "potions",
  "monsters",
  "fightCards",
  "explorations",
  "events",
  "expansions",
  "bombs",
  "mutagens",
  "largeMonsters",
] as const;

const TERRAINS = new Set(["forest", "water", "mountain"]);
const EXPANSIONS = new Set<string>(Object.keys(oldworld.enums.expansion));
const COLOURS = new Set(["blue", "red", "green", "yellow", "purple", "gray"]);
const ATTRIBUTE_NAMES = new Set(["combat", "defence", "alchemy", "specialty"]);
const NO_SYMBOLS: Symbols = { damage: 0, shield: 0, draw: 0 };

/** The lists of a set's share, empty; they are concatenated in program order. */
function emptyLists(): Pick<SetContent, (typeof OW_LIST_KEYS)[number]> {
  return {
    locations: [],
    adjacency: [],
    schools: [],
    witchers: [],
    actions: [],
    potions: [],
    monsters: [],
    fightCards: [],
    explorations: [],
    events: [],
    expansions: [],
    bombs: [],
    mutagens: [],
    largeMonsters: [],
  };
}

function steps(effect: Effect): Effect[] {
  return effect.kind === "seq" ? effect.steps.flatMap(steps) : [effect];
}

function symbolsOf(e: EntityIR, key: string, list: PropValue[]): Symbols {
  const out: Symbols = { ...NO_SYMBOLS };
  for (const v of list) {
    const o = record(e, key, v);
    const symbol = Props.text(e, key, o.symbol ?? "");
    if (symbol !== "damage" && symbol !== "shield" && symbol !== "draw" && symbol !== "energy" && symbol !== "protection")
      throw new LinkError(e, `"${symbol}" is not a card symbol`);
    // the Mages icons are written only when a card has them, so a witcher's card keeps its three numbers
    out[symbol] = (out[symbol] ?? 0) + numberOf(e, key, o.amount);
  }
  return out;
}

function terrainOf(e: EntityIR, p: Props, key: string): Terrain | null {
  const t = p.string(key, "any");
  if (t === "any") return null;
  if (!TERRAINS.has(t)) throw new LinkError(e, `a ${e.kind}'s terrain is forest, water or mountain, not "${t}"`);
  return t as Terrain;
}

function colourOf(e: EntityIR, c: string): CardColour {
  if (!COLOURS.has(c)) throw new LinkError(e, `"${c}" is not a card colour the runtime plays (an extension of any colour is Elder Blood's, not a card's)`);
  return c as CardColour;
}

/** A fight card's number: a constant, the monster level plus a constant, or an attribute of the witcher. */
function levelAmount(e: EntityIR, a: PropValue | Amount | unknown): LevelAmount {
  if (typeof a === "number") return { base: a, perLevel: 0 };
  const am = a as Amount;
  if (am && typeof am === "object" && am.kind === "sum") {
    let base = 0;
    let perLevel = 0;
    let attribute: Attribute | undefined;
    for (const t of am.terms) {
      if (t.kind === "const") base += t.value;
      else if (t.kind === "query" && t.query === "monsterLevel") perLevel += 1;
      else if (t.kind === "query" && t.query === "attribute" && typeof t.args.attribute === "string" && ATTRIBUTE_NAMES.has(t.args.attribute))
        attribute = t.args.attribute as Attribute;
      else throw new LinkError(e, "a fight card's number is a constant, `monster level` plus or minus a constant, or an attribute");
    }
    if (attribute !== undefined) {
      if (base !== 0 || perLevel !== 0) throw new LinkError(e, "a fight card's number equal to an attribute takes nothing added");
      return { base: 0, perLevel: 0, attribute };
    }
    return { base, perLevel };
  }
  throw new LinkError(e, "a fight card's number is a constant, `monster level` plus or minus a constant, or an attribute");
}

class Linker {
  constructor(private readonly f: HandlerFactory) {}

  private base(e: EntityIR, skip: (h: Hook) => boolean = () => false) {
    return {
      ...linkEntity(e, (h, i) => this.hook(e, h, i), skip),
      ...(new Props(e).boolean("original", false) ? { original: true } : {}),
    };
  }

  private hook(e: EntityIR, h: Hook, i: number): HookDef {
    return {
      ...linkHook(this.f, e, h, i),
      // a numbered window (`special attack 2:`, `weakness 5:`)
      ...(typeof h.windowArgs?.number === "number" ? { number: h.windowArgs.number } : {}),
      ...(h.effect.kind === "if" && h.effect.else === null && h.effect.cond.kind === "query" && h.effect.cond.query === "firstFightTurn"
        ? { firstFightTurnOnly: true as const }
        : {}),
    };
  }

  private options(e: EntityIR, hooks: Hook[]): ExplorationOption[] {
    return hooks.map((h, i) => {
      const name = `${e.id}/option/${i}`;
      return { id: String.fromCharCode(97 + i), can: this.f.predicate(h.effect, `${name}/can`, h.at), run: this.f.handler(h.effect, name, h.at) };
    });
  }

  location(e: EntityIR, schoolAt: Map<string, string>): LocationDef {
    const p = new Props(e);
    const explore = p.string("explore", "wilds");
    return {
      ...this.base(e),
      number: p.number("number"),
      terrain: terrainOf(e, p, "terrain"),
      explore: (explore === "city" ? "city" : "wilds") as ExplorationDeck,
      school: schoolAt.get(e.id) ?? null,
    };
  }

  school(e: EntityIR): SchoolDef {
    return { ...this.base(e), location: new Props(e).string("location") };
  }

  witcher(e: EntityIR): WitcherDef {
    const p = new Props(e);
    const mage = e.kind === "mage";
    const attributes: AttributeLevels = { combat: 1, defence: 1, alchemy: 1, specialty: 1 };
    for (const v of p.list("attributes")) {
      const o = record(e, "attributes", v);
      const written = Props.text(e, "attributes", o.attribute ?? "");
      // Mages, "Training Wisdom": a mage's Wisdom is where a witcher's Defence is, and every rule about Defence reads it
      const a = mage && written === "wisdom" ? "defence" : written;
      if (!ATTRIBUTE_NAMES.has(a) || (mage && written === "defence") || (!mage && written === "wisdom"))
        throw new LinkError(e, mage ? `a mage has combat, wisdom, alchemy and specialty, not "${written}"` : `a witcher has no attribute "${written}"`);
      attributes[a as Attribute] = numberOf(e, "attributes", o.value);
    }
    const startingDeck: string[] = [];
    for (const v of p.list("deck")) {
      const o = record(e, "deck", v);
      const card = Props.text(e, "deck", o.card ?? "");
      for (let i = 0; i < numberOf(e, "deck", o.copies); i++) startingDeck.push(card);
    }
    const elder = e.hooks.find(isElderBlood);
    return {
      ...this.base(e, isElderBlood),
      // a mage claims a school at setup (Mages, "Game Setup")
      school: mage ? "" : p.string("school"),
      attributes,
      startingDeck,
      ...(elder ? { elderBlood: elderBloodSymbols(e, elder) } : {}),
      ...(mage ? { mage: true as const } : {}),
    };
  }

  action(e: EntityIR, owners: Map<string, string>): ActionCardDef {
    const p = new Props(e);
    const tiers = ["starting", "advanced", "unique", "special"];
    const colour = p.string("colour", "gray");
    const extension = p.stringOrNull("extension");
    const terrain = p.string("terrain", "none");
    const owner = owners.get(e.id);
    return {
      ...this.base(e),
      colour: colourOf(e, colour),
      cost: p.number("cost", 0),
      terrain: terrain === "none" ? null : terrain === "wild" ? "wild" : terrainOf(e, p, "terrain"),
      tier: p.string("tier", e.tags.find((t) => tiers.includes(t)) ?? "base"),
      copies: p.number("copies", 1),
      symbols: symbolsOf(e, "symbols", p.list("symbols")),
      extension:
        extension === null
          ? null
          : { colour: extension === "any" ? "any" : colourOf(e, extension), symbols: symbolsOf(e, "extensionSymbols", p.list("extensionSymbols")) },
      ...(owner !== undefined ? { owner } : {}),
      ...(p.string("payment", "") === "trash" ? { trashCost: true } : {}),
      ...(p.has("spell") ? { spell: true as const } : {}),
    };
  }

  bomb(e: EntityIR): BombDef {
    const p = new Props(e);
    return { ...this.base(e), copies: p.number("copies", 1), ...(p.has("weaknessOnly") ? { weaknessOnly: true } : {}) };
  }

  mutagen(e: EntityIR): MutagenDef {
    return { ...this.base(e), copies: new Props(e).number("copies", 1) };
  }

  potion(e: EntityIR): PotionDef {
    return { ...this.base(e), copies: new Props(e).number("copies", 1) };
  }

  monster(e: EntityIR): MonsterDef {
    const p = new Props(e);
    const terrain = terrainOf(e, p, "terrain");
    if (terrain === null) throw new LinkError(e, "a monster needs a terrain (`terrain forest`, `water` or `mountain`): it appears in that terrain's slot");
    return { ...this.base(e), level: p.number("level"), life: p.number("life"), terrain, gold: p.number("gold", 2) };
  }

  largeMonster(e: EntityIR): LargeMonsterDef {
    return { ...this.base(e), monster: new Props(e).string("monster") };
  }

  fightCard(e: EntityIR): FightCardDef {
    const p = new Props(e);
    // a Special Monster Fight card has no Charge or Bite half: the fought monster's special attack stands for both
    if (p.has("specialAttack")) return { ...this.base(e, () => true), charge: {}, bite: {}, specialAttack: p.number("specialAttack") };
    const half = (window: "charge" | "bite"): FightHalf => {
      const hook = e.hooks.find((h) => h.window === window);
      if (!hook) throw new LinkError(e, `a fight card needs its \`${window}:\` half`);
      const out: FightHalf = {};
      for (const s of steps(hook.effect)) {
        if (s.kind !== "verb")
          throw new LinkError(e, `a fight card's ${window} is a list of its symbols (damage, discard, trash, lower an attribute), not a ${s.kind}`);
        if (s.verb === "suffer-damage") out.damage = levelAmount(e, s.args.amount);
        else if (s.verb === "discard-cards") out.discardHand = levelAmount(e, s.args.amount);
        else if (s.verb === "trash-cards") out.trash = levelAmount(e, s.args.amount).base;
        else if (s.verb === "lower-attribute" && typeof s.args.attribute === "string" && ATTRIBUTE_NAMES.has(s.args.attribute))
          out.lowerAttribute = s.args.attribute as Attribute;
        else
          throw new LinkError(
            e,
            `\`${s.verb}\` cannot be a fight card's symbol; they are \`suffer N damage\`, \`discard N cards\`, \`trash 1 card\` and \`lower your <attribute> by 1\``,
          );
      }
      return out;
    };
    return { ...this.base(e, () => true), charge: half("charge"), bite: half("bite") };
  }

  exploration(e: EntityIR, expansion: Expansion | null): ExplorationCardDef {
    const p = new Props(e);
    const options = e.hooks.filter((h) => h.window === "option");
    const deck = p.string("deck");
    const quest = this.huntQuest(e, p);
    return {
      ...this.base(e, (h) => h.window === "option" || h.window === "quest"),
      deck: (["city", "stage-i", "stage-ii"].includes(deck) ? deck : "wilds") as ExplorationCardDef["deck"],
      copies: p.number("copies", 1),
      options: this.options(e, options),
      ...(expansion ? { expansion } : {}),
      ...(quest ? { huntQuest: quest } : {}),
    };
  }

  /** a Wild Hunt quest: its terrain and its `quest:` effect, which also says whether a witcher can complete it */
  private huntQuest(e: EntityIR, p: Props): ExplorationCardDef["huntQuest"] {
    const hook = e.hooks.find((h) => h.window === "quest");
    const terrain = p.stringOrNull("huntQuest");
    if (!hook && terrain === null) return undefined;
    if (!hook) throw new LinkError(e, "a quest card needs its `quest:` effect: what a witcher at the quest's location does to complete it");
    if (terrain === null) throw new LinkError(e, "a `quest:` effect needs `a quest at a forest location` (or water, mountain): where the quest token goes");
    if (!TERRAINS.has(terrain)) throw new LinkError(e, `a quest's location token is drawn from the forest, water or mountain pile, not "${terrain}"`);
    if (!e.hooks.every((h) => h.window === "quest" || h.window === "option") || !["stage-i", "stage-ii"].includes(p.string("deck")))
      throw new LinkError(e, "only a Wild Hunt exploration card (`: stage i` or `: stage ii`) can be a quest");
    const name = `${e.id}/quest`;
    return { terrain: terrain as Terrain, can: this.f.predicate(hook.effect, `${name}/can`, hook.at), run: this.f.handler(hook.effect, name, hook.at) };
  }

  event(e: EntityIR, expansion: Expansion | null): EventCardDef {
    // an event with one `effect:` and no options is an event with one option
    const p = new Props(e);
    const options = e.hooks.filter((h) => h.window === "option" || h.window === "effect");
    return {
      ...this.base(e, () => true),
      number: p.number("number"),
      options: this.options(e, options),
      ...(p.has("location") ? { location: p.string("location") } : {}),
      ...(expansion ? { expansion } : {}),
    };
  }

  expansion(e: EntityIR): ExpansionDef {
    const expansion = e.id.slice("expansion.".length);
    if (!EXPANSIONS.has(expansion)) throw new LinkError(e, `"${expansion}" is not an Old World expansion; the expansions are ${[...EXPANSIONS].join(", ")}`);
    return {
      ...this.base(e),
      expansion: expansion as Expansion,
      questTokens: new Props(e).number("questTokens", 0),
      ...(new Props(e).has("weaknessTokens") ? { weaknessTokens: new Props(e).number("weaknessTokens") } : {}),
    };
  }

  lostMount(e: EntityIR): LostMountDef {
    const reach = e.hooks.find((h) => h.window === "reach-lost-mount");
    const roll = reach ? steps(reach.effect).find((s) => s.kind === "roll") : undefined;
    if (!roll || roll.kind !== "roll") throw new LinkError(e, "the Lost Mount card needs `when the player reaches the lost mount miniature: roll a die { … }`");
    const table = roll.cases.map((c) => {
      if (c.when.kind !== "range") throw new LinkError(e, "the Lost Mount's die table is by number");
      let draw = 0;
      for (const s of steps(c.effect)) {
        if (s.kind === "verb" && s.verb === "draw-cards" && typeof s.args.amount === "number") draw += s.args.amount;
        else throw new LinkError(e, "a row of the Lost Mount's table draws cards or has no effect");
      }
      return { from: c.when.from, to: c.when.to, draw };
    });
    return { ...this.base(e, () => true), table };
  }

  tables(e: EntityIR): OldWorldTables {
    const p = new Props(e);
    const start: Record<string, { hand: number; gold: number }[]> = {};
    for (const v of p.list("seats")) {
      const o = record(e, "seats", v);
      const players = String(numberOf(e, "seats", o.players));
      const seat = numberOf(e, "seats", o.seat);
      const row = (start[players] ??= []);
      if (seat !== row.length + 1) throw new LinkError(e, `seat ${seat} of ${players} players comes out of order: list seats 1, 2, … in turn`);
      row.push({ hand: numberOf(e, "seats", o.hand), gold: numberOf(e, "seats", o.gold) });
    }
    const raiseFrom = p.number("raiseAttributeFrom", 0);
    const counts = Object.keys(start).map(Number);
    const phase3 = record(e, "phase3Hand", p.raw("phase3Hand") ?? { normal: 3, knockedOut: 2 });
    const slots = record(e, "poolSlots", p.raw("poolSlots") ?? { left: 1, right: 1 });
    const left = numberOf(e, "poolSlots", slots.left);
    const right = numberOf(e, "poolSlots", slots.right);
    const levels = record(e, "monsterLevels", p.raw("monsterLevels") ?? { startLevel: 1, maxLevel: 3 });
    const ints = (key: string) =>
      p
        .list(key)
        .flat()
        .map((x) => numberOf(e, key, x as PropValue));
    return {
      start,
      raiseOneAttributeAt: raiseFrom > 0 ? counts.filter((n) => n >= raiseFrom).sort((a, b) => a - b) : [],
      phase3Hand: { normal: numberOf(e, "phase3Hand", phase3.normal), knockedOut: numberOf(e, "phase3Hand", phase3.knockedOut) },
      fightHandLimit: p.number("fightHandLimit", 7),
      poolSlotModifiers: [left, left, 0, 0, 0, -right],
      maxPotions: p.number("maxPotions", 4),
      trophiesToWin: p.number("trophiesToWin", 4),
      fatigue: ints("fatigue"),
      reputation: ints("reputation"),
      attributeTrophies: p.number("attributeTrophies", 1),
      trainingCost: ints("trainingCost"),
      duelTurns: p.number("duelTurns", 3),
      soloChargeUpTo: p.number("soloChargeUpTo", 3),
      startLevel: numberOf(e, "monsterLevels", levels.startLevel),
      maxLevel: numberOf(e, "monsterLevels", levels.maxLevel),
    };
  }

  set(s: SetIR): SetContent {
    const out: SetContent = { ...emptyLists(), tables: null, lostMount: null, wildHunt: null };
    const hunt: { card: EntityIR | null; members: WildHuntDef["members"]; attacks: WildHuntDef["specialAttacks"]; events: EventCardDef[] } = {
      card: null,
      members: [],
      attacks: [],
      events: [],
    };
    const own = s.entities.filter((e) => e.game === "oldworld");
    // the set's cards come with its expansion (the Adventure Pack's exploration and event cards)
    const declared = own.filter((e) => e.kind === "expansion");
    if (declared.length > 1) throw new LinkError(declared[1], "a set declares at most one expansion");
    const expansion = declared.length ? this.expansion(declared[0]) : null;
    if (expansion) out.expansions.push(expansion);
    const schoolAt = new Map<string, string>();
    const owners = new Map<string, string>();
    for (const e of own) {
      const p = new Props(e);
      if (e.kind === "school") schoolAt.set(p.string("location"), e.id);
      if ((e.kind === "witcher" || e.kind === "mage") && p.has("unique")) owners.set(p.string("unique"), e.id);
      // a unique card of another set's witcher names its owner itself (Monster Trail's cards of the base-game witchers)
      if (e.kind === "action" && p.has("owner")) owners.set(e.id, p.string("owner"));
    }
    for (const e of own) {
      switch (e.kind) {
        case "location":
          out.locations.push(this.location(e, schoolAt));
          break;
        case "map":
          for (const v of new Props(e).list("paths")) {
            const o = record(e, "paths", v);
            out.adjacency.push([Props.text(e, "paths", o.from ?? ""), Props.text(e, "paths", o.to ?? "")]);
          }
          break;
        case "school":
          out.schools.push(this.school(e));
          break;
        case "witcher":
        case "mage":
          out.witchers.push(this.witcher(e));
          break;
        case "action":
          out.actions.push(this.action(e, owners));
          break;
        case "potion":
          out.potions.push(this.potion(e));
          break;
        case "monster":
          out.monsters.push(this.monster(e));
          break;
        case "fightcard":
          out.fightCards.push(this.fightCard(e));
          break;
        case "exploration":
          out.explorations.push(this.exploration(e, expansion?.expansion ?? null));
          break;
        case "event":
          (new Props(e).boolean("wildHuntEvent", false) ? hunt.events : out.events).push(this.event(e, expansion?.expansion ?? null));
          break;
        case "wildhunt":
          if (hunt.card !== null) throw new LinkError(e, "a set has one Wild Hunt mode card");
          hunt.card = e;
          break;
        case "huntmember":
          hunt.members.push(this.base(e));
          break;
        case "specialattack":
          hunt.attacks.push({ ...this.base(e), member: new Props(e).string("member") });
          break;
        case "setup":
          if (out.tables !== null) throw new LinkError(e, "a set has one setup card");
          out.tables = this.tables(e);
          break;
        case "mount":
          out.lostMount = this.lostMount(e);
          break;
        case "bomb":
          out.bombs.push(this.bomb(e));
          break;
        case "mutagen":
          out.mutagens.push(this.mutagen(e));
          break;
        case "largemonster":
          out.largeMonsters.push(this.largeMonster(e));
          break;
        // traits are checked only
      }
    }
    out.events.sort((a, b) => a.number - b.number);
    if (hunt.card === null && (hunt.members.length || hunt.attacks.length || hunt.events.length))
      throw new LinkError(
        own.find((e) => e.kind === "huntmember" || e.kind === "specialattack" || e.kind === "event")!,
        "Wild Hunt members, special attacks and events need the set's `wildhunt` mode card",
      );
    if (hunt.card !== null) {
      const ids = new Set(hunt.members.map((m) => m.id));
      for (const a of hunt.attacks)
        if (!ids.has(a.member)) throw new LinkError(hunt.card, `the special attack ${a.id} names ${a.member}, not a member of this set`);
      out.wildHunt = {
        ...this.base(hunt.card),
        ...wildHuntTables(hunt.card),
        members: hunt.members,
        specialAttacks: hunt.attacks,
        events: hunt.events.sort((a, b) => a.number - b.number),
      };
    }
    return out;
  }
}

function isElderBlood(h: Hook): boolean {
  return h.window === "specialty" && steps(h.effect).some((s) => s.kind === "verb" && s.verb === "wild-extension");
}

/** Elder Blood's borrowed extension, level 1 to 5: the rows of its `by specialty level` table as symbols. */
function elderBloodSymbols(e: EntityIR, h: Hook): Symbols[] {
  const roll = steps(h.effect).find((s) => s.kind === "roll");
  const out: Symbols[] = [];
  for (let level = 1; level <= 5; level++) {
    const row = roll && roll.kind === "roll" ? roll.cases.find((c) => c.when.kind === "range" && c.when.from <= level && level <= c.when.to) : undefined;
    const symbols: Symbols = { ...NO_SYMBOLS };
    for (const s of row ? steps(row.effect) : []) {
      const amount = s.kind === "verb" && typeof s.args.amount === "number" ? s.args.amount : null;
      if (amount !== null && s.kind === "verb" && (s.verb === "deal-additional-damage" || s.verb === "deal-damage")) symbols.damage += amount;
      else if (amount !== null && s.kind === "verb" && s.verb === "raise-shield") symbols.shield += amount;
      else if (amount !== null && s.kind === "verb" && s.verb === "draw-cards") symbols.draw += amount;
      else throw new LinkError(e, "a row of Elder Blood's table gives symbols: `deal N additional damage`, `raise shield by N`, `draw N cards` or `no effect`");
    }
    out.push(symbols);
  }
  return out;
}

export function linkSet(set: SetIR, f: HandlerFactory): SetContent {
  return new Linker(f).set(set);
}

/** Sets in program order: lists concatenated; the setup card and the Lost Mount card from the set that has them. */
export function combineSets(sets: SetIR[], parts: SetContent[]): OldWorldContent {
  const tables = parts.find((p) => p.tables !== null)?.tables ?? null;
  if (tables === null)
    throw new LinkError(
      sets[0]?.entities[0] ?? placeholderEntity(),
      "no Old World set has a `setup` card (starting hands, gold and the other tables): add one to the base set",
    );
  const out: OldWorldContent = {
    game: "oldworld",
    sets: sets.map((s) => ({ id: s.set, sources: [...s.sources] })),
    ...emptyLists(),
    tables,
    lostMount: parts.find((p) => p.lostMount !== null)?.lostMount ?? null,
    wildHunt: parts.find((p) => p.wildHunt !== null)?.wildHunt ?? null,
  };
  for (const p of parts) for (const key of OW_LIST_KEYS) (out[key] as unknown[]).push(...(p[key] as unknown[]));
  out.events.sort((a, b) => a.number - b.number);
  return out;
}

function placeholderEntity(): EntityIR {
  return {
    game: "oldworld",
    set: "",
    kind: "set",
    id: "set",
    name: "(no sets)",
    tags: [],
    texts: [],
    props: {},
    hooks: [],
    at: { file: "(content)", line: 1, column: 1 },
  };
}
