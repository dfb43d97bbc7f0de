// The eight actions and the rules around performing one: open spaces, one of
// each per turn, delayed heroes, forced rest and foul fate on an action.
import { type Answer, sharedOption, type ChoiceOption } from "../../../runtime/core/decision.ts";
import { byName, entity, text } from "../../../runtime/core/text.ts";
import type { ActionName, HeroDef } from "./content.ts";
import { drawingCards, drawOf } from "./cards.ts";
import { decisionOf, type Engine } from "./engine.ts";
import { steps } from "./machine.ts";
import { callOwnHooks, callWindow } from "./hooks.ts";
import { OpenOptions } from "../../../runtime/core/open-options.ts";
import { arrival, arrive, followPath, travelOptions, travelPaths } from "./movement.ts";
import { defOf, holdsWound } from "./state.ts";
import { callReceive, removeWoundTokens } from "./tokens.ts";

/** actions whose space is open (no action token, no wound); a hero whose woundable spaces are all wounded must rest */
export function availableActions(e: Engine, hero: string): ActionName[] {
  return actionOptions(e, hero).map((o) => o.key as ActionName);
}

/**
 * availableActions as the choice of an action offers them. Which of his sheet's actions a hero may take is all
 * they depend on: each such set is made once per hero sheet (the action is asked twice a turn).
 */
function actionOptions(e: Engine, hero: string): readonly ChoiceOption[] {
  const h = e.hero(hero);
  const restOnly = e.mustRest(hero);
  return ACTION_OPTIONS.of(
    e.cat.hero(h.id).actions,
    ({ name }) => (!restOnly || name === "rest") && !h.actionTokens.includes(name) && !holdsWound(h.wounds, name),
  );
}

/** a hero sheet's open actions as the choice of an action offers them */
const ACTION_OPTIONS = new OpenOptions<HeroDef["actions"][number]>((a) => actionOption(a.name));

const PROMPT_CHOOSE_ACTION = text("prompt-choose-action");
const PROMPT_TRAVEL = text("prompt-travel");
const PROMPT_REST = text("prompt-rest");
const REST_SEVERE = sharedOption("severe", text("option-rest-severe"));
/** resting heals two minor wounds, or the one the hero has */
const REST_MINOR: readonly ChoiceOption[] = [1, 2].map((amount) => sharedOption("minor", text("option-rest-minor", { amount })));

const actionOption = byName((action) => sharedOption(action, text("option-action", { action })));
const actionHooksPrompt = byName((action) => text("prompt-action-hooks", { action }));

/** An action: chosen among the open spaces, its foul fate token resolved first, the cards that answer it, and the action itself. */
export const performAction = steps.define<{ hero: string; action: ActionName | null }>("action", {
  choose(k, f) {
    const e = k.e;
    const h = e.hero(f.hero);
    if (h.delayed) {
      // Delayed Heroes: stand the figure instead of performing this action
      h.delayed = false;
      e.event("delay-forfeit", { hero: f.hero, action: e.state.actionNo });
      return k.end();
    }
    const actions = actionOptions(e, f.hero);
    if (actions.length === 0) {
      e.event("no-action", { hero: f.hero, action: e.state.actionNo });
      return k.end();
    }
    k.ask(decisionOf(f.hero, "choose-action", PROMPT_CHOOSE_ACTION, actions));
  },
  foulFate(k, f, answer) {
    const e = k.e;
    const hero = f.hero;
    const h = e.hero(hero);
    const a = (answer as Answer)[0] as ActionName;
    f.action = a;
    h.actionTokens.push(a);
    e.event("action", { hero, action: a, n: e.state.actionNo });
    if (h.foulFate.includes(a)) {
      // the foul fate next to the action is resolved before the action itself
      h.foulFate.splice(h.foulFate.indexOf(a), 1);
      e.event("action-foul-fate", { hero, action: a });
      k.call(drawingCards, drawOf(hero, "foulfate", 1, "draw", text("reason-foul-fate-on-action", { action: a })));
    }
  },
  hooks(k, f) {
    callWindow(k, f.hero, "when-performing-action", actionHooksPrompt(f.action!), f.action!);
  },
  act(k, f) {
    const a = f.action!;
    if (a === "travel") k.call(travel, { hero: f.hero, twoRoutes: false });
    else if (a === "rest") k.call(rest, { hero: f.hero });
    else if (a === "prepare") k.call(prepare, { hero: f.hero });
    else if (a === "command") k.call(command, { hero: f.hero, picked: [], i: 0 });
    else if (a === "investigate") k.call(investigate, { hero: f.hero });
    else if (a === "develop") k.call(develop, { hero: f.hero });
    else if (a === "brew") k.call(brew, { hero: f.hero });
    else k.call(sing, { hero: f.hero });
  },
  done(k, f) {
    k.e.event("action-done", { hero: f.hero, action: f.action });
  },
});

/** Travel: one route or two, leads received at the destination only, a foul fate card for two routes */
const travel = steps.define<{ hero: string; twoRoutes: boolean }>("travel", {
  choose(k, f) {
    if (travelPaths(k.e, f.hero).length === 0) {
      k.e.event("no-route", { hero: f.hero });
      return k.end();
    }
    k.ask(decisionOf(f.hero, "choose-route", PROMPT_TRAVEL, travelOptions(k.e, f.hero)));
  },
  follow(k, f, answer) {
    const key = (answer as Answer)[0];
    const p = travelPaths(k.e, f.hero).find((x) => x.key === key)!;
    f.twoRoutes = p.routes.length === 2;
    k.call(followPath, { hero: f.hero, routes: p.routes, why: "travel", i: 0 });
  },
  // leads only at the destination, not at a location passed through
  arrive(k, f) {
    k.call(arrive, arrival(f.hero, true));
  },
  foulFate(k, f) {
    if (f.twoRoutes) k.call(drawingCards, drawOf(f.hero, "foulfate", 1, "draw", "travelled two routes"));
  },
});

/** Rest: two minor wounds healed, or one severe */
const rest = steps.define<{ hero: string }>("rest", {
  choose(k, f) {
    const e = k.e;
    const minor = e.woundCount(f.hero, "minor");
    const severe = e.woundCount(f.hero, "severe");
    const opts: ChoiceOption[] = [];
    if (minor > 0) opts.push(REST_MINOR[Math.min(2, minor) - 1]);
    if (severe > 0) opts.push(REST_SEVERE);
    if (opts.length === 0) return k.end();
    k.ask(decisionOf(f.hero, "rest", PROMPT_REST, opts));
  },
  heal(k, f, answer) {
    if ((answer as Answer)[0] === "minor") k.call(removeWoundTokens, { hero: f.hero, amount: 2, severity: "minor", why: "rest" });
    else k.call(removeWoundTokens, { hero: f.hero, amount: 1, severity: "severe", why: "rest" });
  },
});

/** Prepare: a common marker on one of the hero's spells */
const prepare = steps.define<{ hero: string }>("prepare", {
  choose(k, f) {
    const e = k.e;
    const spells = e.hero(f.hero).development.filter((d) => e.cat.hasTrait(d.card, "spell") && e.cat.card(d.card).usesMarkers);
    if (spells.length === 0) return k.end();
    k.ask(
      decisionOf(
        f.hero,
        "choose-card",
        text("prompt-prepare"),
        spells.map((d) => ({ key: d.card, label: text("option-card-markers", { card: entity(d.card), markers: d.markers }) })),
      ),
    );
  },
  mark(k, f, answer) {
    k.e.addMarkers(f.hero, (answer as Answer)[0], 1, "prepare");
  },
});

/** Command: two companions (or the one there is) resolved, in the order the hero picks them */
const command = steps.define<{ hero: string; picked: readonly string[]; i: number }>("command", {
  choose(k, f) {
    const comps = k.e.hero(f.hero).companions;
    const n = Math.min(2, comps.length);
    if (n === 0) return k.end();
    // the answer's order is the order the companions are resolved in
    k.ask(
      decisionOf(
        f.hero,
        "command",
        text("prompt-command", { amount: n }),
        comps.map((c) => ({ key: c, label: text("option-card", { card: entity(c) }) })),
        { min: n, max: n },
      ),
    );
  },
  picked(_k, f, answer) {
    f.picked = answer as Answer;
  },
  each(k, f) {
    if (f.i >= f.picked.length) return;
    const c = f.picked[f.i++];
    k.e.event("command", { hero: f.hero, companion: c });
    callOwnHooks(k, f.hero, defOf(c), k.e.cat.card(c).hooks, "command", c);
    k.goto(f, "each");
  },
});

/** Investigate: a card drawn from an investigation deck of the hero's choice */
const investigate = steps.define<{ hero: string }>("investigate", {
  draw(k, f) {
    k.call(drawingCards, drawOf(f.hero, "investigation.any", 1, "draw", "investigate"));
  },
});

/** Develop: two cards drawn from the hero's own development deck */
const develop = steps.define<{ hero: string }>("develop", {
  draw(k, f) {
    k.call(drawingCards, drawOf(f.hero, "development.own", 2, "draw", "develop"));
  },
});

/** Brew: a common marker on each of the hero's potions */
const brew = steps.define<{ hero: string }>("brew", {
  mark(k, f) {
    const e = k.e;
    for (const d of e.hero(f.hero).development) if (e.cat.hasTrait(d.card, "potion") && e.cat.card(d.card).usesMarkers) e.addMarkers(f.hero, d.card, 1, "brew");
  },
});

/** Sing: two gold */
const sing = steps.define<{ hero: string }>("sing", {
  receive(k, f) {
    callReceive(k, f.hero, "gold", 2, "any", "sing");
  },
});
