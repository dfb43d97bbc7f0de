// A small, complete Adventure Game content module written by hand: the whole
// board topology the rules name (sea routes, the Dol Blathanna intersection,
// heart locations, locations without leads), the four heroes, and a few cards
// of every kind. Tests, the simulator and the docs' example play it until the
// compiled .grim content replaces it. Values seen only in pictures (die faces,
// most routes, stats) are marked assumed.
import type { AdventureContent, DieDef, HeroDef, LocationDef, LeadIcon, RegionDef, DieResult } from "../content.ts";
import { SET, card, enemy, gold, hook, leads, markerHook, monster, proof, quest, resultHook } from "./build.ts";

const region = (id: string, colour: string, adjacent: string[]): RegionDef => ({
  id: `region.${id}`,
  name: id,
  set: SET,
  colour,
  adjacent: adjacent.map((a) => `region.${a}`),
  hooks: [],
  assumed: [],
});

const one = (colour: "red" | "blue" | "purple"): LeadIcon => ({ kind: "one", colour });

const loc = (id: string, name: string, r: string, leadIcons: LeadIcon[], heart = false): LocationDef => ({
  id: `location.${id}`,
  name,
  set: SET,
  region: `region.${r}`,
  leads: leadIcons,
  heart,
  hooks: [],
  assumed: ["leads"],
});

const R: Record<string, DieResult[]> = {
  sword: ["sword"],
  shield: ["shield"],
  dodge: ["dodge"],
  ritual: ["ritual"],
  sign: ["sign"],
  "double sword": ["sword", "sword"],
  "double shield": ["shield", "shield"],
  "dodge & shield": ["dodge", "shield"],
  "sword & double shield": ["sword", "shield", "shield"],
  blank: [],
};

const die = (id: string, name: string, faces: string[]): DieDef => ({
  id: `die.${id}`,
  name,
  set: SET,
  faces: faces.map((f) => ({ name: f, results: R[f] })),
  hooks: [],
  assumed: ["faces"],
});

const hero = (h: Omit<HeroDef, "set" | "hooks" | "assumed">): HeroDef => ({ ...h, set: SET, hooks: [], assumed: ["gold", "exchangeRate", "start"] });

const act = (special: "brew" | "prepare" | "sing" | "command") => [
  { name: "travel" as const, woundable: true },
  { name: "investigate" as const, woundable: true },
  { name: "develop" as const, woundable: true },
  { name: "rest" as const, woundable: false },
  { name: special, woundable: true },
];

export const sampleContent: AdventureContent = {
  game: "adventure",
  sets: [{ id: SET, sources: ["runtime/adventure/sample/content.ts"] }],
  regions: [
    region("gray", "gray", ["purple", "red"]),
    region("purple", "purple", ["gray", "green", "red"]),
    region("red", "red", ["gray", "purple", "green", "yellow", "blue"]),
    region("blue", "blue", ["red", "yellow"]),
    region("yellow", "yellow", ["red", "green", "blue"]),
    region("green", "green", ["purple", "yellow", "red"]),
  ],
  locations: [
    loc("kaer-morhen", "Kaer Morhen", "gray", [one("red")]),
    loc("ban-ard", "Ban Ard", "gray", [one("blue")]),
    loc("cidaris", "Cidaris", "gray", [{ kind: "either", colours: ["red", "purple"] }]),
    loc("novigrad", "Novigrad", "red", [one("purple"), one("purple")]),
    loc("oxenfurt", "Oxenfurt", "purple", [one("purple")]),
    loc("tretogor", "Tretogor", "purple", [{ kind: "any" }]),
    loc("wyzima", "Wyzima", "red", [one("purple")]),
    loc("mahakam", "Mahakam", "red", [one("red")]),
    loc("vengerberg", "Vengerberg", "red", [one("blue")]),
    loc("dol-blathanna", "Dol Blathanna", "red", [one("blue")]),
    loc("shaerrawedd", "Shaerrawedd", "red", [{ kind: "either", colours: ["blue", "red"] }]),
    loc("ellander", "Ellander", "red", [], true),
    loc("brokilon", "Brokilon", "blue", []),
    loc("duen-canell", "Duén Canell", "blue", [one("blue")], true),
    loc("cintra", "Cintra", "blue", [{ kind: "each", colours: ["red", "blue"] }]),
    loc("jaruga", "Jaruga", "yellow", []),
    loc("nilfgaard", "Nilfgaard", "yellow", [one("red"), one("blue")]),
    loc("gors-velen", "Gors Velen", "yellow", [one("blue")]),
    loc("skellige", "Skellige", "green", [one("red")]),
    loc("hindarsfjall", "Hindarsfjall", "green", [{ kind: "any" }]),
    loc("toussaint", "Toussaint", "green", [one("purple")]),
  ],
  routes: [
    ["kaer-morhen", "ban-ard"],
    ["ban-ard", "cidaris"],
    ["cidaris", "novigrad"],
    ["cidaris", "tretogor"],
    ["ban-ard", "mahakam"],
    ["novigrad", "oxenfurt"],
    ["oxenfurt", "tretogor"],
    ["oxenfurt", "wyzima"],
    ["tretogor", "skellige"],
    ["wyzima", "mahakam"],
    ["mahakam", "vengerberg"],
    ["wyzima", "dol-blathanna"],
    ["wyzima", "brokilon"],
    ["brokilon", "duen-canell"],
    ["shaerrawedd", "cintra"],
    ["cintra", "jaruga"],
    ["jaruga", "nilfgaard"],
    ["nilfgaard", "gors-velen"],
    ["ellander", "gors-velen"],
    ["gors-velen", "toussaint"],
    ["skellige", "hindarsfjall"],
    ["hindarsfjall", "toussaint"],
    ["dol-blathanna", "hindarsfjall"],
  ]
    .map(([a, b]) => ({ from: `location.${a}`, to: `location.${b}`, seaCost: 0 }))
    .concat([
      { from: "location.novigrad", to: "location.duen-canell", seaCost: 2 },
      { from: "location.duen-canell", to: "location.cintra", seaCost: 1 },
    ]),
  intersections: [["location.dol-blathanna", "location.vengerberg", "location.ellander", "location.shaerrawedd"]],
  warTrack: [
    { kind: "monster", monsterType: "bronze" },
    { kind: "foulfate", monsterType: null },
    { kind: "monster", monsterType: "silver" },
    { kind: "foulfate", monsterType: null },
    { kind: "monster", monsterType: "bronze" },
    { kind: "monster", monsterType: "gold" },
    { kind: "foulfate", monsterType: null },
    { kind: "monster", monsterType: "silver" },
  ],
  dice: [
    die("battle-1", "Battle Die 1", ["sword", "shield", "dodge", "double sword", "ritual", "blank"]),
    die("battle-2", "Battle Die 2", ["sword", "double shield", "dodge", "sword", "shield", "blank"]),
    die("battle-3", "Battle Die 3", ["dodge & shield", "sword", "shield", "ritual", "sword", "blank"]),
    die("geralt-1", "Geralt Hero Die 1", ["sword", "sword", "shield", "dodge", "sign", "double sword"]),
    die("geralt-2", "Geralt Hero Die 2", ["sword", "shield", "shield", "dodge", "sign", "sword"]),
    die("geralt-3", "Geralt Hero Die 3", ["sword", "dodge", "shield", "dodge", "sign", "double shield"]),
    die("triss", "Triss Hero Die", ["ritual", "ritual", "sign", "shield", "dodge", "double shield"]),
    die("dandelion", "Dandelion Hero Die", ["dodge & shield", "dodge", "dodge", "shield", "sign", "sword"]),
    die("yarpen", "Yarpen Hero Die", ["sword & double shield", "double shield", "dodge", "sword", "shield", "double sword"]),
  ],
  battleDice: ["die.battle-1", "die.battle-2", "die.battle-3"],
  heroes: [
    hero({ id: "hero.geralt", name: "Geralt", start: "location.kaer-morhen", gold: 1, exchangeRate: 3, questDecks: ["quest.red"], dice: ["die.geralt-1", "die.geralt-2", "die.geralt-3"], successFaces: ["sign"], actions: act("brew"), armour: 0, gender: "masculine", developmentDeck: "development.geralt" }),
    hero({ id: "hero.triss", name: "Triss", start: "location.wyzima", gold: 1, exchangeRate: 3, questDecks: ["quest.blue"], dice: ["die.triss"], successFaces: ["sign"], actions: act("prepare"), armour: 0, gender: "feminine", developmentDeck: "development.triss" }),
    hero({ id: "hero.dandelion", name: "Dandelion", start: "location.oxenfurt", gold: 3, exchangeRate: 2, questDecks: ["quest.purple"], dice: ["die.dandelion"], successFaces: ["dodge & shield"], actions: act("sing"), armour: 0, gender: "masculine", developmentDeck: "development.dandelion", operations: ["bribe"] }),
    hero({ id: "hero.yarpen", name: "Yarpen", start: "location.mahakam", gold: 2, exchangeRate: 3, questDecks: ["quest.red", "quest.purple"], dice: ["die.yarpen"], successFaces: ["sword & double shield", "double sword"], actions: act("command"), armour: 2, gender: "masculine", developmentDeck: "development.yarpen", companionDeck: "companion.yarpen" }),
  ],
  monsters: [
    monster("monster.drowner", "Drowner", "bronze", { sword: 3, shield: 2 }, 4, [
      hook("successful-sword", function* (ctx) {
        yield* ctx.rt.receive(ctx, { resource: "vp", amount: 1, colour: "any" });
      }),
      hook("failed-shield", function* (ctx) {
        yield* ctx.rt.sufferWound(ctx, { amount: 1, severity: "minor" });
      }),
    ]),
    monster("monster.nekker", "Nekker", "bronze", { sword: 2, shield: 3 }, 4, [
      hook("successful-sword", function* (ctx) {
        yield* ctx.rt.receive(ctx, { resource: "gold", amount: 1, colour: "any" });
      }),
      hook("failed-shield", function* (ctx) {
        yield* ctx.rt.sufferWound(ctx, { amount: ctx.rt.queries.short(ctx, { result: "shield" }), severity: "minor" });
      }),
    ]),
    monster("monster.fleder", "Fleder", "silver", { sword: 4, shield: 2 }, 3, [
      hook("before-rolling", function* (ctx) {
        yield* ctx.rt.sufferWound(ctx, { amount: 1, severity: "minor" });
      }),
      hook("successful-sword", function* (ctx) {
        yield* ctx.rt.receive(ctx, { resource: "gold", amount: 1, colour: "any" });
        yield* ctx.rt.receive(ctx, { resource: "vp", amount: 1, colour: "any" });
      }),
      hook("failed-shield", function* (ctx) {
        yield* ctx.rt.sufferWound(ctx, { amount: 1, severity: "severe" });
      }),
    ]),
    monster("monster.wraith", "Wraith", "silver", { ritual: 2, shield: 2 }, 3, [
      hook("successful-ritual", function* (ctx) {
        yield* ctx.rt.receive(ctx, { resource: "vp", amount: 2, colour: "any" });
      }),
      hook("failed-shield", function* (ctx) {
        yield* ctx.rt.sufferFoulFate(ctx, { amount: 1, action: null, ifAble: false });
      }),
    ]),
    monster("monster.striga", "Striga", "gold", { sword: 5, shield: 5 }, 2, [
      hook("successful-sword", function* (ctx) {
        yield* ctx.rt.receive(ctx, { resource: "vp", amount: 4, colour: "any" });
      }),
      hook("failed-shield", function* (ctx) {
        yield* ctx.rt.sufferWound(ctx, { amount: ctx.rt.queries.short(ctx, { result: "shield" }), severity: "minor" });
      }),
    ]),
    monster("monster.griffin", "Griffin", "gold", { sword: 5, shield: 3, ritual: 1 }, 2, [
      hook("successful-sword", function* (ctx) {
        yield* ctx.rt.receive(ctx, { resource: "vp", amount: 3, colour: "any" });
      }),
      hook("failed-ritual", function* (ctx) {
        yield* ctx.rt.delay(ctx, {});
      }),
    ]),
  ],
  enemies: [
    enemy("enemy.bandits", "Bandits", { sword: 2, shield: 2 }, [
      hook("failed-shield", function* (ctx) {
        yield* ctx.rt.lose(ctx, { resource: "gold", amount: 1, colour: "any" });
      }),
    ]),
    enemy("enemy.wild-hunt-rider", "Wild Hunt Rider", { sword: 4, shield: 3 }, [
      hook("failed-shield", function* (ctx) {
        yield* ctx.rt.sufferWound(ctx, { amount: ctx.rt.queries.short(ctx, { result: "shield" }), severity: "minor" });
      }),
    ]),
  ],
  cards: [
    // investigation, combat (red)
    card("investigation", "investigation.red", "investigation.tracks", "Tracks", [
      hook("effect", function* (ctx) {
        yield* ctx.rt.receive(ctx, { resource: "lead", amount: 2, colour: "red" });
      }),
    ], { copies: 4 }),
    card("investigation", "investigation.red", "investigation.ambush", "Ambush", [
      hook("effect", function* (ctx) {
        yield* ctx.rt.fight(ctx, { enemy: "enemy.bandits" });
        if (ctx.rt.conditions.battleResult(ctx, { result: "sword", succeeded: true })) yield* ctx.rt.receive(ctx, { resource: "lead", amount: 2, colour: "any" });
      }),
    ], { copies: 3 }),
    card("investigation", "investigation.red", "investigation.old-wounds", "Old Wounds", [
      hook("effect", function* (ctx) {
        yield* ctx.rt.sufferWound(ctx, { amount: 1, severity: "minor" });
        yield* ctx.rt.receive(ctx, { resource: "lead", amount: 1, colour: "red" });
      }),
    ], { copies: 2, traits: ["Setback"] }),
    // investigation, magic (blue)
    card("investigation", "investigation.blue", "investigation.zerikanian-assassin", "Zerikanian Assassin", [
      hook("effect", function* (ctx) {
        yield* ctx.rt.advanceWarTrack(ctx, { amount: 1 });
        yield* ctx.rt.sufferFoulFate(ctx, { amount: 1, action: "travel", ifAble: true });
      }),
    ], { copies: 2, traits: ["Setback"] }),
    card("investigation", "investigation.blue", "investigation.nilfgaard-informant", "Nilfgaard Informant", [
      hook("effect", function* (ctx) {
        yield* ctx.rt.receive(ctx, { resource: "lead", amount: 1 + ctx.rt.queries.cardsWithTrait(ctx, { trait: "Nilfgaard" }), colour: "blue" });
      }),
    ], { copies: 3, traits: ["Nilfgaard"], keep: "trait" }),
    card("investigation", "investigation.blue", "investigation.elven-ruins", "Elven Ruins", [
      hook("effect", function* (ctx) {
        yield* ctx.rt.receive(ctx, { resource: "lead", amount: 1, colour: "blue" });
      }),
      hook("task", function* (ctx) {
        yield* ctx.rt.receive(ctx, { resource: "vp", amount: 3, colour: "any" });
      }, {
        canPay: (ctx) => ctx.rt.canSpend(ctx, { resource: "lead", amount: 2, colour: "blue" }),
        cost: function* (ctx) {
          yield* ctx.rt.spend(ctx, { resource: "lead", amount: 2, colour: "blue" });
        },
      }),
    ], { copies: 2, traits: ["Aen Seidhe"], keep: "task" }),
    card("investigation", "investigation.blue", "investigation.portal", "Portal", [
      hook("effect", function* (ctx) {
        yield* ctx.rt.move(ctx, { to: "adjacent", receiveLeads: true });
      }),
    ], { copies: 2 }),
    // investigation, diplomacy (purple)
    card("investigation", "investigation.purple", "investigation.valuable-information", "Valuable Information", [
      hook("effect", function* (ctx) {
        yield* ctx.rt.receive(ctx, { resource: "lead", amount: 1, colour: "purple" });
      }),
    ], { copies: 3, traits: ["Valuable Information"], keep: "trait" }),
    card("investigation", "investigation.purple", "investigation.sell-secrets", "Sell Secrets", [
      hook("effect", function* (ctx) {
        if (ctx.rt.canDiscard(ctx, { what: "trait:Valuable Information", amount: 1 })) {
          yield* ctx.rt.discard(ctx, { what: "trait:Valuable Information", amount: 1 });
          yield* ctx.rt.receive(ctx, { resource: "gold", amount: 3, colour: "any" });
        } else yield* ctx.rt.receive(ctx, { resource: "lead", amount: 1, colour: "purple" });
      }),
    ], { copies: 2 }),
    card("investigation", "investigation.purple", "investigation.gossip", "Gossip", [
      hook("effect", function* (ctx) {
        if (yield* ctx.rt.rollHeroDice(ctx)) yield* ctx.rt.receive(ctx, { resource: "lead", amount: 2, colour: "purple" });
        else yield* ctx.rt.delay(ctx, {});
      }),
    ], { copies: 3 }),
    card("investigation", "investigation.purple", "investigation.ambassador", "Ambassador", [
      hook("any-time", function* (ctx) {
        yield* ctx.rt.receive(ctx, { resource: "lead", amount: 2, colour: "any" });
      }),
    ], { copies: 2, keep: "until-resolved" }),
    // foul fate
    card("foulfate", "foulfate", "foulfate.bushwhacked", "Bushwhacked", [
      hook("effect", function* (ctx) {
        const pick = yield* ctx.rt.choose(ctx, {
          options: [
            { effect: { kind: "verb", verb: "spend", args: { amount: 2, colour: "any", resource: "lead" }, ifAble: false }, can: ctx.rt.canSpend(ctx, { resource: "lead", amount: 2, colour: "any" }) },
            { effect: { kind: "verb", verb: "fight", args: { enemy: { kind: "ref", id: "enemy.bandits" } }, ifAble: false }, can: true },
          ],
        });
        if (pick === 0) yield* ctx.rt.spend(ctx, { resource: "lead", amount: 2, colour: "any" });
        else yield* ctx.rt.fight(ctx, { enemy: "enemy.bandits" });
      }),
    ], { copies: 3 }),
    card("foulfate", "foulfate", "foulfate.ill-omen", "Ill Omen", [
      hook("effect", function* (ctx) {
        yield* ctx.rt.sufferFoulFate(ctx, { amount: 1, action: null, ifAble: false });
      }),
    ], { copies: 3 }),
    card("foulfate", "foulfate", "foulfate.nilfgaardian-raid", "Nilfgaardian Raid", [
      hook("effect", function* (ctx) {
        yield* ctx.rt.advanceWarTrack(ctx, { amount: 1 });
      }),
    ], { copies: 3 }),
    card("foulfate", "foulfate", "foulfate.lost-way", "Lost Way", [
      hook("effect", function* (ctx) {
        yield* ctx.rt.delay(ctx, {});
      }),
    ], { copies: 2 }),
    card("foulfate", "foulfate", "foulfate.monster-nest", "Monster Nest", [
      hook("effect", function* (ctx) {
        yield* ctx.rt.placeMonster(ctx, { amount: 1, type: "bronze", where: "your-region" });
      }),
    ], { copies: 2 }),
    card("foulfate", "foulfate", "foulfate.wild-hunt", "Wild Hunt", [
      hook("effect", function* (ctx) {
        for (const h of yield* ctx.rt.select(ctx, "most-vp")) yield* ctx.rt.lose(ctx.rt.withHero(ctx, h), { resource: "vp", amount: 2, colour: "any" });
      }),
    ], { copies: 2 }),
    // good fortune
    card("goodfortune", "goodfortune", "goodfortune.lucky-find", "Lucky Find", [
      hook("any-time", function* (ctx) {
        yield* ctx.rt.receive(ctx, { resource: "gold", amount: 2, colour: "any" });
      }),
    ], { copies: 3 }),
    card("goodfortune", "goodfortune", "goodfortune.second-wind", "Second Wind", [
      hook("during-battle", function* (ctx) {
        yield* ctx.rt.addResults(ctx, { result: "shield", amount: 2 });
      }),
    ], { copies: 3 }),
    card("goodfortune", "goodfortune", "goodfortune.keen-eye", "Keen Eye", [
      hook("draw-investigation", function* (ctx) {
        yield* ctx.rt.drawAdditional(ctx, { amount: 1 });
      }),
    ], { copies: 2 }),
    card("goodfortune", "goodfortune", "goodfortune.shortcut", "Shortcut", [
      hook("any-time", function* (ctx) {
        yield* ctx.rt.ignoreObstacle(ctx, {});
      }),
    ], { copies: 2 }),
    // development
    card("development", "development.geralt", "development.igni", "Igni", [
      resultHook("dodge", 1, function* (ctx) {
        yield* ctx.rt.addResults(ctx, { result: "sword", amount: 2 });
      }, "once-per-battle"),
    ], { traits: ["Sign"] }),
    card("development", "development.geralt", "development.swallow", "Swallow", [
      markerHook("any-time", function* (ctx) {
        yield* ctx.rt.heal(ctx, { amount: 1, severity: "any" });
      }),
    ], { traits: ["Potion"], usesMarkers: true }),
    card("development", "development.geralt", "development.thunderbolt", "Thunderbolt", [
      markerHook("during-battle", function* (ctx) {
        yield* ctx.rt.addResults(ctx, { result: "sword", amount: 2 });
      }, "once-per-battle"),
    ], { traits: ["Potion"], usesMarkers: true }),
    card("development", "development.geralt", "development.steel-sword", "Steel Sword", [
      hook("during-battle", function* (ctx) {
        yield* ctx.rt.reroll(ctx, { amount: 1 });
      }, { limit: "once-per-battle" }),
    ], { traits: ["Weapon"] }),
    card("development", "development.triss", "development.fireball", "Fireball", [
      markerHook("during-battle", function* (ctx) {
        yield* ctx.rt.addResults(ctx, { result: "sword", amount: 3 });
      }, "once-per-battle"),
    ], { traits: ["Spell"], usesMarkers: true }),
    card("development", "development.triss", "development.telekinesis", "Telekinesis", [
      markerHook("during-battle", function* (ctx) {
        yield* ctx.rt.addResults(ctx, { result: "shield", amount: 2 });
      }, "once-per-battle"),
    ], { traits: ["Spell"], usesMarkers: true }),
    card("development", "development.triss", "development.healing-spell", "Healing Spell", [
      markerHook("any-time", function* (ctx) {
        yield* ctx.rt.heal(ctx, { amount: 1, severity: "any" });
      }),
    ], { traits: ["Spell"], usesMarkers: true }),
    card("development", "development.triss", "development.magic-amulet", "Magic Amulet", [
      hook("during-battle", function* (ctx) {
        yield* ctx.rt.addResults(ctx, { result: "ritual", amount: 1 });
      }, { limit: "once-per-battle" }),
    ], { traits: ["Item"] }),
    card("development", "development.dandelion", "development.zoltan", "Zoltan", [
      markerHook("during-battle", function* (ctx) {
        yield* ctx.rt.addResults(ctx, { result: "sword", amount: 2 });
      }, "once-per-battle"),
    ], { traits: ["Friend"], usesMarkers: true }),
    card("development", "development.dandelion", "development.priscilla", "Priscilla", [
      markerHook("any-time", function* (ctx) {
        yield* ctx.rt.receive(ctx, { resource: "lead", amount: 1, colour: "any" });
      }),
    ], { traits: ["Friend"], usesMarkers: true }),
    card("development", "development.dandelion", "development.lute", "Lute", [
      hook("any-time", function* (ctx) {
        yield* ctx.rt.receive(ctx, { resource: "gold", amount: 1, colour: "any" });
      }, { limit: "once-per-turn" }),
    ], { traits: ["Item"] }),
    card("development", "development.yarpen", "development.battle-axe", "Battle Axe", [
      hook("during-battle", function* (ctx) {
        yield* ctx.rt.addResults(ctx, { result: "sword", amount: 1 });
      }, { limit: "once-per-battle" }),
    ], { traits: ["Weapon"] }),
    card("development", "development.yarpen", "development.mead", "Mahakam Mead", [
      hook("any-time", function* (ctx) {
        yield* ctx.rt.heal(ctx, { amount: 1, severity: "minor" });
      }, { limit: "once-per-turn", canPay: (ctx) => ctx.rt.canHeal(ctx, { amount: 1, severity: "minor" }) }),
    ], { traits: ["Item"] }),
    card("development", "development.yarpen", "development.shield-wall", "Shield Wall", [
      hook("during-battle", function* (ctx) {
        yield* ctx.rt.addResults(ctx, { result: "shield", amount: 2 });
      }, { limit: "once-per-battle" }),
    ], { traits: ["Item"] }),
    // Yarpen's companions
    card("companion", "companion.yarpen", "companion.paulie", "Paulie Dahlberg", [
      hook("command", function* (ctx) {
        yield* ctx.rt.receive(ctx, { resource: "gold", amount: 2, colour: "any" });
      }),
    ]),
    card("companion", "companion.yarpen", "companion.yannick", "Yannick Brass", [
      hook("command", function* (ctx) {
        yield* ctx.rt.receive(ctx, { resource: "lead", amount: 1, colour: "red" });
      }),
    ]),
    card("companion", "companion.yarpen", "companion.xavier", "Xavier Moran", [
      hook("command", function* (ctx) {
        yield* ctx.rt.heal(ctx, { amount: 1, severity: "any" });
      }),
    ]),
    card("companion", "companion.yarpen", "companion.zoltan-chivay", "Zoltan Chivay", [
      hook("command", function* (ctx) {
        yield* ctx.rt.receive(ctx, { resource: "lead", amount: 1, colour: "purple" });
      }),
    ]),
  ],
  quests: [
    ...questDeck("red", "combat", [
      ["road-of-no-return", "Road of No Return", "duen-canell", "enemy.bandits"],
      ["monster-contract", "Monster Contract", "novigrad", "enemy.wild-hunt-rider"],
      ["mahakam-forge", "Mahakam Forge", "mahakam", null],
      ["border-patrol", "Border Patrol", "cintra", "enemy.bandits"],
      ["trolls-bridge", "Troll's Bridge", "skellige", null],
    ]),
    ...questDeck("blue", "magic", [
      ["lodge-meeting", "Lodge Meeting", "ban-ard", null],
      ["elven-secrets", "Elven Secrets", "dol-blathanna", "enemy.wild-hunt-rider"],
      ["cursed-tower", "Cursed Tower", "gors-velen", null],
      ["sorceress-gambit", "Sorceress's Gambit", "toussaint", null],
      ["lost-grimoire", "Lost Grimoire", "oxenfurt", "enemy.bandits"],
    ]),
    ...questDeck("purple", "diplomacy", [
      ["royal-wedding", "Royal Wedding", "wyzima", null],
      ["merchant-guild", "Merchant Guild", "novigrad", null],
      ["spy-network", "Spy Network", "tretogor", "enemy.bandits"],
      ["peace-talks", "Peace Talks", "nilfgaard", null],
      ["ballad-contest", "Ballad Contest", "hindarsfjall", null],
    ]),
  ],
};

function questDeck(colour: "red" | "blue" | "purple", supportType: string, specs: [string, string, string, string | null][]) {
  const others = (["red", "blue", "purple"] as const).filter((c) => c !== colour);
  return specs.map(([id, name, location, foe], i) =>
    quest({
      id: `quest.${id}`,
      name,
      deck: `quest.${colour}`,
      supportType,
      location: `location.${location}`,
      vp: foe ? 8 : 6,
      main: [proof(colour, 2)],
      ...(foe ? { enemy: foe } : {}),
      consequences: function* (ctx) {
        yield* ctx.rt.draw(ctx, { deck: "goodfortune", amount: 1, mode: "draw" });
        if (i % 2 === 1) yield* ctx.rt.advanceWarTrack(ctx, { amount: 1 });
      },
      side: [
        { id: "leads", vp: 4, costs: [leads(others[i % 2], 3)] },
        { id: "visit", vp: 2, goTo: i % 2 === 0 ? "location.wyzima" : "location.novigrad" },
        { id: "hunt", vp: 3, defeat: "any" },
      ],
      support: i % 2 === 0 ? [leads(colour, 1)] : [gold(2)],
    }),
  );
}
