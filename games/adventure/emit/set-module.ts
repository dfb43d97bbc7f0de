// One set → the text of content/generated/<game>-<set>.ts: a typed constant per
// effect (the checked IR, which the rules kernel runs as steps), a typed
// constant per entity, and the set's share of the content module.

import type { ModuleImports, SetModuleInfo } from "../../../core/emit.ts";
import type { Effect, SetIR, SourcePos } from "../../../core/ir.ts";
import { CODE_REF, dataCode } from "../../../compiler/emit/data-code.ts";
import { codeRef, Names } from "../../../compiler/emit/code-names.ts";
import { commentText, identifierFrom, tsString } from "../../../compiler/emit/literal.ts";
import { linkSet, type HandlerFactory, type SetContent } from "../link/content-data.ts";
import { effectsAsData } from "../link/interpreted.ts";

/** One effect of the module: its constant's name and every place in the sources that names this very effect. */
interface Recorded {
  /** the name it is given: its first handler's (a cost, not its "can pay"), else its first predicate's */
  wanted: string;
  named: boolean;
  ident: string;
  effect: Effect;
  sites: SourcePos[];
}

/**
 * The effects of one set module: the linker is handed a factory that keeps each effect as the interpreted
 * link does and returns a placeholder naming its constant (printed in its place by `dataCode`). An effect
 * that is both done and judged (a quest's requirement and whether it can be met, a hook's cost and whether
 * it can be paid) is one constant.
 */
class EffectRecorder {
  private readonly recorded: Recorded[] = [];
  private readonly byEffect = new Map<Effect, Recorded>();

  constructor(private readonly names: Names) {}

  readonly factory: HandlerFactory = {
    handler: (effect, name, at) => this.record(effectsAsData.handler(effect), name, at, true),
    predicate: (effect, name, at) => this.record(effectsAsData.predicate(effect), name, at, false),
  };

  private record(effect: Effect, name: string, at: SourcePos, done: boolean): Effect {
    let r = this.byEffect.get(effect);
    if (r) {
      r.sites.push(at);
      if (done && !r.named) r.wanted = name;
      r.named ||= done;
    } else {
      r = { wanted: name, named: done, ident: "", effect, sites: [at] };
      this.byEffect.set(effect, r);
      this.recorded.push(r);
    }
    // the constant's name, read when the data is printed: the effects are named once the set is linked
    const held = r;
    const placeholder = () => {
      throw new Error(`${held.ident} is a placeholder for an emitted constant`);
    };
    return Object.defineProperty(placeholder, CODE_REF, { get: () => held.ident }) as never;
  }

  /** the constants' names, taken in the order the linker first met their effects (before the entities' names) */
  name(): void {
    for (const r of this.recorded) r.ident = this.names.take(identifierFrom(r.wanted));
  }

  /** each effect's constant, in the order the linker first met it, under a comment naming the source lines that write it */
  constants(): string[] {
    return this.recorded.map((r) => `// ${commentText(sitesText(r.sites))}\nconst ${r.ident}: Handler = ${dataCode(r.effect)};`);
  }
}

function sitesText(sites: readonly SourcePos[]): string {
  const linesByFile = new Map<string, number[]>();
  for (const at of sites) {
    const lines = linesByFile.get(at.file);
    if (lines) {
      if (!lines.includes(at.line)) lines.push(at.line);
    } else linesByFile.set(at.file, [at.line]);
  }
  return [...linesByFile].map(([file, lines]) => `${file}:${lines.join(", ")}`).join("; ");
}

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
  const effects = new EffectRecorder(names);
  const content = linkSet(set, effects.factory);
  effects.name();
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
  const effectConstants = effects.constants();
  if (effectConstants.length > 0) usedTypes.add("Handler");
  const typeImports = ["type AdventureContent", ...[...usedTypes].sort().map((t) => `type ${t}`)];
  const text = [
    header,
    `import { ${typeImports.join(", ")} } from ${tsString(imports.runtime("games/adventure/rules/content.ts"))};`,
    "",
    `export const setInfo = { game: ${tsString(set.game)}, id: ${tsString(set.set)}, sources: ${dataCode(set.sources)} } as const;`,
    "",
    ...effectConstants.map((f) => `${f}\n`),
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
