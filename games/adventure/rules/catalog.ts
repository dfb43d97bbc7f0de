// Lookups over a content module, built once per game, and the checks that
// turn bad content into a clear ContentError before a game starts.
import { interned } from "../../../runtime/core/interned.ts";
import { ContentError } from "../../../runtime/core/errors.ts";
import type { AdventureContent, CardDef, DieDef, EnemyDef, HeroDef, LocationDef, MonsterDef, QuestDef, RegionDef } from "./content.ts";
import { defOf } from "./state.ts";

export interface Route {
  id: string;
  a: string;
  b: string;
  seaCost: number;
}

function traitKey(t: string): string {
  return t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "-");
}

const CACHE = new WeakMap<AdventureContent, Catalog>();

export class Catalog {
  readonly content: AdventureContent;
  readonly heroes = new Map<string, HeroDef>();
  readonly locations = new Map<string, LocationDef>();
  readonly regions = new Map<string, RegionDef>();
  readonly dice = new Map<string, DieDef>();
  readonly monsters = new Map<string, MonsterDef>();
  readonly enemies = new Map<string, EnemyDef>();
  readonly cards = new Map<string, CardDef>();
  readonly quests = new Map<string, QuestDef>();
  /** routes leaving each location; an intersection joins every pair of its locations */
  readonly routesFrom = new Map<string, Route[]>();

  constructor(content: AdventureContent) {
    if (!content || content.game !== "adventure") throw new ContentError(`not an Adventure Game content module (game: ${String(content?.game)})`);
    this.content = content;
    for (const h of content.heroes) this.heroes.set(h.id, h);
    for (const r of content.regions) this.regions.set(r.id, r);
    for (const l of content.locations) this.locations.set(l.id, l);
    for (const d of content.dice) this.dice.set(d.id, d);
    for (const m of content.monsters) this.monsters.set(m.id, m);
    for (const e of content.enemies) this.enemies.set(e.id, e);
    for (const c of content.cards) this.cards.set(c.id, c);
    for (const q of content.quests) this.quests.set(q.id, q);
    for (const l of content.locations) {
      if (!this.regions.has(l.region)) throw new ContentError(`location ${l.id} is in unknown region ${l.region}`);
      this.routesFrom.set(l.id, []);
    }
    const add = (id: string, a: string, b: string, seaCost: number) => {
      for (const x of [a, b]) if (!this.locations.has(x)) throw new ContentError(`route ${id} names unknown location ${x}`);
      // (the id interned: a path's key, compared with an answer's)
      const r = { id: interned(id), a, b, seaCost };
      this.routesFrom.get(a)!.push(r);
      this.routesFrom.get(b)!.push(r);
    };
    for (const r of content.routes) add(`route:${r.from}~${r.to}`, r.from, r.to, r.seaCost);
    content.intersections.forEach((group, gi) => {
      for (let i = 0; i < group.length; i++) for (let j = i + 1; j < group.length; j++) add(`crossing${gi}:${group[i]}~${group[j]}`, group[i], group[j], 0);
    });
    if (content.warTrack.length === 0) throw new ContentError("the war track has no spaces");
    for (const id of content.battleDice) if (!this.dice.has(id)) throw new ContentError(`battle die ${id} is not defined`);
    for (const h of content.heroes) {
      if (!this.locations.has(h.start)) throw new ContentError(`hero ${h.id} starts at unknown location ${h.start}`);
      for (const d of h.dice) if (!this.dice.has(d)) throw new ContentError(`hero ${h.id} uses undefined die ${d}`);
      if (h.exchangeRate < 1) throw new ContentError(`hero ${h.id} has exchange rate ${h.exchangeRate}`);
    }
  }

  /*
   * The hero, card, quest and monster last looked up, by id: a game asks for the same one again and again (the
   * active hero's sheet, his quest card some 1,000 times a game), and an id compared with the last one (most
   * often the very same string) costs less than a map's hashed look-up. What was found for an id never changes.
   */
  private lastHeroId: string | null = null;
  private lastHero: HeroDef | null = null;

  hero(id: string): HeroDef {
    if (id === this.lastHeroId) return this.lastHero!;
    const h = this.heroes.get(id);
    if (!h) throw new ContentError(`unknown hero ${id} (known: ${[...this.heroes.keys()].join(", ")})`);
    this.lastHeroId = id;
    this.lastHero = h;
    return h;
  }

  private readonly cardCopies = new ByCopy<CardDef>(this.cards, "card");
  private readonly questCopies = new ByCopy<QuestDef>(this.quests, "quest");
  private readonly monsterCopies = new ByCopy<MonsterDef>(this.monsters, "monster");

  card(instance: string): CardDef {
    return this.cardCopies.get(instance);
  }

  quest(instance: string): QuestDef {
    return this.questCopies.get(instance);
  }

  monster(instance: string): MonsterDef {
    return this.monsterCopies.get(instance);
  }

  /** the location asked last and its region: a hero's region is asked at every encounter and move, his own most */
  private lastLocation: string | null = null;
  private lastRegion = "";

  regionOf(location: string): string {
    if (location === this.lastLocation) return this.lastRegion;
    const l = this.locations.get(location);
    if (!l) throw new ContentError(`unknown location ${location}`);
    this.lastLocation = location;
    this.lastRegion = l.region;
    return l.region;
  }

  private readonly adjacent = new Map<string, readonly string[]>();

  adjacentLocations(location: string): readonly string[] {
    let out = this.adjacent.get(location);
    if (!out) {
      out = [...new Set((this.routesFrom.get(location) ?? []).map((r) => (r.a === location ? r.b : r.a)))];
      this.adjacent.set(location, out);
    }
    return out;
  }

  private investigationDeckIds: readonly string[] | null = null;

  /** the investigation decks of the content, sorted */
  investigationDecks(): readonly string[] {
    return (this.investigationDeckIds ??= [...new Set(this.content.cards.filter((c) => c.kind === "investigation").map((c) => c.deck))].sort());
  }

  /** traits match whatever their spelling: "Valuable Information", "valuable-information" */
  hasTrait(instance: string, trait: string): boolean {
    // by copy, as card() finds it: no id without its copy number made at each question
    const c = this.cardCopies.find(instance);
    return c !== undefined && this.traitsOf(c).has(this.traitKeyOf(trait));
  }

  // a trait's key and each card's trait keys, made once: traits are asked about at every operation
  private readonly traitKeys = new Map<string, string>();
  private readonly cardTraits = new Map<CardDef, ReadonlySet<string>>();

  private traitKeyOf(trait: string): string {
    let k = this.traitKeys.get(trait);
    if (k === undefined) this.traitKeys.set(trait, (k = traitKey(trait)));
    return k;
  }

  private traitsOf(c: CardDef): ReadonlySet<string> {
    let t = this.cardTraits.get(c);
    if (!t) this.cardTraits.set(c, (t = new Set(c.traits.map((x) => this.traitKeyOf(x)))));
    return t;
  }

  /** a game's own copy: the catalog caches per-game lookups */
  static of(content: AdventureContent): Catalog {
    let c = CACHE.get(content);
    if (!c) {
      c = new Catalog(content);
      CACHE.set(content, c);
    }
    return c;
  }
}

/** definitions by copy ("development.igni#2"), each copy's found once; the copy asked last kept apart (see Catalog.hero) */
class ByCopy<T> {
  private readonly byCopy = new Map<string, T>();
  private lastId: string | null = null;
  private last: T | null = null;

  constructor(
    private readonly defs: ReadonlyMap<string, T>,
    private readonly kind: string,
  ) {}

  get(instance: string): T {
    const d = this.find(instance);
    if (d === undefined) throw new ContentError(`unknown ${this.kind} ${instance}`);
    return d;
  }

  /** get's definition, or undefined when the content has none */
  find(instance: string): T | undefined {
    if (instance === this.lastId) return this.last!;
    let d = this.byCopy.get(instance);
    if (d === undefined) {
      d = this.defs.get(defOf(instance));
      if (d === undefined) return undefined;
      this.byCopy.set(instance, d);
    }
    this.lastId = instance;
    this.last = d;
    return d;
  }
}
