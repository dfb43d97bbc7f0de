// What an Old World card face says besides its name and flavour: the kind line from the labels its card
// preview uses (ow-card-kind, ow-card-value, ow-card-tag in runtime-oldworld.ftl), one source for both.
import type { FaceAsk, FaceLabels } from "../../../core/game.ts";
import type { EntityIR } from "../../../core/ir.ts";
import { refId } from "../../../core/ir.ts";

export function oldworldFace(entity: EntityIR, rules: string[], ask: FaceAsk): FaceLabels {
  const kind = ask.card.kind(entity.kind);
  const parts = [kind];
  // an action's colour says which combos it extends into; a witcher's school is on the sheet
  if (typeof entity.props.colour === "string") parts.push(ask.card.value(entity.props.colour));
  const school = refId(entity.props.school);
  if (school) parts.push(ask.nameOf(school));
  parts.push(...entity.tags.map((tag) => ask.card.tag(tag)));
  return { kindLine: parts.join(" · "), backLabel: kind, rules };
}
