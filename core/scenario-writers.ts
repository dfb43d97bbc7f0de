// The small writers both games' scenario languages build their `given` clauses from: each puts a clause's
// slots into the staging situation, a plain object the game's staging checks afterwards.
import type { ScenarioArgs } from "./scenario.ts";

export type Target = Record<string, unknown>;

/** the object at `key` of `t`, made when absent */
export function obj(t: Target, key: string): Target {
  t[key] ??= {};
  return t[key] as Target;
}

/** the list at `key` of `t`, made when absent */
export function list(t: Target, key: string): unknown[] {
  t[key] ??= [];
  return t[key] as unknown[];
}

export const n = (a: ScenarioArgs, k: string) => a[k] as number;
export const s = (a: ScenarioArgs, k: string) => a[k] as string;
export const ids = (a: ScenarioArgs, k: string) => [...(a[k] as readonly string[])];

/** a clause that writes its slot into one field of the situation */
export const set =
  (field: string, slot: string) =>
  (t: Target, a: ScenarioArgs): string => {
    t[field] = a[slot];
    return field;
  };

/** a clause that adds its slot's ids to one list of the situation */
export const extend =
  (field: string, slot: string) =>
  (t: Target, a: ScenarioArgs): string => {
    list(t, field).push(...ids(a, slot));
    return field;
  };
