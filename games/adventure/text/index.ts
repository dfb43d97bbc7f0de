// The Adventure Game's part in the shared catalogues and rules text. Its message ids stand bare
// (`verb-gain`, `monster__troll__name`): the translators' catalogues have always named them so.
import type { MessageNaming, RulesTextParts } from "../../../core/game.ts";
import type { Effect, EntityIR } from "../../../core/ir.ts";

export const adventureMessages: MessageNaming = { rules: "", content: "" };

/**
 * A quest's `main enemy` as the battle its main quest line must say ("If the main quest description
 * contains an enemy encounter, he fights a battle against that enemy"): a property, not an effect, yet a
 * table cannot play the card without it.
 */
function mainEnemyEncounter(entity: EntityIR): { window: string; effect: Effect } | undefined {
  if (entity.kind !== "quest") return undefined;
  const main = entity.props.main;
  const enemy = main && typeof main === "object" && !Array.isArray(main) ? (main as Record<string, unknown>).enemy : undefined;
  if (!enemy || typeof enemy !== "object" || (enemy as { kind?: unknown }).kind !== "ref" || typeof (enemy as { id?: unknown }).id !== "string")
    return undefined;
  const effect: Effect = { kind: "verb", verb: "fight", args: { enemy: { kind: "ref", id: (enemy as { id: string }).id } }, ifAble: false, at: entity.at };
  return { window: "main-requirement", effect };
}

export const adventureRulesText: RulesTextParts = { implied: mainEnemyEncounter };
