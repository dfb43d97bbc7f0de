// What a face says in one locale: the name, flavour and rules text (from
// compiler/i18n/card-text), and what the game's `face` makes of them: the kind
// line ("Monster · Silver"), the back's label, the lines of a hero sheet.

import type { FaceAsk, GameWords } from "../../core/game.ts";
import type { EntityIR, ProgramIR } from "../../core/ir.ts";
import type { GameRegistry } from "../../core/registry.ts";
import { cardText, catalogueFor, type Docs, type Locale } from "../i18n/card-text.ts";
import type { RenderProblem } from "../i18n/rules-text.ts";
import { GameText } from "../i18n/game-text.ts";
import type { FaceWords } from "./face.ts";

export interface Words extends FaceWords {
  problems: RenderProblem[];
}

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

export function faceWords(games: GameRegistry<GameWords>, entity: EntityIR, locale: Locale, docs: Docs, program: ProgramIR | null): Words {
  const t = cardText(games, entity, locale, docs, program);
  const { cat } = catalogueFor(games, docs, program, locale);
  const problems = [...t.problems];
  const entities = entitiesOf(program);
  const card = new GameText(entity.game, cat, { problems });
  const ask: FaceAsk = {
    label: (id, args = {}) => cat.format(id, args, problems),
    card,
    nameOf: (id) => {
      const e = entities.get(id);
      return e ? cardText(games, e, locale, docs, program).name : id;
    },
    and: (items) => cat.listFormat(items, "conjunction"),
  };
  const face = games.get(entity.game).face;
  const labels = face ? face(entity, t.rules, ask) : { kindLine: card.kind(entity.kind), backLabel: card.kind(entity.kind), rules: t.rules };
  return { name: t.name, flavour: t.flavour, ...labels, problems };
}
