// Lookups over an OldWorldContent, built once per game, with a clear error for
// content that names something it does not define.
import { ContentError } from "../../../runtime/core/errors.ts";
import { CopyNames } from "../../../runtime/kernel/copy-names.ts";
import type {
  ActionCardDef,
  BombDef,
  EventCardDef,
  ExplorationCardDef,
  FightCardDef,
  LargeMonsterDef,
  LocationDef,
  MonsterDef,
  MutagenDef,
  OldWorldContent,
  PotionDef,
  SchoolDef,
  WitcherDef,
} from "./content.ts";

function index<T extends { id: string }>(items: readonly T[], what: string): Map<string, T> {
  const m = new Map<string, T>();
  for (const it of items) {
    if (m.has(it.id)) throw new ContentError(`the Old World content defines ${what} "${it.id}" twice`);
    m.set(it.id, it);
  }
  return m;
}

/** the definition id of a physical copy: "action.aard#3" → "action.aard" */
export function defId(instance: string): string {
  const i = instance.lastIndexOf("#");
  return i < 0 ? instance : instance.slice(0, i);
}

const catalogs = new WeakMap<OldWorldContent, Catalog>();

/**
 * The catalogue of a content, made once for all the games played with it: its lookups and the caches they
 * fill (an instance's definition, the map's ways) are the same for every game, so a simulation's thousands
 * of games share them rather than index the content again each game.
 */
export function catalogOf(content: OldWorldContent): Catalog {
  let cat = catalogs.get(content);
  if (!cat) catalogs.set(content, (cat = new Catalog(content)));
  return cat;
}

export class Catalog {
  readonly locations: Map<string, LocationDef>;
  readonly schools: Map<string, SchoolDef>;
  readonly witchers: Map<string, WitcherDef>;
  readonly actions: Map<string, ActionCardDef>;
  readonly potions: Map<string, PotionDef>;
  readonly bombs: Map<string, BombDef>;
  readonly mutagens: Map<string, MutagenDef>;
  /** large Monster cards by the monster they stand for (Monster Weakness mode) */
  readonly largeMonsters = new Map<string, LargeMonsterDef>();
  readonly monsters: Map<string, MonsterDef>;
  readonly fightCards: Map<string, FightCardDef>;
  readonly explorations: Map<string, ExplorationCardDef>;
  readonly events: Map<number, EventCardDef>;
  readonly adjacent = new Map<string, string[]>();
  /** location id → the school whose keep it is, from every set's schools (an expansion's school may stand on a base-game location) */
  private readonly keeps = new Map<string, string>();
  /** definitions by physical copy ("action.aard#3"), found once: the copies' names are asked for far more often than made */
  private readonly actionOfCopy = new Map<string, ActionCardDef>();
  private readonly fightCardOfCopy = new Map<string, FightCardDef>();
  /**
   * Every card a game makes physical copies of, numbered once in the content's order, so that a game's state
   * counts the copies it has named in a list of numbers indexed by these (state.ts `copies`).
   */
  private readonly cardNumbers = new Map<string, number>();

  constructor(readonly content: OldWorldContent) {
    if (!content || content.game !== "oldworld") throw new ContentError('this is not Old World content (its "game" is not "oldworld")');
    this.locations = index(content.locations, "location");
    this.schools = index(content.schools, "school");
    this.witchers = index(content.witchers, "witcher");
    this.actions = index(content.actions, "action card");
    this.potions = index(content.potions, "potion");
    this.bombs = index(content.bombs ?? [], "bomb");
    this.mutagens = index(content.mutagens ?? [], "mutagen");
    for (const l of content.largeMonsters ?? []) {
      if (this.largeMonsters.has(l.monster))
        throw new ContentError(`${l.id}: ${l.monster} has two large Monster cards (${this.largeMonsters.get(l.monster)!.id})`);
      this.largeMonsters.set(l.monster, l);
    }
    this.monsters = index(content.monsters, "monster");
    this.fightCards = index(content.fightCards, "monster fight card");
    this.explorations = index(content.explorations, "exploration card");
    this.events = new Map(content.events.map((e) => [e.number, e]));
    for (const l of content.locations) this.adjacent.set(l.id, []);
    for (const [a, b] of content.adjacency) {
      this.location(a);
      this.location(b);
      this.adjacent.get(a)!.push(b);
      this.adjacent.get(b)!.push(a);
    }
    for (const w of content.witchers) {
      // a mage claims a school at setup
      if (!w.mage) this.school(w.school);
      for (const c of w.startingDeck) this.action(c);
    }
    for (const s of content.schools) {
      this.location(s.location);
      this.keeps.set(s.location, s.id);
    }
    if (content.fightCards.length === 0) throw new ContentError("the Old World content has no monster fight cards");
    const cards = [
      content.actions,
      content.potions,
      content.bombs ?? [],
      content.mutagens ?? [],
      content.fightCards,
      content.explorations,
      content.wildHunt?.specialAttacks ?? [],
    ];
    for (const kind of cards) for (const card of kind) if (!this.cardNumbers.has(card.id)) this.cardNumbers.set(card.id, this.cardNumbers.size);
  }

  /** how many cards the content numbers (the length of a game's `copies`) */
  get cardCount(): number {
    return this.cardNumbers.size;
  }
  /** a card's number, given once by the content (`cardNumbers`) */
  cardNumber(id: string): number {
    const n = this.cardNumbers.get(id);
    if (n === undefined) throw new ContentError(`the Old World content has no card "${id}" to make a copy of`);
    return n;
  }

  private get<T>(m: Map<string, T>, id: string, what: string): T {
    const v = m.get(id);
    if (!v) throw new ContentError(`the Old World content has no ${what} "${id}"`);
    return v;
  }
  location(id: string): LocationDef {
    return this.get(this.locations, id, "location");
  }
  /** the school at a location (witchers train there and do not fight each other there), or null */
  schoolAt(location: string): string | null {
    return this.location(location).school ?? this.keeps.get(location) ?? null;
  }
  school(id: string): SchoolDef {
    return this.get(this.schools, id, "school");
  }
  witcher(id: string): WitcherDef {
    return this.get(this.witchers, id, "witcher");
  }
  action(id: string): ActionCardDef {
    return this.actionOfCopy.get(id) ?? this.remember(this.actionOfCopy, id, this.get(this.actions, defId(id), "action card"));
  }
  potion(id: string): PotionDef {
    return this.get(this.potions, defId(id), "potion");
  }
  bomb(id: string): BombDef {
    return this.get(this.bombs, defId(id), "bomb");
  }
  /** the large Monster card of a monster (Monster Weakness mode) */
  largeMonster(monster: string): LargeMonsterDef {
    const l = this.largeMonsters.get(monster);
    if (!l) throw new ContentError(`${monster} has no large Monster card: the Monster Weakness mode needs one for every monster in play`);
    return l;
  }
  mutagen(id: string): MutagenDef {
    return this.get(this.mutagens, defId(id), "mutagen");
  }
  monster(id: string): MonsterDef {
    return this.get(this.monsters, id, "monster");
  }
  fightCard(id: string): FightCardDef {
    return this.fightCardOfCopy.get(id) ?? this.remember(this.fightCardOfCopy, id, this.get(this.fightCards, defId(id), "monster fight card"));
  }
  /** the names of the cards' physical copies ("action.aard#3"), one set for every game played with the content */
  readonly copyNames = new CopyNames();
  private remember<T>(m: Map<string, T>, id: string, def: T): T {
    m.set(id, def);
    return def;
  }
  exploration(id: string): ExplorationCardDef {
    return this.get(this.explorations, defId(id), "exploration card");
  }
}
