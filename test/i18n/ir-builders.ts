// Small builders for hand-written IR in the localisation tests.
import type { Amount, Arg, Condition, Effect, EntityIR, Game, Hook, SourcePos } from "../../core/ir.ts";

export const at: SourcePos = { file: "test.grim", line: 1, column: 1 };

/** `implied`: the args the source left out (the checker fills them from the verb table's defaults) */
export const verb = (name: string, args: Record<string, Arg> = {}, ifAble = false, implied?: string[]): Effect =>
  implied ? { kind: "verb", verb: name, args, ifAble, implied, at } : { kind: "verb", verb: name, args, ifAble, at };
export const seq = (...steps: Effect[]): Effect => ({ kind: "seq", steps, at });
export const choice = (...options: Effect[]): Effect => ({ kind: "choice", options, at });
export const target = (selector: Extract<Effect, { kind: "target" }>["selector"], body: Effect): Effect => ({ kind: "target", selector, body, at });
export const when = (cond: Condition, then: Effect, otherwise: Effect | null = null): Effect => ({ kind: "if", cond, then, else: otherwise, at });
export const cond = (query: string, args: Record<string, Arg> = {}): Condition => ({ kind: "query", query, args, at });
export const query = (name: string, args: Record<string, Arg> = {}): Amount => ({ kind: "query", query: name, args });
export const ref = (id: string): Arg => ({ kind: "ref", id });
export const rollRange = (dice: string, ...cases: [number, number, Effect][]): Effect => ({
  kind: "roll",
  dice,
  cases: cases.map(([from, to, effect]) => ({ when: { kind: "range", from, to }, effect })),
  at,
});
export const hook = (window: string, effect: Effect, extra: Partial<Hook> = {}): Hook => ({ window, limit: null, cost: null, effect, at, ...extra });

export function entity(game: Game, kind: string, id: string, hooks: Hook[], name = id): EntityIR {
  return {
    game,
    set: "test",
    kind,
    id: `${kind}.${id}`,
    name,
    tags: [],
    texts: [{ id: `${kind}.${id}.name`, text: name, at }],
    props: {},
    hooks,
    at,
  };
}
