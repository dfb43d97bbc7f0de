// What the Old World's rules require of one declaration, as the shared checker reads it.
import type { DeclarationRules } from "../../../core/game.ts";
import type { Effect, PropValue } from "../../../core/ir.ts";
import { diagnostic } from "../../../core/diagnostics/registry.ts";

/** a hook cost that spends energy (a spell's boost, Mages) */
function paysEnergy(cost: Effect | null): boolean {
  if (cost === null) return false;
  if (cost.kind === "seq") return cost.steps.some(paysEnergy);
  return cost.kind === "verb" && cost.verb === "spend-energy";
}

export const oldWorldDeclarations: DeclarationRules = {
  // Mages, "Wisdom and Energy": a mage has Wisdom where a witcher has Defence
  property({ kind, property, args, at }) {
    const where = at.attribute;
    if (property !== "attributes" || !where) return [];
    const want = kind === "mage" && args.attribute === "defence" ? "wisdom" : kind === "witcher" && args.attribute === "wisdom" ? "defence" : null;
    if (!want) return [];
    const message = kind === "mage" ? "A mage has Wisdom instead of Defence; write `wisdom`." : "A witcher has Defence; Wisdom is a mage's. Write `defence`.";
    return [diagnostic("GRM3022", where, message, { fix: { range: where, newText: want, title: `Change to \`${want}\`` } })];
  },

  // Mages: a spell's boost is paid with energy
  hook({ window, cost, range, firstStep }) {
    if (window !== "boost" || paysEnergy(cost)) return [];
    // with another cost written, adding one would make two: the designer replaces it
    const fix =
      firstStep && cost === null ? { range: { ...firstStep, end: firstStep.start }, newText: "spend 1 energy -> ", title: "Add `spend 1 energy ->`" } : null;
    return [diagnostic("GRM3021", range, "A boost is paid with energy: write its cost first, e.g. `boost: spend 2 energy -> deal 2 damage`.", { fix })];
  },

  // a witcher's or a mage's starting deck is ten cards
  finish(e, decl, { diagnostics }) {
    const deck = e.props.deck;
    if ((e.kind !== "witcher" && e.kind !== "mage") || !Array.isArray(deck)) return;
    const size = (deck as Record<string, PropValue>[]).reduce((n, d) => n + Number(d.copies ?? 0), 0);
    if (size !== 10)
      diagnostics.push(
        diagnostic("GRM3020", decl.headerRange, `${e.name}'s starting deck has ${size} card${size === 1 ? "" : "s"}; an Old World starting deck has ten.`),
      );
  },
};
