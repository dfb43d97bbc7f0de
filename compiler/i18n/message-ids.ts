// Where each piece of rules text lives in a locale's rules.ftl, and how a
// content text id becomes the rest of a Fluent message id. Pure data: the
// checker, the renderer and the translator tools agree on these names through
// this file; each game's prefix is message-names.ts's.

/** camelCase or dotted names as Fluent-friendly kebab-case ("hasCardWithTrait" -> "has-card-with-trait"). */
export function kebab(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/[._\s]+/g, "-")
    .toLowerCase();
}

export const windowMessageId = (window: string): string => `window-${kebab(window)}`;
export const limitMessageId = (limit: string): string => `limit-${kebab(limit)}`;
export const conditionMessageId = (query: string): string => `cond-${kebab(query)}`;
export const queryMessageId = (query: string): string => `each-${kebab(query)}`;
export const selectorMessageId = (selector: string): string => `target-${kebab(selector)}`;
export const rollMessageId = (dice: string): string => `roll-${kebab(dice.replace(/\+/g, "-plus-"))}`;

/**
 * A content text id as the Fluent-friendly rest of its message id. Fluent ids are ASCII letters,
 * digits, "-" and "_", so `investigation.zerikanian-assassin.name` becomes
 * `investigation__zerikanian-assassin__name`, and any other character (an id keeps letters such as
 * "ł" that have no accent to strip) becomes `_x142_`. Entity ids are kebab-case and hold no "_", so
 * the mapping is one-to-one. The game's prefix goes before it (message-names.ts).
 */
export function escapedContentId(textId: string): string {
  if (!/^[^.]+(\.[^.]+)+$/.test(textId)) throw new Error(`text id "${textId}" is not a dotted content id`);
  return textId
    .split(".")
    .map((part) => part.replace(/[^A-Za-z0-9-]/gu, (c) => `_x${c.codePointAt(0)!.toString(16)}_`))
    .join("__");
}

/** the text id an escaped content id (its game's prefix taken off) stands for */
export function unescapedContentId(escaped: string): string {
  return escaped
    .split("__")
    .map((part) => part.replace(/_x([0-9a-f]+)_/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16))))
    .join(".");
}
