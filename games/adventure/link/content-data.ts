// IR → AdventureContent: the one mapping from checked entities to the
// runtime's content fields. The interpreted link and the emitter both call it
// with the same HandlerFactory: an effect stays the IR the checker wrote, which
// the rules kernel runs as steps; the emitter writes it out as a literal.

import type { Effect, EntityIR, Hook, ProgramIR, PropValue, SetIR, SourcePos } from "../../../core/ir.ts";
import type {
  AdventureContent,
  CardDef,
  DieDef,
  DieResult,
  EnemyStats,
  Handler,
  HeroDef,
  Predicate,
  HookDef,
  LeadColour,
  LeadIcon,
  LocationDef,
  MonsterDef,
  MonsterType,
  QuestDef,
  RegionDef,
  RouteDef,
  WarTrackSpace,
  ActionName,
  EnemyDef,
} from "../rules/content.ts";
import type { HandlerFactory as GameHandlerFactory } from "../../../core/handler-factory.ts";
import { linkEntity, linkHook } from "../../../compiler/link/entity.ts";
import { LinkError, Props, record } from "../../../compiler/link/props.ts";
import { traitName } from "./verbs.ts";

export type { Predicate };

/** Makes the effects' part of the content. `name` is unique within the program and stable across builds. */
export type HandlerFactory = GameHandlerFactory<Handler, Predicate>;

/** One set's share of the content module. */
export type SetContent = Omit<AdventureContent, "game" | "sets">;

export const CARD_KINDS = ["investigation", "foulfate", "goodfortune", "development", "companion"] as const;

function emptySetContent(): SetContent {
  return {
    regions: [],
    locations: [],
    routes: [],
    intersections: [],
    warTrack: [],
    dice: [],
    battleDice: [],
    heroes: [],
    monsters: [],
    enemies: [],
    cards: [],
    quests: [],
  };
}

class Linker {
  /** heroes some companion card of the set is `for` (Yarpen): they take that deck at setup */
  private companionOwners = new Set<string>();

  constructor(private readonly f: HandlerFactory) {}

  /** The entity's hooks but a quest's structure (its requirements and consequences are fields of the quest). */
  private base(e: EntityIR) {
    return linkEntity(
      e,
      (h, i) => this.hook(e, h, i),
      (h) => QUEST_WINDOWS.has(h.window) && e.kind === "quest",
    );
  }

  private hook(e: EntityIR, h: Hook, i: number): HookDef {
    return {
      ...linkHook(this.f, e, h, i),
      // every hook has one shape, its action null when it is tied to none: the engine reads hooks at every window
      action: typeof h.windowArgs?.action === "string" ? (h.windowArgs.action as ActionName) : null,
      ignoresObstacleOnly: h.effect.kind === "verb" && h.effect.verb === "ignore-obstacle",
    };
  }

  region(e: EntityIR): RegionDef {
    const p = new Props(e);
    return { ...this.base(e), colour: p.string("colour", ""), adjacent: p.strings("adjacent") };
  }

  location(e: EntityIR): LocationDef {
    const p = new Props(e);
    return { ...this.base(e), region: p.string("region"), leads: p.list("leads").map((v) => leadIcon(e, v)), heart: p.boolean("heart", false) };
  }

  die(e: EntityIR): DieDef {
    const p = new Props(e);
    return { ...this.base(e), faces: p.list("faces").map((v) => dieFace(e, v)) };
  }

  hero(e: EntityIR): HeroDef {
    const p = new Props(e);

    return {
      ...this.base(e),
      start: p.string("start"),
      gold: p.number("gold", 0),
      exchangeRate: p.number("exchangeRate"),
      questDecks: p.strings("questDecks").map(questDeck),
      dice: p.strings("dice"),
      successFaces: p.strings("successFaces"),
      actions: p.list("actions").map((a) => heroAction(e, a)),
      armour: p.number("armour", 0),
      gender: p.string("gender", "masculine"),
      // development cards join a deck by `for <Hero>`, so the hero's deck is named after the hero
      developmentDeck: p.string("developmentDeck", `development.${localName(e.id)}`),
      // every hero has one shape, what he lacks null: the engine reads heroes at every operation
      operations: p.has("operations") ? p.strings("operations") : null,
      companionDeck: this.companionOwners.has(e.id) ? `companion.${localName(e.id)}` : null,
    };
  }

  stats(e: EntityIR): EnemyStats {
    const p = new Props(e);
    return { sword: p.numberOrNull("sword"), shield: p.numberOrNull("shield"), ritual: p.numberOrNull("ritual") };
  }

  monster(e: EntityIR): MonsterDef {
    const p = new Props(e);
    const type = p.has("type") ? p.string("type") : e.tags.find((t) => MONSTER_TYPES.has(t));
    if (type === undefined || !MONSTER_TYPES.has(type)) throw new LinkError(e, "a monster must be bronze, silver or gold");
    return { ...this.base(e), type: type as MonsterType, stats: this.stats(e), copies: p.number("copies", 1) };
  }

  enemy(e: EntityIR): EnemyDef {
    return { ...this.base(e), stats: this.stats(e) };
  }

  card(e: EntityIR): CardDef {
    const p = new Props(e);
    return {
      ...this.base(e),
      kind: e.kind,
      deck: cardDeck(e, p),
      traits: p.strings("traits").map(traitName),
      copies: p.number("copies", 1),
      keep: p.string("keep", "none"),
      // only cards with a "spend a marker from this card" effect may hold markers (every card says, one shape)
      usesMarkers: e.hooks.some((h) => usesVerb(h.effect, "spend-marker") || (h.cost !== null && usesVerb(h.cost, "spend-marker"))),
    };
  }

  quest(e: EntityIR): QuestDef {
    const p = new Props(e);
    const part = (window: string, i = 0): Hook | null => e.hooks.filter((h) => h.window === window)[i] ?? null;
    const requirement = (h: Hook | null, name: string) => {
      if (h === null) {
        // nothing to do, which can always be done
        const nothing = nothingAt(e.at);
        return { requirement: nothing, canMeet: nothing };
      }
      return { requirement: this.f.handler(h.effect, name, h.at), canMeet: this.f.predicate(h.effect, `${name}/can-meet`, h.at) };
    };
    // `main at X for N vp` and `main enemy Y` are two lines of one property
    const main = merged(e, "main", p.list("main"));
    const support = merged(e, "support", p.list("support"));
    const consequences = part("consequences");
    return {
      ...this.base(e),
      deck: questDeck(p.string("deck", "")),
      supportType: p.string("supportType", ""),
      main: {
        location: Props.text(e, "main", main.location ?? ""),
        vp: typeof main.vp === "number" ? main.vp : 0,
        ...requirement(part("main-requirement"), `${e.id}/main-requirement`),
        enemy: main.enemy === undefined || main.enemy === null ? null : Props.text(e, "main", main.enemy),
        consequences: consequences ? this.f.handler(consequences.effect, `${e.id}/consequences`, consequences.at) : null,
      },
      side: p.list("side").map((s, i) => {
        const o = record(e, "side", s);
        const h = part("side-requirement", i);
        return {
          id: `${e.id}.side-${i + 1}`,
          vp: typeof o.vp === "number" ? o.vp : 0,
          goTo: o.goTo !== undefined && o.goTo !== null ? Props.text(e, "side", o.goTo) : h === null ? null : goToOf(h.effect),
          defeat: h === null ? null : defeatOf(h.effect),
          ...requirement(h, `${e.id}/side-requirement/${i}`),
        };
      }),
      support: {
        vp: typeof support.vp === "number" ? support.vp : 0,
        ownerVp: typeof support.ownerVp === "number" ? support.ownerVp : 0,
        ...requirement(part("support-requirement"), `${e.id}/support-requirement`),
      },
    };
  }

  /** board / wartrack entities contribute to the content's top-level lists. */
  board(e: EntityIR, out: SetContent): void {
    const p = new Props(e);
    for (const r of p.list("routes")) {
      const o = record(e, "routes", r);
      const from = Props.text(e, "routes", o.from ?? "");
      const to = Props.text(e, "routes", o.to ?? "");
      out.routes.push({ from, to, seaCost: typeof o.seaCost === "number" ? o.seaCost : 0 } satisfies RouteDef);
    }
    for (const g of p.list("intersections")) {
      const members = Array.isArray(g) ? g : (record(e, "intersections", g).locations ?? []);
      out.intersections.push((Array.isArray(members) ? members : [members]).map((x) => Props.text(e, "intersections", x)));
    }
  }

  warTrack(e: EntityIR, out: SetContent): void {
    for (const s of new Props(e).list("spaces")) {
      const o = record(e, "spaces", s);
      const kind = o.kind === "monster" ? "monster" : "foulfate";
      const t = o.monsterType ?? o.type ?? null;
      out.warTrack.push({ kind, monsterType: kind === "monster" && typeof t === "string" ? (t as MonsterType) : null } satisfies WarTrackSpace);
    }
  }

  set(s: SetIR): SetContent {
    const out = emptySetContent();
    this.companionOwners = new Set(
      s.entities
        .filter((e) => e.kind === "companion")
        .map((e) => companionOwner(e))
        .filter((x): x is string => x !== null),
    );
    for (const e of s.entities) {
      if (e.game !== "adventure") continue;
      switch (e.kind) {
        case "region":
          out.regions.push(this.region(e));
          break;
        case "location":
          out.locations.push(this.location(e));
          break;
        case "die":
          out.dice.push(this.die(e));
          if (new Props(e).string("use", e.tags.includes("battle") ? "battle" : "hero") === "battle") out.battleDice.push(e.id);
          break;
        case "hero":
          out.heroes.push(this.hero(e));
          break;
        case "monster":
          out.monsters.push(this.monster(e));
          break;
        case "enemy":
          out.enemies.push(this.enemy(e));
          break;
        case "quest":
          out.quests.push(this.quest(e));
          break;
        case "board":
          this.board(e, out);
          break;
        case "wartrack":
          this.warTrack(e, out);
          break;
        default:
          if ((CARD_KINDS as readonly string[]).includes(e.kind)) out.cards.push(this.card(e));
      }
    }
    return out;
  }
}

const QUEST_WINDOWS = new Set(["main-requirement", "side-requirement", "support-requirement", "consequences"]);
const MONSTER_TYPES = new Set(["bronze", "silver", "gold"]);
const LEAD_COLOURS = new Set(["red", "blue", "purple"]);
const DIE_RESULTS = new Set(["sword", "shield", "dodge", "ritual", "sign"]);

/** an effect of no steps: a quest part with nothing to pay */
function nothingAt(at: SourcePos): Effect {
  return { kind: "seq", steps: [], at };
}

function companionOwner(e: EntityIR): string | null {
  const p = new Props(e);
  return p.has("hero") ? p.string("hero") : p.stringOrNull("for");
}

/** "rest" or { name: "rest", woundable: false }; every action but rest has a heart unless told */
function heroAction(e: EntityIR, v: PropValue): { name: ActionName; woundable: boolean } {
  if (typeof v === "string") return { name: v as ActionName, woundable: v !== "rest" };
  const o = record(e, "actions", v);
  const name = Props.text(e, "actions", o.name ?? "") as ActionName;
  return { name, woundable: typeof o.woundable === "boolean" ? o.woundable : name !== "rest" };
}

/** quest decks are named "quest.<type>" on heroes and quests alike */
function questDeck(name: string): string {
  return name.startsWith("quest.") ? name : `quest.${name}`;
}

function usesVerb(e: Effect, verb: string): boolean {
  switch (e.kind) {
    case "verb":
      return e.verb === verb;
    case "seq":
      return e.steps.some((s) => usesVerb(s, verb));
    case "choice":
      return e.options.some((s) => usesVerb(s, verb));
    case "if":
      return usesVerb(e.then, verb) || (e.else !== null && usesVerb(e.else, verb));
    case "repeat":
    case "target":
      return usesVerb(e.body, verb);
    case "roll":
      return e.cases.some((c) => usesVerb(c.effect, verb));
  }
}

function merged(e: EntityIR, key: string, parts: PropValue[]): Record<string, PropValue> {
  return Object.assign({}, ...parts.map((x) => record(e, key, x))) as Record<string, PropValue>;
}

/** A side quest whose requirement is "go to X" shows X on the card. */
function goToOf(effect: Effect): string | null {
  const first = effect.kind === "seq" ? effect.steps[0] : effect;
  if (first?.kind !== "verb" || first.verb !== "go-to") return null;
  const to = first.args.to;
  return typeof to === "string" ? to : typeof to === "object" && to !== null && to.kind === "ref" ? to.id : null;
}

/** A side quest whose requirement is "defeat a monster" is completed right after the battle that meets it. */
function defeatOf(effect: Effect): "bronze" | "silver" | "gold" | "any" | null {
  const first = effect.kind === "seq" ? effect.steps[0] : effect;
  if (first?.kind !== "verb" || first.verb !== "defeat-monster") return null;
  const type = first.args.type;
  return type === "bronze" || type === "silver" || type === "gold" ? type : "any";
}

/** "hero.geralt" → "geralt" */
function localName(id: string): string {
  return id.slice(id.indexOf(".") + 1);
}

/** The deck a card is shuffled into: "investigation.blue", "development.geralt", "foulfate", … */
function cardDeck(e: EntityIR, p: Props): string {
  if (e.kind === "investigation") {
    const colour = p.has("deck") ? p.string("deck") : (e.tags.find((t) => LEAD_COLOURS.has(t)) ?? "any");
    return colour.startsWith("investigation.") ? colour : `investigation.${colour}`;
  }
  if (p.has("deck")) return p.string("deck");
  const owner = p.has("hero") ? p.string("hero") : p.has("for") ? p.string("for") : null;
  if ((e.kind === "development" || e.kind === "companion") && owner !== null) return `${e.kind}.${localName(owner)}`;
  return e.kind;
}

function colours(e: EntityIR, v: PropValue): LeadColour[] {
  const list = Array.isArray(v) ? v : [v];
  return list.map((x) => {
    const c = Props.text(e, "leads", x);
    if (!LEAD_COLOURS.has(c)) throw new LinkError(e, `"${c}" is not a lead colour`);
    return c as LeadColour;
  });
}

function leadIcon(e: EntityIR, v: PropValue): LeadIcon {
  if (typeof v === "string") return v === "any" ? { kind: "any" } : { kind: "one", colour: colours(e, v)[0] };
  const o = record(e, "leads", v);
  switch (o.kind) {
    case "any":
      return { kind: "any" };
    case "one":
      return { kind: "one", colour: colours(e, o.colour ?? o.colours ?? "")[0] };
    case "either":
      return { kind: "either", colours: colours(e, o.colours ?? []) };
    case "each":
      return { kind: "each", colours: colours(e, o.colours ?? []) };
  }
  throw new LinkError(e, `unknown lead icon ${JSON.stringify(v)}`);
}

/** The name a face is known by (hero success faces name these): "sword & double shield", "blank". */
export function faceName(results: readonly string[]): string {
  const parts: string[] = [];
  for (let i = 0; i < results.length; i++) {
    if (results[i + 1] === results[i]) {
      parts.push(`double ${results[i]}`);
      i++;
    } else parts.push(results[i]);
  }
  return parts.length === 0 ? "blank" : parts.join(" & ");
}

/** Face words → the results they produce ("double sword" → sword, sword; "dodge and shield"). */
export function faceResults(name: string): DieResult[] {
  const words = name
    .toLowerCase()
    .replace(/witcher[ -]sign/g, "sign")
    .split(/[\s,&-]+|\band\b/)
    .filter((w) => w !== "" && w !== "and");
  const out: DieResult[] = [];
  let times = 1;
  for (const w of words) {
    if (w === "double") {
      times = 2;
      continue;
    }
    const r = w.replace(/s$/, "") === "sword" ? "sword" : w.replace(/s$/, "");
    if (DIE_RESULTS.has(r)) for (let i = 0; i < times; i++) out.push(r as DieResult);
    times = 1;
  }
  return out;
}

function dieFace(e: EntityIR, v: PropValue): { name: string; results: DieResult[] } {
  if (typeof v === "string") return { name: v, results: faceResults(v) };
  const o = record(e, "faces", v);
  const listed = o.results === undefined ? null : (Array.isArray(o.results) ? o.results : [o.results]).map((r) => Props.text(e, "faces", r) as DieResult);
  const name = o.name !== undefined ? Props.text(e, "faces", o.name) : faceName(listed ?? []);
  return { name, results: listed ?? faceResults(name) };
}

export function linkSet(set: SetIR, f: HandlerFactory): SetContent {
  return new Linker(f).set(set);
}

/** Sets in program order, concatenated. */
export function combineSets(program: ProgramIR, parts: SetContent[]): AdventureContent {
  const sets = program.sets.filter((s) => s.game === "adventure");
  const out: AdventureContent = { game: "adventure", sets: sets.map((s) => ({ id: s.set, sources: [...s.sources] })), ...emptySetContent() };
  for (const p of parts) {
    for (const key of Object.keys(p) as (keyof SetContent)[]) (out[key] as unknown[]).push(...(p[key] as unknown[]));
  }
  return out;
}

export function linkProgram(program: ProgramIR, f: HandlerFactory): AdventureContent {
  const sets = program.sets.filter((s) => s.game === "adventure");
  return combineSets(
    program,
    sets.map((s) => linkSet(s, f)),
  );
}
