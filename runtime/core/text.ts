// Words a person reads, as data: a catalogue message id and its arguments.
// Rules code never builds a sentence; a renderer (compiler/i18n/game-text.ts)
// formats a Text in a locale from content/i18n/<locale>/runtime-<game>.ftl.
// A Decision carries the same as `prompt` / `label` (the id) and `args`.

/** an argument: a number, a key a message selects on (passed as it is), or one of the shown kinds below */
export type TextArg =
  | string
  | number
  | { entity: string }
  | { text: Text }
  /** joined with the locale's "and", or as a path ("Wyzima → Ard Carraig") */
  | { list: TextArg[]; path?: boolean }
  /** a rules effect (IR JSON), shown as the game's rules text */
  | { effect: unknown }
  /** a timing window ("before-rolling"), shown by its rules-text label; `action` for "when performing <action>" */
  | { window: string; action?: string }
  /** a reason (see Why), shown as the entity's name or the `reason-…` message */
  | { reason: Why };

/**
 * Why something happened, as the log gives it: a content entity's id (its
 * name is shown), a reason key ("heart location", shown by the message
 * `reason-heart-location`), or a reason message with arguments ("main quest
 * X": `{ id: "reason-main-quest", args: { quest: entity(X) } }`).
 */
export type Why = string | Text;

export interface Text {
  /** message id in the game's runtime catalogue, e.g. "prompt-choose-action" */
  id: string;
  args?: Record<string, TextArg>;
}

export function text(id: string, args?: Record<string, TextArg>): Text {
  return args ? { id, args } : { id };
}

/**
 * Words that depend on one name alone (an action's option, a space's option, a prompt naming a window), made once
 * per name and shared by every decision that shows them: a Text is data no one changes, and thousands are asked
 * for in a game.
 */
export function byName<T>(make: (name: string) => T): (name: string) => T {
  const made = new Map<string, T>();
  return (name) => {
    let v = made.get(name);
    if (v === undefined) made.set(name, (v = make(name)));
    return v;
  };
}

/** a content entity (card, quest, monster, location, hero, instance "card#2"), shown by its name in the locale */
export const entity = (id: string): { entity: string } => ({ entity: id });
