// Where each piece of rules text lives in a locale's rules.ftl, and how a
// content text id becomes a Fluent message id. Pure data: the checker, the
// renderer and the translator tools agree on these names through this file.

import type { Game } from "../../core/ir.ts";
import { tables } from "../verbs/index.ts";

/** camelCase or dotted names as Fluent-friendly kebab-case ("hasCardWithTrait" -> "has-card-with-trait"). */
export function kebab(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/[._\s]+/g, "-")
    .toLowerCase();
}

/** A verb's rules-text message: the verb table's `message`, or `verb-<name>` (`ow-verb-<name>` in Old World) for a verb the table does not declare yet. */
export function verbMessageId(game: Game, verb: string): string {
  const def = tables[game].verbs.find((v) => v.name === verb);
  if (def) return def.message;
  return `${game === "oldworld" ? "ow-" : ""}verb-${verb}`;
}

export const windowMessageId = (window: string): string => `window-${kebab(window)}`;
export const limitMessageId = (limit: string): string => `limit-${kebab(limit)}`;
export const conditionMessageId = (query: string): string => `cond-${kebab(query)}`;
export const queryMessageId = (query: string): string => `each-${kebab(query)}`;
export const selectorMessageId = (selector: string): string => `target-${kebab(selector)}`;
export const rollMessageId = (dice: string): string => `roll-${kebab(dice.replace(/\+/g, "-plus-"))}`;

/** Every rules-text message the game tables need: a catalogue missing one of these cannot render that game. */
export function requiredRulesMessages(game: Game): string[] {
  const t = tables[game];
  const ids = new Set<string>();
  for (const v of t.verbs) ids.add(v.message);
  for (const w of t.windows) ids.add(windowMessageId(w.name));
  for (const l of t.limits) ids.add(limitMessageId(l.name));
  for (const c of t.conditions) ids.add(conditionMessageId(c.name));
  for (const q of t.queries) ids.add(queryMessageId(q.name));
  for (const s of t.selectors) if (s.name !== "you") ids.add(selectorMessageId(s.name));
  for (const r of t.rolls) ids.add(rollMessageId(r.dice));
  return [...ids].sort();
}

/**
 * The Fluent message id of a content text id. Fluent ids are ASCII letters,
 * digits, "-" and "_", so `investigation.zerikanian-assassin.name` becomes
 * `investigation__zerikanian-assassin__name`, and any other character (an id
 * keeps letters such as "ł" that have no accent to strip) becomes `_x142_`.
 * Entity ids are kebab-case and hold no "_", so the mapping is one-to-one.
 * Ids are unique per game (`monster.troll` may exist in both), and a locale's
 * catalogues share one namespace, so Old World ids start with `oldworld__`.
 */
export function contentMessageId(textId: string, game: Game = "adventure"): string {
  if (!/^[^.]+(\.[^.]+)+$/.test(textId)) throw new Error(`text id "${textId}" is not a dotted content id`);
  const id = textId
    .split(".")
    .map((part) => part.replace(/[^A-Za-z0-9-]/gu, (c) => `_x${c.codePointAt(0)!.toString(16)}_`))
    .join("__");
  return game === "adventure" ? id : `${game}__${id}`;
}

/** The text id (and game) of a content message id. */
export function textIdOfMessage(messageId: string): string {
  return messageId
    .replace(/^oldworld__/, "")
    .split("__")
    .map((part) => part.replace(/_x([0-9a-f]+)_/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16))))
    .join(".");
}
