// Small builders for hand-written content: handlers are plain generator
// functions calling ctx.rt.*, exactly as generated content does.
import type { CardDef, HookDef, Handler, QuestDef, MonsterDef, EnemyDef, EnemyStats, MonsterType, LeadColour } from "../content.ts";
import type { EffectContext, Resource, ColourChoice } from "../effect-api.ts";

export const SET = "sample";

export interface Cost {
  resource: Resource;
  amount: number;
  colour: ColourChoice;
}

export function hook(window: string, run: Handler, more: Partial<Omit<HookDef, "window" | "run">> = {}): HookDef {
  return { window, limit: null, canPay: null, cost: null, source: `sample:${window}`, ...more, run };
}

/** a hook paid for with "spend 1 marker from this card" */
export function markerHook(window: string, run: Handler, limit: string | null = null): HookDef {
  return hook(window, run, {
    limit,
    canPay: (ctx) => ctx.rt.canSpendMarker(ctx, { amount: 1 }),
    cost: function* (ctx) {
      yield* ctx.rt.spendMarker(ctx, { amount: 1 });
    },
  });
}

/** a hook paid for with battle results, e.g. "spend 1 dodge -> add 2 swords" */
export function resultHook(result: "sword" | "shield" | "dodge" | "ritual" | "sign", amount: number, run: Handler, limit: string | null = null): HookDef {
  return hook("during-battle", run, {
    limit,
    canPay: (ctx) => ctx.rt.canSpendResults(ctx, { result, amount }),
    cost: function* (ctx) {
      yield* ctx.rt.spendResults(ctx, { result, amount });
    },
  });
}

export function card(kind: string, deck: string, id: string, name: string, hooks: HookDef[], more: Partial<CardDef> = {}): CardDef {
  return { id, name, set: SET, kind, deck, traits: [], copies: 1, keep: "none", hooks, assumed: [], ...more };
}

export function monster(id: string, name: string, type: MonsterType, stats: Partial<EnemyStats>, copies: number, hooks: HookDef[]): MonsterDef {
  return { id, name, set: SET, type, stats: { sword: null, shield: null, ritual: null, ...stats }, copies, hooks, assumed: ["stats"] };
}

export function enemy(id: string, name: string, stats: Partial<EnemyStats>, hooks: HookDef[]): EnemyDef {
  return { id, name, set: SET, stats: { sword: null, shield: null, ritual: null, ...stats }, hooks, assumed: [] };
}

export function requirement(costs: Cost[]): { requirement: Handler; canMeet: (ctx: EffectContext) => boolean } {
  return {
    requirement: function* (ctx) {
      for (const c of costs) yield* ctx.rt.spend(ctx, c);
    },
    canMeet: (ctx) => costs.every((c) => ctx.rt.canSpend(ctx, c)),
  };
}

export function proof(colour: LeadColour, amount: number): Cost {
  return { resource: "proof", amount, colour };
}

export function leads(colour: ColourChoice, amount: number): Cost {
  return { resource: "lead", amount, colour };
}

export function gold(amount: number): Cost {
  return { resource: "gold", amount, colour: "any" };
}

export interface QuestSpec {
  id: string;
  name: string;
  deck: string;
  supportType: string;
  location: string;
  vp: number;
  main: Cost[];
  enemy?: string;
  consequences?: Handler;
  side: { id: string; vp: number; goTo?: string; costs?: Cost[]; defeat?: MonsterType | "any" }[];
  support: Cost[];
}

export function quest(q: QuestSpec): QuestDef {
  return {
    id: q.id,
    name: q.name,
    set: SET,
    deck: q.deck,
    supportType: q.supportType,
    hooks: [],
    assumed: [],
    main: { location: q.location, vp: q.vp, ...requirement(q.main), enemy: q.enemy ?? null, consequences: q.consequences ?? null },
    side: q.side.map((s) => {
      const r = requirement(s.costs ?? []);
      const defeat = s.defeat;
      return {
        id: s.id,
        vp: s.vp,
        goTo: s.goTo ?? null,
        defeat: defeat ?? null,
        requirement: r.requirement,
        canMeet: defeat ? (ctx: EffectContext) => ctx.rt.conditions.defeatedMonster(ctx, { type: defeat }) && r.canMeet(ctx) : r.canMeet,
      };
    }),
    support: { vp: 6, ownerVp: 3, ...requirement(q.support) },
  };
}
