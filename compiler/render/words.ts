// What a face says in one locale: the name, flavour and rules text (from
// compiler/i18n/card-text), the kind line ("Monster · Silver", "Combat quest ·
// Gors Velen"), the back's label, and for a hero sheet its actions. Labels
// come from the faces' messages in the catalogues (content/i18n/<locale>/faces.ftl);
// an Old World card's from the labels its card preview uses (ow-card-kind,
// ow-card-tag, ow-card-value in runtime-oldworld.ftl), one source for both.

import type { EntityIR, ProgramIR, PropValue } from "../../core/ir.ts";
import { cardText, catalogueFor, type Docs, type Locale } from "../i18n/card-text.ts";
import type { RenderProblem } from "../i18n/rules-text.ts";
import { GameText } from "../i18n/game-text.ts";
import type { FaceWords } from "./face.ts";

export interface Words extends FaceWords {
  problems: RenderProblem[];
}

const refId = (v: PropValue | undefined): string | null =>
  v !== null && typeof v === "object" && !Array.isArray(v) && (v as { kind?: unknown }).kind === "ref" ? String((v as { id: unknown }).id) : null;

const byId = new WeakMap<ProgramIR, Map<string, EntityIR>>();

/** the program's entities by id, made once a program (a check makes a new one), not once a card */
function entitiesOf(program: ProgramIR | null): Map<string, EntityIR> {
  if (!program) return new Map();
  let made = byId.get(program);
  if (!made) {
    made = new Map(program.sets.flatMap((s) => s.entities).map((e) => [e.id, e]));
    byId.set(program, made);
  }
  return made;
}

export function faceWords(entity: EntityIR, locale: Locale, docs: Docs, program: ProgramIR | null): Words {
  const t = cardText(entity, locale, docs, program);
  const { cat } = catalogueFor(docs, program, locale);
  const problems = [...t.problems];
  const entities = entitiesOf(program);
  const nameOf = (id: string): string => {
    const e = entities.get(id);
    return e ? cardText(e, locale, docs, program).name : id;
  };
  const label = (id: string, args: Record<string, string> = {}): string | null => cat.format(id, args, problems);
  if (entity.game === "oldworld") {
    const gt = new GameText("oldworld", cat, { problems });
    const kind = gt.kind(entity.kind);
    const parts = [kind];
    // an action's colour says which combos it extends into; a witcher's school is on the sheet
    if (typeof entity.props.colour === "string") parts.push(gt.value(entity.props.colour));
    const school = refId(entity.props.school);
    if (school) parts.push(nameOf(school));
    parts.push(...entity.tags.map((tag) => gt.tag(tag)));
    return { name: t.name, kindLine: parts.join(" · "), rules: t.rules, flavour: t.flavour, backLabel: kind, problems };
  }
  // a monster's tier or a quest's type: the label's selector picks its wording
  const type = typeof entity.props.type === "string" ? entity.props.type : (entity.tags[0] ?? "other");
  const kindLabel = label(`face-kind-${entity.kind}`, { type }) ?? entity.kind;
  const parts = [kindLabel];
  if (entity.kind === "quest") {
    const where = refId((entity.props.main as Record<string, PropValue> | undefined)?.location);
    if (where) parts.push(nameOf(where));
  }
  const traits = entity.props.traits;
  if (Array.isArray(traits))
    for (const tr of traits) {
      const id = refId(tr);
      if (id) parts.push(nameOf(id));
    }
  const hero = refId(entity.props.hero);
  if (hero && (entity.kind === "development" || entity.kind === "companion")) parts.push(nameOf(hero));
  let rules = t.rules;
  if (entity.kind === "hero" && Array.isArray(entity.props.actions)) {
    const names = entity.props.actions
      .map((a) => (a && typeof a === "object" && !Array.isArray(a) ? (a as Record<string, PropValue>).name : null))
      .filter((n): n is string => typeof n === "string")
      .map((n) => label("action-name", { action: n }) ?? n);
    rules = [label("face-hero-actions", { actions: cat.listFormat(names, "conjunction") }) ?? names.join(", "), ...rules];
  }
  const back = label(`face-back-${entity.kind}`) ?? kindLabel;
  return { name: t.name, kindLine: parts.join(" · "), rules, flavour: t.flavour, backLabel: back, problems };
}
