// One set → the text of content/generated/<game>-<set>.ts: a generator
// function per effect (calling the primitives directly), a typed constant per
// entity, and the set's share of the content module.

import type { ModuleImports, SetModuleInfo } from "../../../core/emit.ts";
import type { SetIR } from "../../../core/ir.ts";
import { dataCode } from "../../../compiler/emit/data-code.ts";
import { codeRef, HandlerRecorder, Names } from "../../../compiler/emit/handlers.ts";
import { identifierFrom, tsString } from "../../../compiler/emit/literal.ts";
import { adventureEffects } from "../link/binding.ts";
import { linkSet, type SetContent } from "../link/content-data.ts";

/** The entity lists of SetContent, with their element type and registry names. */
export const ENTITY_GROUPS = [
  { key: "regions", type: "RegionDef", idType: "RegionId", getter: "getRegion" },
  { key: "locations", type: "LocationDef", idType: "LocationId", getter: "getLocation" },
  { key: "dice", type: "DieDef", idType: "DieId", getter: "getDie" },
  { key: "heroes", type: "HeroDef", idType: "HeroId", getter: "getHero" },
  { key: "monsters", type: "MonsterDef", idType: "MonsterId", getter: "getMonster" },
  { key: "enemies", type: "EnemyDef", idType: "EnemyId", getter: "getEnemy" },
  { key: "cards", type: "CardDef", idType: "CardId", getter: "getCard" },
  { key: "quests", type: "QuestDef", idType: "QuestId", getter: "getQuest" },
] as const;

export type EntityGroupKey = (typeof ENTITY_GROUPS)[number]["key"];

export function emitSetModule(
  set: SetIR,
  { imports, file, hash, header }: { imports: ModuleImports; file: string; hash: string; header: string },
): { text: string; info: SetModuleInfo } {
  const names = new Names();
  const handlers = new HandlerRecorder(names, adventureEffects);
  const content = linkSet(set, handlers.factory);
  const exports: SetModuleInfo["exports"] = {};
  const constants: string[] = [];
  const usedTypes = new Set<string>();
  for (const g of ENTITY_GROUPS) {
    exports[g.key] = content[g.key].map((entity) => {
      const ident = names.take(identifierFrom(entity.id));
      usedTypes.add(g.type);
      constants.push(`export const ${ident}: ${g.type} = ${dataCode(entity)};`);
      return { id: entity.id, ident };
    });
  }
  // entity lists refer to the constants above; the other lists are plain data
  const byGroup = new Map<string, string[]>(ENTITY_GROUPS.map((g) => [g.key, exports[g.key].map((x) => x.ident)]));
  const setContent = Object.fromEntries(
    (Object.keys(content) as (keyof SetContent)[]).map((key) => {
      const idents = byGroup.get(key);
      return [key, idents === undefined ? content[key] : codeRef(`[${idents.join(", ")}]`)];
    }),
  );
  const setContentCode = dataCode(setContent);

  const texts = set.entities.flatMap((e) => e.texts.map((t): [string, string] => [t.id, t.text])).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const typeImports = ["type AdventureContent", ...[...usedTypes].sort().map((t) => `type ${t}`)];
  const text = [
    header,
    `import type { EffectContext } from ${tsString(imports.runtime("games/adventure/rules/effect-api.ts"))};`,
    `import type { Step } from ${tsString(imports.runtime("runtime/core/decision.ts"))};`,
    `import { ${typeImports.join(", ")} } from ${tsString(imports.runtime("games/adventure/rules/content.ts"))};`,
    "",
    `export const setInfo = { game: ${tsString(set.game)}, id: ${tsString(set.set)}, sources: ${dataCode(set.sources)} } as const;`,
    "",
    ...handlers.functions().map((f) => `${f}\n`),
    ...constants.map((c) => `${c}\n`),
    // The lists name the constants from inside a function declaration: TypeScript then reads each name's declared
    // type, where at the top level it would walk back over every declaration after that name's own (a set of n
    // entities took n² steps to type-check: 8.7 s of 20 at 10,699 monsters).
    `function entityLists(): Omit<AdventureContent, "game" | "sets"> {`,
    `  return ${setContentCode.replace(/\n/g, "\n  ")};`,
    "}",
    // declared, not inferred: each module's declarations are written from its own text (`--format js`, isolatedDeclarations)
    `export const setContent: Omit<AdventureContent, "game" | "sets"> = entityLists();`,
    "",
    "/** Player-facing text in the source language, by stable message id (translations live in content/i18n). */",
    `export const texts: Readonly<Record<string, string>> = ${dataCode(Object.fromEntries(texts))};`,
    "",
  ].join("\n");
  return { text, info: { game: set.game, set: set.set, sources: [...set.sources], file, hash, textIds: texts.map(([id]) => id), exports } };
}
