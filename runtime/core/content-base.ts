// The fields every game's content module gives a hook and an entity alike.
// Each game's rules/content.ts extends them with its own (a hook tied to an
// action, a numbered window, an entity written new in the game's style).

/** One effect an entity has at a window of the rules; `H` runs an effect, `P` asks whether it could run now. */
export interface HookBase<H, P> {
  /** window from the game's verb table: "effect", "before-rolling", "during-fight", "specialty", … */
  window: string;
  /** "once-per-fight" | "once-per-turn" | … | null */
  limit: string | null;
  /** may it be used now (its condition met, its cost payable)? null: always */
  canPay: P | null;
  /** paid before `run` (e.g. "spend 1 gold ->"); null: free */
  cost: H | null;
  run: H;
  /** "content/adventure/monsters.grim:12" */
  source: string;
}

/** A card, monster, location, hero, …: what the content module says of every entity before its kind's own fields. */
export interface EntityBase<Hook> {
  /** stable id, e.g. "monster.fleder", "action.quick-slash" */
  id: string;
  /** display name in the source language (translations come from the i18n catalogues) */
  name: string;
  set: string;
  hooks: Hook[];
  /** the fields whose values are marked `assumed` in the source: facts no rulebook confirms, or that live only in pictures */
  assumed: string[];
}
