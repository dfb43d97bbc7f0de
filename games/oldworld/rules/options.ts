// The options a decision offers: a message id with arguments, never a sentence (the catalogues word them).
// Every rule that asks a question builds its options here, below the engine and the fights.
import type { DecisionOption } from "../../../runtime/core/decision.ts";
import { byName, type TextArg } from "../../../runtime/core/text.ts";
import { defId } from "./catalog.ts";

/** an option whose label is a message id with arguments */
export function opt(key: string, label: string, args: Record<string, TextArg> = {}): DecisionOption {
  return { key, label, args };
}

/**
 * A card copy offered by itself ("action.aard#3", shown as its card), made once per copy and shared by every
 * decision that offers it: hands are offered again and again, and an option is data no one changes.
 */
export const cardOption: (card: string) => DecisionOption = byName((c) => opt(c, "ow-card", { card: defId(c) }));
