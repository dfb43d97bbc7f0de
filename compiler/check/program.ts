// Checks a whole set of parsed files: headers, symbols across files and sets,
// every declaration, and assembles the ProgramIR.

import type { Declaration, FileAst, SourceRange } from "../../core/ast.ts";
import type { Game, ProgramIR, SetIR } from "../../core/ir.ts";
import type { Diagnostic } from "../../core/diagnostics/types.ts";
import { diagnostic } from "../../core/diagnostics/registry.ts";
import { closest, entityId, kebab } from "../../core/names.ts";
import { checkDeclaration } from "./declaration.ts";
import { SymbolTable } from "./symbols.ts";
import type { DeclarationCache } from "../incremental/declaration-cache.ts";
import { attachTranslatorNotes } from "./translator-notes.ts";
import { checkBidiNames } from "./bidi-names.ts";
import { claimsFirst } from "./ownership.ts";
import type { GameFile } from "../../core/game.ts";
import type { GameRegistry } from "../../core/registry.ts";
import type { ScenarioIR } from "../../core/scenario.ts";
import { SCENARIO } from "../../grammar/build.ts";
import { checkScenario } from "./scenario.ts";

export interface FileHeader {
  game: Game | null;
  set: string;
}

export interface CheckedProgram {
  program: ProgramIR;
  diagnostics: Diagnostic[];
  symbols: SymbolTable;
  /** each file's game and set, after its header was read */
  headers: Map<string, FileHeader>;
  /** the scenarios checked, in file and source order (they are no content: the IR holds none of them) */
  scenarios: ScenarioIR[];
}

const start: SourceRange["start"] = { line: 1, column: 1, offset: 0 };

/** Ids by declaration: a declaration kept across edits keeps its kind and name, so its id is made once. */
const ids = new WeakMap<Declaration, string>();
function idOf(kind: string, decl: Declaration): string {
  let id = ids.get(decl);
  if (id === undefined) ids.set(decl, (id = entityId(kind, decl.name!.text)));
  return id;
}

/**
 * Headers and symbols are read from every file on each check (cheap, and the
 * checks that span files live there: GRM2002, GRM2005, GRM2006); declarations
 * are checked one by one, and a `cache` may hand back the result of one whose
 * text and looked-up names have not changed.
 */
export function checkProgram(files: FileAst[], games: GameRegistry, cache?: DeclarationCache): CheckedProgram {
  const diagnostics: Diagnostic[] = [];
  const headers = new Map<string, FileHeader>();
  const symbols = new SymbolTable();
  const setGame = new Map<string, { game: Game; range: SourceRange }>();
  // a set's display name: the first file (in path order) that gives one
  const setName = new Map<string, { name: string; range: SourceRange }>();
  const sorted = [...files].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));

  // headers
  for (const f of sorted) {
    let game: Game | null = null;
    if (!f.game) {
      diagnostics.push(diagnostic("GRM1101", { file: f.file, start, end: start }, `The file must start with ${gameLines(games)}.`));
    } else if (games.find(f.game.game)) {
      game = f.game.game;
    } else if (f.game.game) {
      const guess = closest(f.game.game, games.ids());
      diagnostics.push(
        diagnostic("GRM1102", f.game.valueRange, `\`${f.game.game}\` is not a game; write ${gameLines(games)}.`, {
          fix: guess ? { range: f.game.valueRange, newText: guess, title: `Change to \`${guess}\`` } : null,
        }),
      );
    }
    const set = f.set ? kebab(f.set.id) || "base" : "base";
    if (!f.set && game && f.declarations.some((d) => d.kind.lower !== SCENARIO)) {
      diagnostics.push(diagnostic("GRM1104", f.game!.range, "No `set` line: this file's entities go into the set `base`."));
    }
    if (game && f.set) {
      const prev = setGame.get(set);
      if (prev && prev.game !== game) {
        diagnostics.push(
          diagnostic("GRM2005", f.set.range, `The set \`${set}\` is already used by ${prev.game} files; a set belongs to one game.`, {
            related: [{ range: prev.range, message: `set ${set} is declared for ${prev.game} here` }],
          }),
        );
      } else if (!prev) setGame.set(set, { game, range: f.set.range });
    }
    if (game && f.set?.displayName) {
      const key = `${game}\u0000${set}`;
      const named = setName.get(key);
      if (!named) setName.set(key, { name: f.set.displayName, range: f.set.range });
      else if (named.name !== f.set.displayName) {
        diagnostics.push(
          diagnostic("GRM2006", f.set.range, `The set \`${set}\` is already named "${named.name}"; every file of a set gives it the same name (or none).`, {
            related: [{ range: named.range, message: `set ${set} is named here` }],
          }),
        );
      }
    }
    headers.set(f.file, { game, set });
  }

  // symbols, across all files of a game
  type Entry = { decl: Declaration; name: NonNullable<Declaration["name"]>; kind: string; id: string; game: Game; set: string; file: string };
  const entries: Entry[] = [];
  const scenarioDecls: { decl: Declaration; game: Game; file: string }[] = [];
  // who keeps each id: a designer's duplicate of a bundled card is the one reported (ownership.ts)
  const keepers = new Map<string, Entry>();
  for (const f of sorted) {
    const h = headers.get(f.file)!;
    if (!h.game) continue;
    const table = games.get(h.game).table;
    for (const decl of f.declarations) {
      if (decl.kind.lower === SCENARIO) {
        scenarioDecls.push({ decl, game: h.game, file: f.file });
        continue;
      }
      const kind = table.kinds.find((k) => k.kind === decl.kind.lower);
      if (!kind) {
        const guess = closest(
          decl.kind.text,
          table.kinds.map((k) => k.kind),
        );
        const otherGame = games.all().find((g) => g.meta.id !== h.game && g.table.kinds.some((k) => k.kind === decl.kind.lower))?.meta.id;
        const inOther = otherGame !== undefined;
        diagnostics.push(
          diagnostic(
            "GRM2004",
            decl.kind.range,
            inOther
              ? `\`${decl.kind.text}\` is a kind of the ${otherGame} game, not of ${h.game} files.`
              : `\`${decl.kind.text}\` is not a kind of the ${h.game} game${guess ? `; did you mean \`${guess}\`?` : "."}`,
            { fix: guess && !inOther ? { range: decl.kind.range, newText: guess, title: `Change to \`${guess}\`` } : null },
          ),
        );
        continue;
      }
      if (!decl.name) continue;
      if (!decl.block && kind.needsBlock !== false) {
        diagnostics.push(diagnostic("GRM1201", decl.headerRange, `${decl.name.text} needs a \`{ … }\` block with its clauses.`));
      }
      const entry: Entry = { decl, name: decl.name, kind: kind.kind, id: idOf(kind.kind, decl), game: h.game, set: h.set, file: f.file };
      entries.push(entry);
      const key = `${h.game}\u0000${entry.id}`;
      const keeper = keepers.get(key);
      const claim = (e: Entry) => ({ game: e.game, set: e.set, file: e.file, offset: e.name.range.start.offset });
      if (!keeper || claimsFirst(table, claim(entry), claim(keeper))) keepers.set(key, entry);
    }
  }
  const toCheck: { decl: Declaration; id: string; game: Game; set: string; file: string }[] = [];
  for (const e of entries) {
    const keeper = keepers.get(`${e.game}\u0000${e.id}`)!;
    if (keeper !== e) {
      const where = keeper.set !== e.set ? ` in the set \`${keeper.set}\`` : "";
      diagnostics.push(
        diagnostic("GRM2002", e.name.range, `\`${e.name.text}\` gets the id \`${e.id}\`, which \`${keeper.name.text}\` already has${where}.`, {
          related: [{ range: keeper.name.range, message: `${keeper.name.text} is declared here` }],
        }),
      );
      continue;
    }
    symbols.add({ id: e.id, kind: e.kind, name: e.name.text, game: e.game, set: e.set, file: e.file, decl: e.decl, range: e.name.range });
    toCheck.push({ decl: e.decl, id: e.id, game: e.game, set: e.set, file: e.file });
  }

  // declarations: each on its own, so a cache can keep the results of those an edit cannot change
  cache?.begin(symbols);
  const bySet = new Map<string, SetIR>();
  for (const { decl, id, game, set, file } of toCheck) {
    const key = `${game}\u0000${set}\u0000${id}`;
    let result = cache?.get(decl, key) ?? null;
    if (!result) {
      const language = games.get(game);
      const kind = language.table.kinds.find((k) => k.kind === decl.kind.lower)!;
      const own: Diagnostic[] = [];
      const lookups = new Set<string>();
      symbols.lookups = lookups;
      try {
        const others = games.all().filter((g) => g.meta.id !== game);
        result = {
          entity: checkDeclaration(
            { game, meta: language.meta, table: language.table, rules: language.declarations ?? {}, others, kind, symbols, diagnostics: own },
            decl,
            id,
            set,
          ),
          diagnostics: own,
        };
      } finally {
        symbols.lookups = null;
      }
      cache?.put(decl, key, game, result, lookups);
    }
    // one at a time: a declaration of a million mistakes has as many diagnostics, too many to spread
    for (const d of result.diagnostics) diagnostics.push(d);
    const entity = result.entity;
    const setKey = `${game}\u0000${set}`;
    let s = bySet.get(setKey);
    if (!s) bySet.set(setKey, (s = { game, set, sources: [], entities: [] }));
    if (!s.sources.includes(file)) s.sources.push(file);
    s.entities.push(entity);
  }
  cache?.end();
  const scenarios: ScenarioIR[] = [];
  for (const { decl, game, file } of scenarioDecls) {
    const language = games.get(game);
    const s = checkScenario({ game, displayName: language.meta.shortName, language: language.scenarios, symbols, diagnostics }, decl, file);
    if (s) scenarios.push(s);
  }
  runGameChecks(sorted, headers, games, diagnostics);
  checkBidiNames(sorted, diagnostics);
  for (const f of sorted) {
    const h = headers.get(f.file)!;
    if (!h.game) continue;
    // a file of scenarios only holds no content of its set
    if (f.declarations.length > 0 && f.declarations.every((d) => d.kind.lower === SCENARIO)) continue;
    const key = `${h.game}\u0000${h.set}`;
    let s = bySet.get(key);
    if (!s) bySet.set(key, (s = { game: h.game, set: h.set, sources: [], entities: [] }));
    if (!s.sources.includes(f.file)) s.sources.push(f.file);
  }
  const sets = [...bySet.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, s]) => s);
  for (const [key, s] of bySet) {
    const named = setName.get(key);
    if (named) s.name = named.name;
  }
  attachTranslatorNotes(sets, sorted);
  for (const s of sets) {
    s.sources.sort();
    s.entities.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }
  return { program: { sets }, diagnostics, symbols, headers, scenarios };
}

/** "`game adventure` or `game oldworld`": the header lines a file may start with, one per registered game. */
function gameLines(games: GameRegistry): string {
  const lines = games.ids().map((id) => `\`game ${id}\``);
  return lines.length > 1 ? `${lines.slice(0, -1).join(", ")} or ${lines[lines.length - 1]}` : lines.join("");
}

/** Each game's own checks (games/<game>/checks), over that game's files in path order. */
function runGameChecks(sorted: readonly FileAst[], headers: Map<string, FileHeader>, games: GameRegistry, diagnostics: Diagnostic[]): void {
  for (const game of games.all()) {
    if (!game.checks?.length) continue;
    const files: GameFile[] = [];
    for (const f of sorted) {
      const h = headers.get(f.file);
      if (h?.game === game.meta.id) files.push({ ast: f, set: h.set });
    }
    for (const check of game.checks) check(files, diagnostics);
  }
}
