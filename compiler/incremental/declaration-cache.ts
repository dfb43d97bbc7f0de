// The results of checking each declaration, kept between checks so an edit
// re-checks only what it can change. A declaration's result depends on its own
// syntax tree, its game, set and id, and the names it looked up; so a stored
// result is handed back unless
//  - the declaration is new (an edited declaration is a new object: the parser
//    makes one, and unchanged ones keep theirs, moved by `move` when lines shift);
//  - a name it looked up now resolves differently (added, removed, other kind);
//  - it has an unknown or wrong-kind name (GRM2001, GRM2003) and any name of
//    its game changed: "did you mean" picks from all of them;
//  - it points at another declaration (related locations) in a file that changed.

import type { Declaration } from "../../core/ast.ts";
import type { Diagnostic } from "../../core/diagnostics/types.ts";
import type { EntityIR, Game } from "../../core/ir.ts";
import type { SymbolTable } from "../check/symbols.ts";
import { shiftInPlace } from "./shift.ts";

export interface DeclarationResult {
  entity: EntityIR;
  diagnostics: Diagnostic[];
}

interface Entry extends DeclarationResult {
  key: string;
  game: Game;
  lookups: string[];
  unresolved: boolean;
  relatedFiles: string[];
}

export class DeclarationCache {
  private entries = new Map<Declaration, Entry>();
  private seen = new Map<Declaration, Entry>();
  private signatures = new Map<string, string>();
  private changedNames = new Set<string>();
  private changedGames = new Set<string>();
  /** files whose text changed since the last check */
  private changedFiles = new Set<string>();
  /** how many declarations were actually checked (the incremental tests count these) */
  checkCount = 0;

  fileChanged(path: string): void {
    this.changedFiles.add(path);
  }

  /**
   * A declaration kept by an incremental re-parse, moved in place: its result
   * moves with it, in place too (`moved` as for its syntax tree, whose range
   * objects the diagnostics may share). A check's results are therefore valid
   * until the next edit.
   */
  move(decl: Declaration, lines: number, offset: number, moved: Set<object>): void {
    const e = this.entries.get(decl);
    if (!e) return;
    // related locations are other declarations' ranges (objects of their trees,
    // which do not move): such a result is made again instead
    if (e.relatedFiles.length > 0) {
      this.entries.delete(decl);
      return;
    }
    // the IR keeps lines and columns only: moving along a line leaves it as it is
    if (lines !== 0) shiftInPlace(e.entity, lines, offset, moved);
    for (const d of e.diagnostics) shiftInPlace([d.range, d.fix], lines, offset, moved);
  }

  begin(symbols: SymbolTable): void {
    this.seen = new Map();
    const now = symbols.signatures();
    this.changedNames.clear();
    this.changedGames.clear();
    for (const [k, v] of now) if (this.signatures.get(k) !== v) this.changedNames.add(k);
    for (const k of this.signatures.keys()) if (!now.has(k)) this.changedNames.add(k);
    for (const k of this.changedNames) this.changedGames.add(k.slice(0, k.indexOf("\u0000")));
    this.signatures = now;
  }

  get(decl: Declaration, key: string): DeclarationResult | null {
    const e = this.entries.get(decl);
    if (!e || e.key !== key) return null;
    if (e.lookups.some((l) => this.changedNames.has(l))) return null;
    if (e.unresolved && this.changedGames.has(e.game)) return null;
    if (e.relatedFiles.some((f) => this.changedFiles.has(f))) return null;
    this.seen.set(decl, e);
    return e;
  }

  put(decl: Declaration, key: string, game: Game, result: DeclarationResult, lookups: Set<string>): void {
    this.checkCount++;
    const relatedFiles = new Set<string>();
    for (const d of result.diagnostics) for (const r of d.related) relatedFiles.add(r.range.file);
    this.seen.set(decl, {
      ...result,
      key,
      game,
      lookups: [...lookups],
      unresolved: result.diagnostics.some((d) => d.code === "GRM2001" || d.code === "GRM2003"),
      relatedFiles: [...relatedFiles],
    });
  }

  /** After a check: keep only the declarations it saw. */
  end(): void {
    this.entries = this.seen;
    this.seen = new Map();
    this.changedFiles.clear();
  }
}
