// What an Adventure Game card face says besides its name and flavour: the kind line ("Monster · Silver",
// "Combat quest · Gors Velen"), the back's label and, on a hero sheet, its actions before the rules text.
// The labels are the faces' messages (content/i18n/<locale>/faces.ftl).
import type { FaceAsk, FaceLabels } from "../../../core/game.ts";
import type { EntityIR, PropValue } from "../../../core/ir.ts";
import { refId } from "../../../core/ir.ts";

export function adventureFace(entity: EntityIR, rules: string[], ask: FaceAsk): FaceLabels {
  // a monster's tier or a quest's type: the label's selector picks its wording
  const type = typeof entity.props.type === "string" ? entity.props.type : (entity.tags[0] ?? "other");
  const kindLabel = ask.label(`face-kind-${entity.kind}`, { type }) ?? entity.kind;
  const parts = [kindLabel];
  if (entity.kind === "quest") {
    const where = refId((entity.props.main as Record<string, PropValue> | undefined)?.location);
    if (where) parts.push(ask.nameOf(where));
  }
  const traits = entity.props.traits;
  if (Array.isArray(traits))
    for (const tr of traits) {
      const id = refId(tr);
      if (id) parts.push(ask.nameOf(id));
    }
  const hero = refId(entity.props.hero);
  if (hero && (entity.kind === "development" || entity.kind === "companion")) parts.push(ask.nameOf(hero));
  let lines = rules;
  if (entity.kind === "hero" && Array.isArray(entity.props.actions)) {
    const names = entity.props.actions
      .map((a) => (a && typeof a === "object" && !Array.isArray(a) ? (a as Record<string, PropValue>).name : null))
      .filter((n): n is string => typeof n === "string")
      .map((n) => ask.label("action-name", { action: n }) ?? n);
    lines = [ask.label("face-hero-actions", { actions: ask.and(names) }) ?? names.join(", "), ...rules];
  }
  const backLabel = ask.label(`face-back-${entity.kind}`) ?? kindLabel;
  return { kindLine: parts.join(" · "), backLabel, rules: lines };
}
