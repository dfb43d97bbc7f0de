// The names declared across all files of a game, and reference resolution
// with "did you mean" fixes.

import type { Declaration, SourceRange } from "../../core/ast.ts";
import type { Game } from "../../core/ir.ts";
import type { Diagnostic } from "../../core/diagnostics/types.ts";
import { diagnostic } from "../../core/diagnostics/registry.ts";
import { an, closest } from "../../core/names.ts";
import type { PendingRef } from "./pattern.ts";

export interface Sym {
  id: string;
  kind: string;
  /** the identifier as written */
  name: string;
  game: Game;
  set: string;
  file: string;
  decl: Declaration;
  /** the identifier's range (go-to-definition target) */
  range: SourceRange;
}

export class SymbolTable {
  /** by game, then id: the two games are separate programs, so `monster.troll` may exist in both */
  private readonly byId = new Map<Game, Map<string, Sym>>();
  private readonly byName = new Map<Game, Map<string, Sym[]>>();
  /**
   * While set, every name looked up is added here (`game\u0000name`): the
   * incremental check re-checks a declaration when a name it looked up changes.
   */
  lookups: Set<string> | null = null;

  get(game: Game, id: string): Sym | undefined {
    return this.byId.get(game)?.get(id);
  }

  add(sym: Sym): Sym | null {
    let ids = this.byId.get(sym.game);
    if (!ids) this.byId.set(sym.game, (ids = new Map()));
    const existing = ids.get(sym.id);
    if (existing) return existing;
    ids.set(sym.id, sym);
    let names = this.byName.get(sym.game);
    if (!names) this.byName.set(sym.game, (names = new Map()));
    const list = names.get(sym.name) ?? [];
    list.push(sym);
    names.set(sym.name, list);
    return null;
  }

  named(game: Game, name: string): Sym[] {
    this.lookups?.add(`${game}\u0000${name}`);
    return this.byName.get(game)?.get(name) ?? [];
  }

  /** What each name resolves to (ids and kinds, in order): two tables that agree here resolve every lookup alike. */
  signatures(): Map<string, string> {
    const out = new Map<string, string>();
    for (const [game, names] of this.byName) {
      for (const [name, syms] of names) out.set(`${game}\u0000${name}`, syms.map((s) => `${s.kind} ${s.id}`).join("\n"));
    }
    return out;
  }

  all(game: Game): Sym[] {
    return [...(this.byName.get(game)?.values() ?? [])].flat();
  }

  /** Resolve a reference to an entity id, reporting unknown names and wrong kinds. */
  resolve(game: Game, ref: PendingRef, diagnostics: Diagnostic[]): string | null {
    const found = this.named(game, ref.name);
    const fit = found.filter((s) => ref.kinds.includes(s.kind));
    if (fit.length > 0) return fit[0].id;
    const wanted = ref.kinds.join(" or ");
    if (found.length > 0) {
      diagnostics.push(
        diagnostic("GRM2003", ref.range, `\`${ref.name}\` is ${an(found[0].kind)}, but ${an(wanted)} is expected here.`, {
          related: found.map((s) => ({ range: s.range, message: `${s.name} is declared here as ${an(s.kind)}` })),
        }),
      );
      return null;
    }
    const candidates = this.all(game).filter((s) => ref.kinds.includes(s.kind));
    const best = closest(
      ref.name,
      candidates.map((s) => s.name),
    );
    if (best) {
      const target = candidates.find((s) => s.name === best)!;
      diagnostics.push(
        diagnostic("GRM2001", ref.range, `There is no ${wanted} named \`${ref.name}\`; did you mean \`${best}\`?`, {
          related: [{ range: target.range, message: `${best} is declared here` }],
          fix: { range: ref.range, newText: best, title: `Change to \`${best}\`` },
        }),
      );
    } else {
      diagnostics.push(diagnostic("GRM2001", ref.range, `There is no ${wanted} named \`${ref.name}\` in the ${game} content.`));
    }
    return null;
  }
}
