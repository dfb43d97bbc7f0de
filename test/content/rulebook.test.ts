// The entities and facts the rulebooks name exist in the bundled content with
// the stats and behaviour the rulebooks give them. Each test quotes the
// section of /work/shared/rules/adventure-game-rules.en.txt it checks.

import { describe, expect, it } from "vitest";
import type { Effect, EntityIR } from "../../core/ir.ts";
import { bundled, effectNodes, entity, verbsOf } from "./bundled.ts";

const ref = (id: string) => ({ kind: "ref", id });
const hooksAt = (e: EntityIR, window: string) => e.hooks.filter((h) => h.window === window);
const strip = (e: Effect): unknown => JSON.parse(JSON.stringify(e, (k, v) => (k === "at" || k === "implied" ? undefined : v)));
const content = () => bundled().content;

describe("the board", () => {
  it("Regions: the regions and their adjacencies, as shown by the banners on the game board", () => {
    const adj = Object.fromEntries(content().regions.map((r) => [r.id, [...r.adjacent].sort()]));
    const r = (...names: string[]) => names.map((n) => `region.${n}`).sort();
    expect(adj).toEqual({
      "region.gray": r("purple", "red"),
      "region.purple": r("gray", "green", "red"),
      "region.red": r("gray", "purple", "green", "yellow", "blue"),
      "region.blue": r("red", "yellow"),
      "region.yellow": r("red", "green", "blue"),
      "region.green": r("purple", "yellow", "red"),
    });
  });

  it("Adjacent: two regions are adjacent if at least one location in each region is connected by a single route", () => {
    const c = content();
    const region = new Map(c.locations.map((l) => [l.id, l.region]));
    const derived = new Map<string, Set<string>>(c.regions.map((r) => [r.id, new Set()]));
    const join = (a: string, b: string) => {
      const [ra, rb] = [region.get(a)!, region.get(b)!];
      if (ra !== rb) derived.get(ra)!.add(rb), derived.get(rb)!.add(ra);
    };
    for (const rt of c.routes) join(rt.from, rt.to);
    for (const group of c.intersections) for (const a of group) for (const b of group) if (a !== b) join(a, b);
    for (const r of c.regions) expect([...derived.get(r.id)!].sort(), r.id).toEqual([...r.adjacent].sort());
  });

  it("Routes: Each location is connected to at least one adjacent location by a route", () => {
    const c = content();
    const joined = new Set([...c.routes.flatMap((r) => [r.from, r.to]), ...c.intersections.flat()]);
    expect(c.locations.filter((l) => !joined.has(l.id)).map((l) => l.id)).toEqual([]);
  });

  it("Movement: the sea routes Novigrad–Duén Canell (two gold) and Duén Canell–Cintra (one gold)", () => {
    const sea = content()
      .routes.filter((r) => r.seaCost > 0)
      .map((r) => [[r.from, r.to].sort().join(" – "), r.seaCost]);
    expect(Object.fromEntries(sea)).toEqual({
      "location.duen-canell – location.novigrad": 2,
      "location.cintra – location.duen-canell": 1,
    });
  });

  it("Routes: Dol Blathanna, Vengerberg, Ellander, and Shaerrawedd are all adjacent and connected to one another", () => {
    const groups = content().intersections.map((g) => [...g].sort());
    expect(groups).toContainEqual(["location.dol-blathanna", "location.ellander", "location.shaerrawedd", "location.vengerberg"]);
  });

  it("Locations: three locations (Brokilon, Jaruga, and Ellander) provide no lead tokens", () => {
    const none = content()
      .locations.filter((l) => l.leads.length === 0)
      .map((l) => l.id)
      .sort();
    expect(none).toEqual(["location.brokilon", "location.ellander", "location.jaruga"]);
  });

  it("Locations: two locations (Duén Canell and Ellander) display a large heart icon", () => {
    const hearts = content()
      .locations.filter((l) => l.heart)
      .map((l) => l.id)
      .sort();
    expect(hearts).toEqual(["location.duen-canell", "location.ellander"]);
  });

  it("Example of a Turn: from Wyzima to Brokilon, and then on to Duén Canell, where he receives one blue lead", () => {
    const c = content();
    const routes = c.routes.map((r) => [r.from, r.to].sort().join(" "));
    expect(routes).toContain("location.brokilon location.wyzima");
    expect(routes).toContain("location.brokilon location.duen-canell");
    expect(c.locations.find((l) => l.id === "location.duen-canell")!.leads).toEqual([{ kind: "one", colour: "blue" }]);
    expect(c.locations.find((l) => l.id === "location.duen-canell")!.region).toBe("region.blue");
    // What Are Locations, Routes & Regions?: "three routes connecting Duén Canell to other locations"
    expect(c.routes.filter((r) => r.from === "location.duen-canell" || r.to === "location.duen-canell")).toHaveLength(3);
  });

  it("What Are Leads & Proof?: lead icons of one colour, either of two colours, any colour and one of each colour all appear", () => {
    const kinds = new Set(content().locations.flatMap((l) => l.leads.map((i) => i.kind)));
    expect([...kinds].sort()).toEqual(["any", "each", "either", "one"]);
  });

  it("War Track: every space places a monster of a type or a foul fate token", () => {
    const track = content().warTrack;
    expect(track.length).toBeGreaterThan(0);
    expect(new Set(track.map((s) => s.monsterType ?? s.kind))).toEqual(new Set(["bronze", "silver", "gold", "foulfate"]));
  });
});

describe("heroes and dice", () => {
  const hero = (id: string) => content().heroes.find((h) => h.id === id)!;

  it("Actions: travel, investigate, develop and rest for all, plus brew (Geralt), prepare (Triss), sing (Dandelion), command (Yarpen)", () => {
    const own = { "hero.geralt": "brew", "hero.triss": "prepare", "hero.dandelion": "sing", "hero.yarpen": "command" };
    for (const [id, action] of Object.entries(own)) {
      expect(
        hero(id)
          .actions.map((a) => a.name)
          .sort(),
        id,
      ).toEqual(["travel", "investigate", "develop", "rest", action].sort());
      // Wounds: woundable action spaces are travel, develop, investigate and hero-specific actions
      expect(
        hero(id)
          .actions.filter((a) => !a.woundable)
          .map((a) => a.name),
        id,
      ).toEqual(["rest"]);
    }
  });

  it("Operations: Bribe a Friend (Dandelion only)", () => {
    const withBribe = content()
      .heroes.filter((h) => h.operations?.includes("bribe"))
      .map((h) => h.id);
    expect(withBribe).toEqual(["hero.dandelion"]);
  });

  it("Yarpen: two quest decks (combat or diplomacy), two armour spaces and four companions", () => {
    expect([...hero("hero.yarpen").questDecks].sort()).toEqual(["quest.combat", "quest.diplomacy"]);
    expect(hero("hero.yarpen").armour).toBe(2);
    for (const id of ["hero.geralt", "hero.triss", "hero.dandelion"]) expect(hero(id).armour, id).toBe(0);
    expect(content().cards.filter((c) => c.deck === "companion.yarpen")).toHaveLength(4);
  });

  it("Yarpen: a success on either of the two die faces shown on his sheet, not on the single dodge face", () => {
    const y = hero("hero.yarpen");
    const die = content().dice.find((d) => d.id === y.dice[0])!;
    const success = die.faces.filter((f) => f.results.some((r) => y.successFaces.includes(r)));
    expect(success).toHaveLength(2);
    const dodge = die.faces.filter((f) => f.results.length === 1 && f.results[0] === "dodge");
    expect(dodge).toHaveLength(1);
    expect(success).not.toContainEqual(dodge[0]);
  });

  it("What Are Dice Results?: every hero has a die face that counts as a success", () => {
    for (const h of content().heroes) {
      const faces = h.dice.flatMap((d) => content().dice.find((x) => x.id === d)!.faces);
      expect(
        faces.some((f) => f.results.some((r) => h.successFaces.includes(r))),
        h.id,
      ).toBe(true);
    }
  });

  it("Dice: each battle die has one die face that is blank, and every die has six faces from the Quick Reference list", () => {
    const c = content();
    const quickReference = ["sword", "shield", "dodge", "ritual", "sign", "sword+sword", "shield+shield", "dodge+shield", "shield+shield+sword", ""];
    for (const d of c.dice) {
      expect(d.faces, d.id).toHaveLength(6);
      for (const f of d.faces) expect(quickReference, `${d.id} ${f.name}`).toContain([...f.results].sort().join("+"));
    }
    for (const id of c.battleDice)
      expect(
        c.dice.find((d) => d.id === id)!.faces.filter((f) => f.results.length === 0),
        id,
      ).toHaveLength(1);
  });

  it("Quests: each hero can only draw from the decks shown on his hero sheet, and those decks exist", () => {
    const decks = new Set(content().quests.map((q) => q.deck));
    for (const h of content().heroes) for (const d of h.questDecks) expect(decks, h.id).toContain(d);
    expect(hero("hero.geralt").questDecks).toEqual(["quest.combat"]);
  });
});

describe("monsters and enemies", () => {
  const monster = (id: string) => content().monsters.find((m) => m.id === id)!;

  it("Example of a Battle: the Fleder is a silver monster, sword 4 and shield 2, a minor wound before rolling, one gold and 1 VP on a successful sword", () => {
    const f = monster("monster.fleder");
    expect(f.type).toBe("silver");
    expect(f.stats).toEqual({ sword: 4, shield: 2, ritual: null });
    const e = entity("monster.fleder");
    expect(hooksAt(e, "before-rolling").map((h) => strip(h.effect))).toEqual([
      { kind: "verb", verb: "suffer-wound", args: { amount: 1, severity: "minor" }, ifAble: false },
    ]);
    const win = hooksAt(e, "successful-sword")
      .flatMap((h) => [...effectNodes(h.effect)])
      .filter((n) => n.kind === "verb");
    expect(win.map((n) => n.kind === "verb" && [n.verb, n.args.resource, n.args.amount])).toEqual([
      ["receive", "gold", 1],
      ["gain", "vp", 1],
    ]);
  });

  it("Battles: the Striga's shield stat is 5 and its failed shield is 'suffer 1 wound for each shield you are short'", () => {
    expect(monster("monster.striga").stats.shield).toBe(5);
    const failed = hooksAt(entity("monster.striga"), "failed-shield").map((h) => strip(h.effect));
    expect(failed).toEqual([
      {
        kind: "verb",
        verb: "suffer-wound",
        args: {
          amount: {
            kind: "product",
            factors: [
              { kind: "const", value: 1 },
              { kind: "query", query: "short", args: { result: "shield" } },
            ],
          },
          severity: "minor",
        },
        ifAble: false,
      },
    ]);
  });

  it("Monsters: the Phantom and the Wraith have a ritual stat instead of a sword stat", () => {
    for (const id of ["monster.phantom", "monster.wraith"]) {
      expect(monster(id).stats.sword, id).toBeNull();
      expect(monster(id).stats.ritual, id).toBeGreaterThan(0);
    }
  });

  it("Battles: the ritual stat can appear in addition to the sword and shield stat", () => {
    const all = [...content().monsters, ...content().enemies].filter((m) => m.stats.sword !== null && m.stats.ritual !== null && m.stats.shield !== null);
    expect(all.length).toBeGreaterThan(0);
  });

  it("Battles: every enemy has a shield stat and a sword or ritual stat to beat", () => {
    for (const m of [...content().monsters, ...content().enemies]) {
      expect(m.stats.shield, m.id).not.toBeNull();
      expect(m.stats.sword !== null || m.stats.ritual !== null, m.id).toBe(true);
    }
  });
});

describe("cards and quests", () => {
  it("Investigation Cards: the blue Zerikanian Assassin advances the war track and places 1 foul fate on the travel action, if able", () => {
    const z = entity("investigation.zerikanian-assassin");
    expect(z.props.deck).toBe("investigation.blue");
    expect(z.props.traits).toEqual([ref("trait.nilfgaard")]);
    expect(hooksAt(z, "effect").map((h) => strip(h.effect))).toEqual([
      {
        kind: "seq",
        steps: [
          { kind: "verb", verb: "advance-war-track", args: { amount: 1 }, ifAble: false },
          { kind: "verb", verb: "place-foul-fate-on-action", args: { amount: 1, action: "travel" }, ifAble: true },
        ],
      },
    ]);
  });

  it("Traits: 'Receive 1 blue lead and 1 additional blue lead for each Nilfgaard card you have'", () => {
    const nodes = hooksAt(entity("investigation.nilfgaardian-emissary"), "effect").flatMap((h) => [...effectNodes(h.effect)]);
    const counted = nodes.find((n) => n.kind === "verb" && typeof n.args.amount === "object" && n.args.amount !== null);
    expect(counted && strip(counted)).toEqual({
      kind: "verb",
      verb: "receive",
      args: {
        amount: {
          kind: "product",
          factors: [
            { kind: "const", value: 1 },
            { kind: "query", query: "cardsWithTrait", args: { trait: ref("trait.nilfgaard") } },
          ],
        },
        colour: "blue",
        resource: "lead",
      },
      ifAble: false,
    });
  });

  it("Investigation Cards: blue cards carry the Aen Seidhe, Nilfgaard and Lodge of Sorceresses traits; purple cards the valuable information trait", () => {
    const traitsOf = (deck: string) =>
      new Set(
        content()
          .cards.filter((c) => c.deck === deck)
          .flatMap((c) => c.traits),
      );
    expect([...traitsOf("investigation.blue")]).toEqual(expect.arrayContaining(["aen-seidhe", "nilfgaard", "lodge-of-sorceresses"]));
    expect([...traitsOf("investigation.purple")]).toContain("valuable-information");
  });

  it("Investigation Cards: valuable information cards let the hero keep them; other purple cards trigger on discarding one", () => {
    const purple = bundled().entities.filter((e) => e.props.deck === "investigation.purple");
    const vi = purple.filter((e) => JSON.stringify(e.props.traits).includes("trait.valuable-information"));
    expect(vi.length).toBeGreaterThan(0);
    for (const e of vi) expect(e.hooks.flatMap(verbsOf), e.id).toContain("keep-for-trait");
    const users = purple.filter((e) =>
      e.hooks.some((h) => [...(h.cost ? effectNodes(h.cost) : [])].some((n) => n.kind === "verb" && n.verb === "discard-trait")),
    );
    expect(users.length).toBeGreaterThan(0);
  });

  it("Investigation Cards / Tasks: every investigation deck has setbacks and tasks", () => {
    for (const deck of ["investigation.blue", "investigation.purple", "investigation.red"]) {
      const cards = bundled().entities.filter((e) => e.props.deck === deck);
      expect(
        cards.some((e) => hooksAt(e, "setback").length > 0),
        deck,
      ).toBe(true);
      expect(
        cards.some((e) => hooksAt(e, "task").length > 0 && e.props.keep === "task"),
        deck,
      ).toBe(true);
    }
  });

  it("Spending: the foul fate card Bushwhacked states 'Spend 2 leads or fight a battle!'", () => {
    const [h] = hooksAt(entity("foulfate.bushwhacked"), "effect");
    expect(strip(h.effect)).toEqual({
      kind: "choice",
      options: [
        { kind: "verb", verb: "spend", args: { amount: 2, colour: "any", resource: "lead" }, ifAble: false },
        { kind: "verb", verb: "fight", args: { enemy: ref("enemy.bandits") }, ifAble: false },
      ],
    });
  });

  it("Example of a Battle: Igni, a witcher sign: during battle, once per roll, spend 1 dodge to produce 2 swords", () => {
    const igni = entity("development.igni");
    expect(igni.props.deck).toBe("development.geralt");
    expect(igni.props.traits).toEqual([ref("trait.witcher-sign")]);
    const [h] = igni.hooks;
    expect([h.window, h.limit]).toEqual(["during-battle", "once-per-roll"]);
    expect(strip(h.cost!)).toEqual({ kind: "verb", verb: "spend-results", args: { amount: 1, result: "dodge" }, ifAble: false });
    expect(strip(h.effect)).toEqual({ kind: "verb", verb: "add-results", args: { amount: 2, result: "sword" }, ifAble: false });
  });

  it("Development Cards: markers go only on cards with a 'spend from this card' effect, at most three at a time", () => {
    const dev = bundled().entities.filter((e) => e.kind === "development");
    const spends = (e: EntityIR) =>
      e.hooks.some((h) => h.cost !== null && [...effectNodes(h.cost)].some((n) => n.kind === "verb" && n.verb === "spend-marker"));
    // brew, prepare and bribe put markers on potions, spells and friends
    const marked = dev.filter((e) => ["trait.potion", "trait.spell", "trait.friend"].some((t) => JSON.stringify(e.props.traits).includes(`"${t}"`)));
    expect(marked.length).toBeGreaterThan(0);
    for (const e of marked) expect(spends(e), e.id).toBe(true);
    for (const e of dev)
      for (const h of e.hooks)
        for (const n of effectNodes(h.effect))
          if (n.kind === "verb" && n.verb === "place-marker") {
            expect(spends(e), e.id).toBe(true);
            expect(n.args.amount, e.id).toBeLessThanOrEqual(3);
          }
  });

  it("Development Cards: a card that stays in play limits what it gives for free (once per roll, turn or battle) or makes the hero pay", () => {
    const staying = bundled().entities.filter((e) => e.kind === "development" || e.kind === "companion");
    for (const e of staying)
      for (const h of e.hooks.filter((x) => x.window !== "effect" && x.window !== "command"))
        expect(h.limit !== null || h.cost !== null, `${e.id} ${h.window}`).toBe(true);
  });

  it("Good Fortune Cards: each good fortune card states when it can be played", () => {
    for (const e of bundled().entities.filter((x) => x.kind === "goodfortune")) expect(e.hooks.length, e.id).toBeGreaterThan(0);
  });

  it("Example of a Turn: 'Road of No Return', a main quest at Duén Canell needing two red proof and a battle, for 8 VP", () => {
    const q = content().quests.find((x) => x.id === "quest.road-of-no-return")!;
    expect(q.deck).toBe("quest.combat");
    expect([q.main.location, q.main.vp]).toEqual(["location.duen-canell", 8]);
    expect(q.main.enemy).not.toBeNull();
    const e = entity("quest.road-of-no-return");
    expect(hooksAt(e, "main-requirement").map((h) => strip(h.effect))).toEqual([
      { kind: "verb", verb: "spend", args: { amount: 2, colour: "red", resource: "proof" }, ifAble: false },
    ]);
    // "he spends three blue lead tokens, earns 4 VP"
    expect(q.side[0].vp).toBe(4);
    expect(strip(hooksAt(e, "side-requirement")[0].effect)).toEqual({
      kind: "verb",
      verb: "spend",
      args: { amount: 3, colour: "blue", resource: "lead" },
      ifAble: false,
    });
  });

  it("Quest Cards: every quest has a main quest location, VP and requirement, side quests, and a support quest worth 6 VP to the supporter and 3 VP to the owner", () => {
    for (const q of content().quests) {
      expect(q.main.location, q.id).toMatch(/^location\./);
      expect(q.main.vp, q.id).toBeGreaterThan(0);
      expect(q.side.length, q.id).toBeGreaterThan(0);
      expect([q.support.vp, q.support.ownerVp], q.id).toEqual([6, 3]);
      const e = entity(q.id);
      expect(hooksAt(e, "main-requirement"), q.id).toHaveLength(1);
      expect(hooksAt(e, "support-requirement"), q.id).toHaveLength(1);
    }
    // Quest Cards: "Some side quests require a player to 'go to' a specific location"
    expect(content().quests.some((q) => q.side.some((s) => s.goTo !== null))).toBe(true);
  });
});
