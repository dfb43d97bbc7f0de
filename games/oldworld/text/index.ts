// The Old World's part in the shared catalogues and rules text. Its rules messages start with `ow-`
// and its content ids with `oldworld__` (the namespaced default), beside the Adventure Game's bare ones.
import type { MessageNaming, RulesTextParts } from "../../../core/game.ts";
import type { EntityIR } from "../../../core/ir.ts";

export const oldworldMessages: MessageNaming = {
  rules: "ow-",
  // an option with no cost, a move that is not free: the engine leaves the field out, and a message selects on `[none]`
  absentAsNone: ["cost", "free", "random", "all"],
  // `chooseOne(who, "choose-mutagen", …)` asks the prompt `ow-prompt-choose-mutagen`
  promptsByType: true,
};

/** an event card held in a hand says where it is read, before its first option (one line per hook stays) */
function readAt(entity: EntityIR): { message: string; names: Record<string, string> } | undefined {
  const at = entity.kind === "event" ? entity.props.location : undefined;
  if (!at || typeof at !== "object" || Array.isArray(at) || typeof (at as { id?: unknown }).id !== "string") return undefined;
  return { message: "ow-event-read-at", names: { location: (at as { id: string }).id } };
}

export const oldworldRulesText: RulesTextParts = { lead: readAt };
