// The token-level rules that ask: the colour of a lead or proof, the spaces of wounds and foul fate tokens, the
// regions an effect names, monsters placed, the war track advanced. Steps of the game's table, which the effects'
// primitives (primitives.ts) and the turn's rules call.
import { type Answer, sharedOption, type ChoiceOption } from "../../../runtime/core/decision.ts";
import { byName, entity, text, type Why } from "../../../runtime/core/text.ts";
import type { LeadColour, MonsterType } from "./content.ts";
import type { ColourChoice, RegionTarget, Resource, WoundSeverity } from "./effect-api.ts";
import { decisionOf } from "./engine.ts";
import { type AdventureMachine, steps } from "./machine.ts";
import { FOUL_FATE_OVERFLOW_VP, LEAD_COLOURS, WOUND_OVERFLOW_VP } from "./state.ts";

const placeWoundPrompt = byName((severity) => text("prompt-place-wound", { severity }));
const PROMPT_PLACE_FOUL_FATE = text("prompt-place-foul-fate");
/** a wound to remove or heal, by its severity and space: made once, offered whenever wounds heal */
const woundOnOption: Readonly<Record<WoundSeverity, (space: string) => ChoiceOption>> = {
  minor: byName((space) => sharedOption(space, text("option-wound-on", { severity: "minor", space }))),
  severe: byName((space) => sharedOption(space, text("option-wound-on", { severity: "severe", space }))),
};
const healMinorOption = byName((space) => sharedOption(space, text("option-heal-minor", { space })));
const healSevereOption = byName((space) => sharedOption(space, text("option-heal-severe", { space })));
const DO_NOT_HEAL = sharedOption("none", text("option-do-not-heal"));
const PROMPT_HEART_HEAL = text("prompt-heart-heal");

/**
 * A hero's wounds without those on `spaces`, the others in their order (as `delete` would leave them): an object
 * that lost a key by `delete` becomes a dictionary, slower at every look-up of it.
 */
function withoutWounds(wounds: Readonly<Record<string, WoundSeverity>>, spaces: readonly string[]): Record<string, WoundSeverity> {
  const out: Record<string, WoundSeverity> = {};
  for (const s in wounds) if (!spaces.includes(s)) out[s] = wounds[s];
  return out;
}

/** the colour of one lead or proof to receive, spend or lose (`verb`) */
export const chooseColour = steps.define<{ hero: string; verb: string; resource: string; colours: readonly LeadColour[] }>("choose-colour", {
  ask(k, f) {
    const { verb, resource } = f;
    k.ask(
      decisionOf(
        f.hero,
        "choose-colour",
        text("prompt-choose-colour", { verb, resource }),
        f.colours.map((c) => ({ key: c, label: text("option-colour", { colour: c, resource }) })),
      ),
    );
  },
  chosen(k, _f, answer) {
    k.end((answer as Answer)[0] as LeadColour);
  },
});

interface ColourFields {
  hero: string;
  resource: "lead" | "proof";
  amount: number;
  why: string;
}

/** Receiving: a lead or proof of any colour, one at a time, each of the colour the hero picks */
export const receiveAnyColour = steps.define<ColourFields & { i: number }>("receive-any-colour", {
  pick(k, f) {
    if (f.i >= f.amount) return k.end();
    k.call(chooseColour, { hero: f.hero, verb: "receive", resource: f.resource, colours: LEAD_COLOURS });
  },
  receive(k, f, colour) {
    const h = k.e.hero(f.hero);
    const c = colour as LeadColour;
    (f.resource === "lead" ? h.leads : h.proof)[c] += 1;
    k.e.event("receive", { hero: f.hero, resource: f.resource, colour: c, amount: 1, why: f.why });
    f.i++;
    k.goto(f, "pick");
  },
});

/**
 * Receiving, from a phase: gold, VP and leads or proof of a given colour at once; of any colour, the step where
 * the hero picks each (the last thing the phase does).
 */
export function callReceive(k: AdventureMachine, hero: string, resource: Resource, amount: number, colour: ColourChoice, why: string): void {
  if (!k.e.receivedAtOnce(hero, resource, amount, colour, why)) k.call(receiveAnyColour, { hero, resource: resource as "lead" | "proof", amount, why, i: 0 });
}

/**
 * Spending (or losing, `verb`), from a phase: the next phase resumes with how many were paid, at once or once
 * the hero has picked the colour of each (the last thing the phase does).
 */
export function callPay(k: AdventureMachine, hero: string, resource: Resource, amount: number, colour: ColourChoice, why: string, verb = "spend"): void {
  const paid = k.e.paidAtOnce(hero, resource, amount, colour, why, verb);
  if (paid !== null) k.pass(paid);
  else k.call(payAnyColour, { hero, resource: resource as "lead" | "proof", amount, why, verb, paid: 0 });
}

/** Spending (or losing, `verb`) leads or proof of any colour: as many as he holds, each of a colour he picks; ends with how many */
export const payAnyColour = steps.define<ColourFields & { verb: string; paid: number }>("pay-any-colour", {
  pick(k, f) {
    const h = k.e.hero(f.hero);
    const pool = f.resource === "lead" ? h.leads : h.proof;
    const held = LEAD_COLOURS.filter((x) => pool[x] > 0);
    if (f.paid >= f.amount || held.length === 0) return k.end(f.paid);
    k.call(chooseColour, { hero: f.hero, verb: f.verb, resource: f.resource, colours: held });
  },
  pay(k, f, colour) {
    const h = k.e.hero(f.hero);
    const c = colour as LeadColour;
    (f.resource === "lead" ? h.leads : h.proof)[c] -= 1;
    f.paid++;
    k.e.event(f.verb, { hero: f.hero, resource: f.resource, colour: c, amount: 1, why: f.why });
    k.goto(f, "pick");
  },
});

/** Wounds: each wound token on an open woundable space the hero picks; with none open, he loses VP instead */
export const placeWounds = steps.define<{ hero: string; amount: number; severity: WoundSeverity; why: string; i: number }>("suffer-wounds", {
  place(k, f) {
    const e = k.e;
    const hero = f.hero;
    const h = e.hero(hero);
    for (; f.i < f.amount; f.i++) {
      const open = e.openWoundOptions(h);
      if (open.length > 0) return k.ask(decisionOf(hero, "place-wound", placeWoundPrompt(f.severity), open));
      e.event("wound-overflow", { hero, severity: f.severity, why: f.why });
      e.loseVp(hero, WOUND_OVERFLOW_VP, "wound with no open woundable space");
    }
    k.end();
  },
  placed(k, f, answer) {
    const space = (answer as Answer)[0];
    k.e.hero(f.hero).wounds[space] = f.severity;
    k.e.event("wound", { hero: f.hero, severity: f.severity, space, why: f.why });
    f.i++;
    k.goto(f, "place");
  },
});

/** wounds healed: the hero picks which of his wounds (of a severity) go, all of them when that is all he has */
export const removeWoundTokens = steps.define<{ hero: string; amount: number; severity: WoundSeverity | "any"; why: string }>("remove-wounds", {
  choose(k, f) {
    const e = k.e;
    const h = e.hero(f.hero);
    const spaces = e.woundsOf(f.hero, f.severity);
    const n = Math.min(f.amount, spaces.length);
    if (n === 0) return k.end();
    // all of them go (a rest most often): the forced answer, their spaces in order, with no options made for it
    if (n === spaces.length) return k.pass(spaces);
    k.ask(
      decisionOf(
        f.hero,
        "remove-wound",
        text("prompt-remove-wounds", { amount: n }),
        spaces.map((s) => woundOnOption[h.wounds[s]](s)),
        { min: n, max: n },
      ),
    );
  },
  heal(k, f, answer) {
    const chosen = answer as readonly string[];
    const h = k.e.hero(f.hero);
    for (const s of chosen) k.e.event("heal", { hero: f.hero, space: s, severity: h.wounds[s], why: f.why });
    h.wounds = withoutWounds(h.wounds, chosen);
  },
});

/** heart locations: remove one minor wound or flip one severe wound to minor (optional) */
export const healAtHeart = steps.define<{ hero: string }>("heart-heal", {
  offer(k, f) {
    const e = k.e;
    const h = e.hero(f.hero);
    const opts: ChoiceOption[] = [];
    for (const s of e.woundsOf(f.hero, "any")) opts.push(h.wounds[s] === "minor" ? healMinorOption(s) : healSevereOption(s));
    if (opts.length === 0) return k.end();
    opts.push(DO_NOT_HEAL);
    k.ask(decisionOf(f.hero, "heart-heal", PROMPT_HEART_HEAL, opts));
  },
  heal(k, f, answer) {
    const space = (answer as Answer)[0];
    if (space === "none") return;
    const hero = f.hero;
    const h = k.e.hero(hero);
    if (h.wounds[space] === "minor") {
      h.wounds = withoutWounds(h.wounds, [space]);
      k.e.event("heal", { hero, space, severity: "minor", why: "heart location" });
    } else {
      h.wounds[space] = "minor";
      k.e.event("wound-flipped", { hero, space, why: "heart location" });
    }
  },
});

interface FoulFateFields {
  hero: string;
  amount: number;
  /** the action space the token goes next to, or null: a space the hero picks */
  action: string | null;
  /** "if able": no VP lost when there is no space for it */
  ifAble: boolean;
  why: Why;
  i: number;
}

/** Foul fate tokens on the hero sheet, next to an action; with no space for one, the hero loses VP instead */
export const placeFoulFate = steps.define<FoulFateFields>("suffer-foul-fate", {
  place(k, f) {
    const e = k.e;
    const { hero, action, ifAble, why } = f;
    const h = e.hero(hero);
    for (; f.i < f.amount; f.i++) {
      if (action !== null) {
        if (!e.foulFateSpaces(hero).includes(action)) {
          if (ifAble) continue;
          throw new Error(`${hero} has no ${action} action for a foul fate token`);
        }
        if (!h.foulFate.includes(action)) {
          h.foulFate.push(action);
          e.event("foul-fate", { hero, space: action, why });
        } else if (ifAble) {
          e.event("foul-fate-skipped", { hero, space: action, why });
        } else {
          e.event("foul-fate-overflow", { hero, why });
          e.loseVp(hero, FOUL_FATE_OVERFLOW_VP, "foul fate with no open space");
        }
        continue;
      }
      const open = e.openFoulFateOptions(hero, h);
      if (open.length > 0) return k.ask(decisionOf(hero, "place-foul-fate", PROMPT_PLACE_FOUL_FATE, open));
      if (ifAble) {
        e.event("foul-fate-skipped", { hero, why });
        continue;
      }
      e.event("foul-fate-overflow", { hero, why });
      e.loseVp(hero, FOUL_FATE_OVERFLOW_VP, "foul fate with no open space");
    }
    k.end();
  },
  placed(k, f, answer) {
    const space = (answer as Answer)[0];
    k.e.hero(f.hero).foulFate.push(space);
    k.e.event("foul-fate", { hero: f.hero, space, why: f.why });
    f.i++;
    k.goto(f, "place");
  },
});

/** a foul fate token in a region; a region holds one, so an extra one goes on the hero's sheet */
export const foulFateInRegion = steps.define<{ hero: string; region: string; why: string }>("foul-fate-in-region", {
  place(k, f) {
    const z = k.e.state.zones[f.region];
    if (!z.foulFate) {
      z.foulFate = true;
      k.e.event("place-foul-fate", { hero: f.hero, region: f.region, why: f.why });
      return;
    }
    const why = text("reason-region-has-foul-fate", { why: { reason: f.why }, region: entity(f.region) });
    k.call(placeFoulFate, { hero: f.hero, amount: 1, action: null, ifAble: false, why, i: 0 });
  },
});

const PROMPT_ADJACENT_REGION = text("prompt-choose-adjacent-region");

/** the regions an effect names: the hero's, each region, a named one, or an adjacent one he picks; ends with them */
export const chooseRegions = steps.define<{ hero: string; where: RegionTarget }>("choose-regions", {
  choose(k, f) {
    const e = k.e;
    const where = f.where;
    if (typeof where === "object") {
      if (!e.state.zones[where.region]) throw new Error(`unknown region ${where.region}`);
      return k.end([where.region]);
    }
    const own = e.regionOfHero(f.hero);
    if (where === "your-region") return k.end([own]);
    if (where === "each-region") return k.end(e.cat.content.regions.map((r) => r.id));
    const adj = e.cat.regions.get(own)!.adjacent;
    k.ask(
      decisionOf(
        f.hero,
        "choose-region",
        PROMPT_ADJACENT_REGION,
        adj.map((x) => ({ key: x, label: text("option-region", { region: entity(x) }) })),
      ),
    );
  },
  chosen(k, _f, answer) {
    k.end([(answer as Answer)[0]]);
  },
});

interface MonstersFields {
  hero: string;
  type: MonsterType;
  why: string;
  /** a region for each monster wanted, in order */
  wanted: readonly string[];
  /** when too few monsters are left: the regions wanted (each once, in order) and how many each still wants */
  regions: readonly string[];
  left: readonly number[];
  /** the regions picked for the monsters there are, and how many there are */
  targets: readonly string[];
  available: number;
}

/** the fields the placing of monsters starts with: `amount` in each of `regions` */
export function monstersFor(hero: string, amount: number, type: MonsterType, regions: readonly string[], why: string): MonstersFields {
  const wanted: string[] = [];
  for (const r of regions) for (let i = 0; i < amount; i++) wanted.push(r);
  return { hero, type, why, wanted, regions: [], left: [], targets: [], available: 0 };
}

/** Monsters placed facedown in regions; when too few are left, as many as there are, in the regions the hero picks */
export const placeMonsterTokens = steps.define<MonstersFields>("place-monsters", {
  count(k, f) {
    f.available = k.e.state.monsters[f.type].length;
    if (f.available >= f.wanted.length) {
      f.targets = f.wanted;
      return k.goto(f, "place");
    }
    const regions: string[] = [];
    const left: number[] = [];
    for (const r of f.wanted) {
      const at = regions.indexOf(r);
      if (at < 0) {
        regions.push(r);
        left.push(1);
      } else left[at]++;
    }
    f.regions = regions;
    f.left = left;
  },
  pick(k, f) {
    if (f.targets.length >= f.available) return k.goto(f, "place");
    const opts: ChoiceOption[] = [];
    for (let i = 0; i < f.regions.length; i++)
      if (f.left[i] > 0) opts.push({ key: f.regions[i], label: text("option-region", { region: entity(f.regions[i]) }) });
    k.ask(decisionOf(f.hero, "choose-region", text("prompt-place-monster", { type: f.type, left: f.available - f.targets.length }), opts));
  },
  picked(k, f, answer) {
    const r = (answer as Answer)[0];
    const at = f.regions.indexOf(r);
    // fresh lists: a snapshot's frame shares the ones it copied
    f.left = f.left.map((n, i) => (i === at ? n - 1 : n));
    f.targets = [...f.targets, r];
    k.goto(f, "pick");
  },
  place(k, f) {
    for (const r of f.targets) {
      const token = k.e.takeMonster(f.type);
      if (token) k.e.putMonster(token, r, false, f.hero, f.why);
    }
  },
});

/** The war track advances: at each space a monster of its type in the active hero's region, or a foul fate token there */
export const advanceTheWarTrack = steps.define<{ amount: number; why: string; i: number }>("advance-war-track", {
  advance(k, f) {
    const e = k.e;
    const active = e.state.active;
    for (; f.i < f.amount; ) {
      f.i++;
      e.state.warTrack = (e.state.warTrack + 1) % e.cat.content.warTrack.length;
      const space = e.cat.content.warTrack[e.state.warTrack];
      const region = e.regionOfHero(active);
      e.event("war-track", { hero: active, space: e.state.warTrack, kind: space.kind, monsterType: space.monsterType, why: f.why });
      if (space.kind === "monster") {
        const token = space.monsterType ? e.takeMonster(space.monsterType) : null;
        if (token) e.putMonster(token, region, false, active, "war track");
        continue;
      }
      k.call(foulFateInRegion, { hero: active, region, why: "war track" });
      return k.goto(f, "advance");
    }
  },
});
