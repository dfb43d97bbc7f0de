// Operations, any number in any order around the actions: exchange leads for
// proof, side / support / main quests, trading, bribing a friend, and the
// "during your turn" cards and tasks.
import { type Answer, sharedOption, type ChoiceOption } from "../../../runtime/core/decision.ts";
import { byName, entity, text, type Text } from "../../../runtime/core/text.ts";
import { drawQuest, questFor } from "./cards.ts";
import type { EffectContext } from "./effect-api.ts";
import { decisionOf, type Engine } from "./engine.ts";
import { canEffect, effectOn, steps } from "./machine.ts";
import { battleOf, fightBattle } from "./battle.ts";
import type { HookUse } from "./hook-index.ts";
import { callHook, callWindow, collectHooksAt, findHook, hookOption, OPERATION_WINDOWS } from "./hooks.ts";
import { LEAD_COLOURS, MAX_MARKERS, type DevelopmentInPlay, type HeroState } from "./state.ts";
import type { LeadColour, QuestDef } from "./content.ts";
import { callPay } from "./tokens.ts";

export function questTarget(e: Engine): number {
  return e.state.epic ? 5 : 3;
}

function questCtx(e: Engine, hero: string, questInstance: string): EffectContext {
  return e.ctx(hero, e.cat.quest(questInstance).id, questInstance);
}

/**
 * side quests the hero can complete now; "go to" side quests only at their location. After the
 * end-of-turn battle (`afterBattle`) only the side quests that ask to defeat a monster.
 */
export function sideQuestOptions(e: Engine, hero: string, afterBattle = false): ChoiceOption[] {
  const h = e.hero(hero);
  if (!h.quest) return [];
  const q = e.cat.quest(h.quest.card);
  return addSideQuests(h, q, questCtx(e, hero, h.quest.card), afterBattle, []);
}

function addSideQuests(h: HeroState, q: QuestDef, ctx: EffectContext, afterBattle: boolean, out: ChoiceOption[]): ChoiceOption[] {
  const quest = h.quest!;
  const sides = q.side;
  let shown: QuestOptions | undefined;
  for (let i = 0; i < sides.length; i++) {
    const s = sides[i];
    if (afterBattle ? (s.defeat ?? null) === null : s.goTo !== null && h.location !== s.goTo) continue;
    if (quest.sideDone.includes(s.id) || !canEffect(s.canMeet, ctx)) continue;
    out.push((shown ??= questOptions(q, quest.card)).side[i]);
  }
  return out;
}

/** a quest card's options as the operations offer them: its main quest, its side quests, its support quest by hero */
interface QuestOptions {
  main: ChoiceOption;
  /** in the order of the quest's side quests */
  side: readonly ChoiceOption[];
  supportBy: Map<string, ChoiceOption>;
}

/**
 * By quest, by quest card: its options, made once. They name the card, its side quests and their VP alone, and
 * the operations offer them several times a turn.
 */
const QUEST_OPTIONS = new WeakMap<QuestDef, Map<string, QuestOptions>>();

function questOptions(q: QuestDef, card: string): QuestOptions {
  let byCard = QUEST_OPTIONS.get(q);
  if (!byCard) QUEST_OPTIONS.set(q, (byCard = new Map()));
  let made = byCard.get(card);
  if (!made) {
    const quest = entity(card);
    made = {
      main: sharedOption("main", text("option-main-quest", { quest, vp: q.main.vp })),
      side: q.side.map((s) => sharedOption(`side:${s.id}`, text("option-side-quest", { quest, vp: s.vp }))),
      supportBy: new Map(),
    };
    byCard.set(card, made);
  }
  return made;
}

function supportOption(q: QuestDef, card: string, owner: string): ChoiceOption {
  const by = questOptions(q, card).supportBy;
  let option = by.get(owner);
  if (!option) by.set(owner, (option = sharedOption(`support:${owner}`, text("option-support-quest", { hero: entity(owner), quest: entity(card) }))));
  return option;
}

export function operationOptions(e: Engine, hero: string, spent?: ReadonlySet<string>): { options: ChoiceOption[]; hooks: HookUse[] } {
  const hooks: HookUse[] = [];
  return { options: operationChoices(e, hero, spent, hooks), hooks };
}

/**
 * operationOptions without its pair: the options, the card hooks among them added to `hooks`. The operations
 * ask it at every operation, and want no new object around the two lists.
 */
function operationChoices(e: Engine, hero: string, spent: ReadonlySet<string> | undefined, hooks: HookUse[]): ChoiceOption[] {
  const h = e.hero(hero);
  const def = e.cat.hero(h.id);
  const options: ChoiceOption[] = [];
  const rate = def.exchangeRate;
  const leads = h.leads;
  // each colour by name: no look-up by a changing key at every operation
  if (leads.red >= rate) options.push(exchangeOption(rate, "red"));
  if (leads.blue >= rate) options.push(exchangeOption(rate, "blue"));
  if (leads.purple >= rate) options.push(exchangeOption(rate, "purple"));
  if (h.quest) {
    // asked at every operation: the quest and its context found once for its side quests and its main quest
    const q = e.cat.quest(h.quest.card);
    const ctx = e.ctx(hero, q.id, h.quest.card);
    addSideQuests(h, q, ctx, false, options);
    if (h.location === q.main.location && canEffect(q.main.canMeet, ctx)) options.push(questOptions(q, h.quest.card).main);
  }
  const order = e.state.order;
  const canGive = hasTradeable(h);
  for (let i = 0; i < order.length; i++) {
    const other = order[i];
    if (other === hero) continue;
    const o = e.hero(other);
    if (o.location !== h.location) continue;
    if (o.quest && !o.quest.supportDone) {
      const card = o.quest.card;
      const oq = e.cat.quest(card);
      if (canEffect(oq.support.canMeet, e.ctx(hero, oq.id, card))) options.push(supportOption(oq, card, other));
    }
    if (canGive || hasTradeable(o)) options.push(tradeOption(other));
  }
  // the gold first: the cheapest of these reads, and most often the one that fails
  if (h.gold >= 1 && def.operations?.includes("bribe") && hasFriendToBribe(e, hero)) options.push(BRIBE);
  collectHooksAt(e, hero, OPERATION_WINDOWS, spent, hooks);
  for (let i = 0; i < hooks.length; i++) options.push(hookOption(e, hooks[i]));
  return options;
}

/**
 * The operations' options that depend on a name or an amount alone, made once and shared by every decision
 * that offers them (operations are asked several times a turn): an option is data no one changes.
 */
const EXCHANGE_OPTIONS = new Map<number, Readonly<Record<LeadColour, ChoiceOption>>>();

function exchangeOption(rate: number, colour: LeadColour): ChoiceOption {
  let byColour = EXCHANGE_OPTIONS.get(rate);
  if (!byColour) {
    const option = (c: LeadColour) => sharedOption(`exchange:${c}`, text("option-exchange", { amount: rate, colour: c }));
    EXCHANGE_OPTIONS.set(rate, (byColour = { red: option("red"), blue: option("blue"), purple: option("purple") }));
  }
  return byColour[colour];
}

const tradeOption = byName((other) => sharedOption(`trade:${other}`, text("option-trade", { hero: entity(other) })));
const BRIBE = sharedOption("bribe", text("option-bribe"));

function isFriendToBribe(e: Engine, d: DevelopmentInPlay): boolean {
  return e.cat.hasTrait(d.card, "friend") && e.cat.card(d.card).usesMarkers === true && d.markers < MAX_MARKERS;
}

/** friendCards(…).length > 0, without the list */
function hasFriendToBribe(e: Engine, hero: string): boolean {
  const dev = e.hero(hero).development;
  for (let i = 0; i < dev.length; i++) if (isFriendToBribe(e, dev[i])) return true;
  return false;
}

function friendCards(e: Engine, hero: string): string[] {
  return e
    .hero(hero)
    .development.filter((d) => isFriendToBribe(e, d))
    .map((d) => d.card);
}

function hasTradeable(h: HeroState): boolean {
  return h.gold > 0 || h.leads.red > 0 || h.leads.blue > 0 || h.leads.purple > 0;
}

// the option keys of a trade: recorded games answer with them, so they stay as they are
const LEAD_PREFIX = "lead.";

/** only leads and gold can be traded */
function tradeables(e: Engine, hero: string): string[] {
  const h = e.hero(hero);
  const out: string[] = [];
  if (h.gold > 0) out.push("gold");
  for (const c of LEAD_COLOURS) if (h.leads[c] > 0) out.push(`${LEAD_PREFIX}${c}`);
  return out;
}

const PROMPT_ANY_TIME = text("prompt-any-time-other-turn");
const PROMPT_OPERATION = text("prompt-operation");
const NO_MORE_OPERATIONS = sharedOption("done", text("option-no-more-operations"));

export interface OperationsFrame {
  hero: string;
  /**
   * One occurrence of the operation windows: a free, unlimited card hook is used at most once in it (null until
   * the first hook is used: most operations end with none). A new set each time one is added, never changed.
   */
  spent: ReadonlySet<string> | null;
  /** the card hooks among the operations offered (operationChoices), never changed once offered */
  hooks: readonly HookUse[];
  /** the other heroes offered their "any time" hooks: the active hero's seat, and how far round from it */
  from: number;
  i: number;
}

/** the fields the operations of `hero` start with */
export function operationsOf(hero: string): OperationsFrame {
  return { hero, spent: null, hooks: [], from: 0, i: 1 };
}

/** Operations, any number in any order around the actions, until the hero says he is done. */
export const operations = steps.define<OperationsFrame>("operations", {
  choose(k, f) {
    const e = k.e;
    if (e.state.over) return k.end();
    const hooks: HookUse[] = [];
    const options = operationChoices(e, f.hero, f.spent ?? undefined, hooks);
    if (options.length === 0) return k.goto(f, "anyTime");
    options.push(NO_MORE_OPERATIONS);
    f.hooks = hooks;
    k.ask(decisionOf(f.hero, "choose-operation", PROMPT_OPERATION, options));
  },
  perform(k, f, answer) {
    const op = (answer as Answer)[0];
    if (op === "done") return;
    if (op.startsWith("use:")) f.spent = new Set(f.spent ?? []).add(op);
    k.call(performOperation, { hero: f.hero, op, hooks: f.hooks });
    k.goto(f, "choose");
  },
  // "any time" is also another hero's turn: when the active hero is done with these operations, each other
  // hero in turn order may use his "any time" hooks
  anyTime(k, f) {
    f.from = k.e.state.order.indexOf(f.hero);
  },
  offer(k, f) {
    const order = k.e.state.order;
    if (f.i >= order.length || k.e.state.over) return k.end();
    callWindow(k, order[(f.from + f.i) % order.length], "any-time", PROMPT_ANY_TIME);
    f.i++;
    k.goto(f, "offer");
  },
});

/** one operation, by the key it was chosen by ("kind:argument") */
const performOperation = steps.define<{ hero: string; op: string; hooks: readonly HookUse[] }>("operation", {
  perform(k, f) {
    const e = k.e;
    const hero = f.hero;
    const h = e.hero(hero);
    // "kind:argument", split at the first colon (an argument may hold more: "use:<card>:<hook>")
    const colon = f.op.indexOf(":");
    const kind = colon < 0 ? f.op : f.op.slice(0, colon);
    const arg = colon < 0 ? undefined : f.op.slice(colon + 1);
    switch (kind) {
      case "exchange": {
        const c = colourNamed(arg!);
        const rate = e.cat.hero(h.id).exchangeRate;
        h.leads[c] -= rate;
        h.proof[c] += 1;
        e.event("exchange", { hero, colour: c, leads: rate });
        return;
      }
      case "side":
        return k.call(completeSide, { hero, side: arg!, quest: "" });
      case "main":
        return k.call(completeMain, { hero, quest: "" });
      case "support":
        return k.call(completeSupport, { hero, owner: arg!, quest: "" });
      case "trade":
        return k.call(trade, { hero, other: arg!, give: "", take: "" });
      case "bribe":
        return k.call(bribe, { hero, card: "" });
      case "use":
        return callHook(k, hero, findHook(f.hooks, f.op)!);
    }
    throw new Error(`unknown operation ${f.op}`);
  },
});

/** Bribe a friend: a gold for a common marker on one of the hero's friend cards. */
const bribe = steps.define<{ hero: string; card: string }>("bribe", {
  choose(k, f) {
    k.ask(
      decisionOf(
        f.hero,
        "choose-card",
        text("prompt-bribe"),
        friendCards(k.e, f.hero).map((c) => ({ key: c, label: text("option-card", { card: entity(c) }) })),
      ),
    );
  },
  pay(k, f, answer) {
    f.card = (answer as Answer)[0];
    callPay(k, f.hero, "gold", 1, "any", "bribe a friend");
  },
  mark(k, f) {
    k.e.addMarkers(f.hero, f.card, 1, "bribe a friend");
  },
});

/**
 * The colour a key names, as the colour itself: the key's slice is a new string, and a record read or written by a
 * key that is not the literal looks the key up first.
 */
function colourNamed(name: string): LeadColour {
  for (let i = 0; i < LEAD_COLOURS.length; i++) if (LEAD_COLOURS[i] === name) return LEAD_COLOURS[i];
  return name as LeadColour;
}

/** the side quest `side` of the quest card `quest` (its copy's id) */
function sideQuest(e: Engine, quest: string, side: string): QuestDef["side"][number] {
  return e.cat.quest(quest).side.find((s) => s.id === side)!;
}

/** Side Quest: its requirement met, a common marker on the quest space and its VP. `side` names it by its id. */
export const completeSide = steps.define<{ hero: string; side: string; quest: string }>("side-quest", {
  requirement(k, f) {
    const e = k.e;
    f.quest = e.hero(f.hero).quest!.card;
    effectOn(k, sideQuest(e, f.quest, f.side).requirement, questCtx(e, f.hero, f.quest));
  },
  complete(k, f) {
    const e = k.e;
    const q = e.cat.quest(f.quest);
    const side = sideQuest(e, f.quest, f.side);
    // (the content's own id, not the answer's slice of it: the operations compare it with every side quest's id)
    e.hero(f.hero).quest!.sideDone.push(side.id); // a common marker on the quest space
    e.event("side-quest", { hero: f.hero, quest: q.id, side: side.id, vp: side.vp });
    e.gainVp(f.hero, side.vp, text("reason-side-quest", { quest: entity(q.id) }));
  },
});

/** Main Quest: its requirement met, its enemy fought, its VP and consequences, and then the next quest card (or the game's ending) */
export const completeMain = steps.define<{ hero: string; quest: string }>("main-quest", {
  requirement(k, f) {
    const e = k.e;
    f.quest = e.hero(f.hero).quest!.card;
    effectOn(k, e.cat.quest(f.quest).main.requirement, questCtx(e, f.hero, f.quest));
  },
  // an enemy encounter is fought, and the quest is completed whatever the outcome
  enemy(k, f) {
    const enemy = k.e.cat.quest(f.quest).main.enemy;
    if (enemy) k.call(fightBattle, battleOf(f.hero, enemy, null));
  },
  consequences(k, f) {
    const e = k.e;
    const q = e.cat.quest(f.quest);
    e.gainVp(f.hero, q.main.vp, text("reason-main-quest", { quest: entity(q.id) }));
    if (q.main.consequences) effectOn(k, q.main.consequences, questCtx(e, f.hero, f.quest));
  },
  complete(k, f) {
    const e = k.e;
    const hero = f.hero;
    const h = e.hero(hero);
    const q = e.cat.quest(f.quest);
    h.completedQuests.push(f.quest); // flipped facedown
    h.quest = null;
    h.supportChart = null;
    e.event("main-quest", { hero, quest: q.id, vp: q.main.vp, completed: h.completedQuests.length });
    if (h.completedQuests.length >= questTarget(e)) {
      // the last quest card: no new quest; the others take one more turn each
      if (e.state.endingAfter === null) {
        e.state.endingAfter = hero;
        e.event("game-ending", { hero, quests: h.completedQuests.length });
      }
      return;
    }
    k.call(drawQuest, questFor(hero));
  },
});

/** Support Quest: another hero's support quest, its requirement met by the hero; VP for both of them. */
const completeSupport = steps.define<{ hero: string; owner: string; quest: string }>("support-quest", {
  requirement(k, f) {
    const e = k.e;
    f.quest = e.hero(f.owner).quest!.card;
    effectOn(k, e.cat.quest(f.quest).support.requirement, questCtx(e, f.hero, f.quest));
  },
  complete(k, f) {
    const e = k.e;
    const { hero, owner } = f;
    const o = e.hero(owner);
    const q = e.cat.quest(f.quest);
    o.quest!.supportDone = true;
    o.supportChart = null; // the owner's token leaves the support chart
    e.event("support-quest", { hero, owner, quest: q.id });
    e.gainVp(hero, q.support.vp, text("reason-supported", { hero: entity(owner) }));
    e.gainVp(owner, q.support.ownerVp, text("reason-support-completed-by", { hero: entity(hero) }));
  },
});

/** a tradeable as `tradeables` keys it ("gold", "lead.<colour>") or "nothing", in the player's words */
function tradeUnitLabel(t: string): Text {
  if (t === "gold" || t === "nothing") return text("option-trade-unit", { unit: t, colour: "none" });
  return text("option-trade-unit", { unit: "lead", colour: t.slice(LEAD_PREFIX.length) });
}

/** one unit for one unit (or a gift); the other hero must agree */
const trade = steps.define<{ hero: string; other: string; give: string; take: string }>("trade", {
  give(k, f) {
    const e = k.e;
    k.ask(
      decisionOf(
        f.hero,
        "trade-give",
        text("prompt-trade-give", { hero: entity(f.other) }),
        [...tradeables(e, f.hero), "nothing"].map((t) => ({ key: t, label: tradeUnitLabel(t) })),
      ),
    );
  },
  take(k, f, answer) {
    const give = (answer as Answer)[0];
    f.give = give;
    const takeOpts = tradeables(k.e, f.other);
    if (give === "nothing" && takeOpts.length === 0) return k.end();
    k.ask(
      decisionOf(
        f.hero,
        "trade-take",
        text("prompt-trade-take", { hero: entity(f.other) }),
        [...takeOpts, ...(give === "nothing" ? [] : ["nothing"])].map((t) => ({ key: t, label: tradeUnitLabel(t) })),
      ),
    );
  },
  agree(k, f, answer) {
    f.take = (answer as Answer)[0];
    k.ask(
      decisionOf(
        f.other,
        "trade-accept",
        text("prompt-trade-accept", { hero: entity(f.hero), give: { text: tradeUnitLabel(f.give) }, take: { text: tradeUnitLabel(f.take) } }),
        [
          { key: "accept", label: text("option-accept") },
          { key: "decline", label: text("option-decline") },
        ],
      ),
    );
  },
  exchange(k, f, answer) {
    const e = k.e;
    const { hero, other, give, take } = f;
    const agree = (answer as Answer)[0];
    e.event("trade", { hero, with: other, give, take, accepted: agree === "accept" });
    if (agree !== "accept") return;
    const move = (from: string, to: string, t: string) => {
      if (t === "nothing") return;
      const a = e.hero(from);
      const b = e.hero(to);
      if (t === "gold") {
        a.gold -= 1;
        b.gold += 1;
      } else {
        const c = t.slice(LEAD_PREFIX.length) as LeadColour;
        a.leads[c] -= 1;
        b.leads[c] += 1;
      }
    };
    move(hero, other, give);
    move(other, hero, take);
  },
});
