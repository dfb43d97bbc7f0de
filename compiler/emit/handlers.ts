// The generated functions of one set module, for any game: the linker is handed
// a factory that records each effect and returns a placeholder naming the
// function (printed in its place by `dataCode`), and the recorded effects are
// then written as functions by the game's effect binding.

import type { EffectBinding } from "../../core/effect-binding.ts";
import type { Effect, SourcePos } from "../../core/ir.ts";
import { CODE_REF } from "./data-code.ts";
import { effectCanCode, EffectWriter } from "./effect-writer.ts";
import { commentText, identifierFrom } from "./literal.ts";

/** Unique identifiers within one module: a name taken twice gets `_2`, `_3`, … */
export class Names {
  private readonly used = new Set<string>();
  take(wanted: string): string {
    let name = wanted;
    for (let i = 2; this.used.has(name); i++) name = `${wanted}_${i}`;
    this.used.add(name);
    return name;
  }
}

/** A function standing for emitted code: `dataCode` prints `code` in its place. */
export function codeRef(code: string): () => never {
  const f = () => {
    throw new Error(`${code} is a placeholder for emitted code`);
  };
  return Object.assign(f, { [CODE_REF]: code });
}

/** One generated function: its text but for the comment, and every place in the sources whose effect it runs. */
interface Recorded {
  ident: string;
  code: string;
  sites: SourcePos[];
}

export class HandlerRecorder {
  private readonly recorded: Recorded[] = [];
  /** by the function's code: an effect written the same way in many places is one function, emitted and type-checked once */
  private readonly byCode = new Map<string, Recorded>();

  constructor(
    private readonly names: Names,
    private readonly binding: EffectBinding,
  ) {}

  /** The factory the game's linker takes; every handler and predicate becomes a named function of the module. */
  readonly factory = {
    handler: (effect: Effect, name: string, at: SourcePos) => this.record(this.handlerCode(effect), name, at),
    predicate: (effect: Effect, name: string, at: SourcePos) => this.record(this.predicateCode(effect), name, at),
  };

  /** `code` with `$NAME` where the function's name goes */
  private record(code: string, name: string, at: SourcePos): never {
    let r = this.byCode.get(code);
    if (r) r.sites.push(at);
    else {
      r = { ident: this.names.take(identifierFrom(name)), code, sites: [at] };
      this.byCode.set(code, r);
      this.recorded.push(r);
    }
    return codeRef(r.ident) as never;
  }

  private predicateCode(effect: Effect): string {
    return `function $NAME(ctx: EffectContext): boolean {\n  return ${effectCanCode(this.binding, effect, "ctx")};\n}`;
  }

  private handlerCode(effect: Effect): string {
    const w = new EffectWriter(this.binding);
    w.write(effect, "ctx", 1);
    const body = w.text();
    return `function* $NAME(ctx: EffectContext): Step<void> {\n${body}${body ? "\n" : ""}}`;
  }

  /**
   * Each function typed on the game's `EffectContext`, in the order the linker first met its effect, under a comment
   * naming every source line whose effect it runs, grouped by file (`a.grim:10, 25; b.grim:4`).
   */
  functions(): string[] {
    return this.recorded.map((r) => `// ${commentText(sitesText(r.sites))}\n${r.code.replace("$NAME", () => r.ident)}`);
  }
}

function sitesText(sites: readonly SourcePos[]): string {
  const linesByFile = new Map<string, number[]>();
  for (const at of sites) {
    const lines = linesByFile.get(at.file);
    if (lines) lines.push(at.line);
    else linesByFile.set(at.file, [at.line]);
  }
  return [...linesByFile].map(([file, lines]) => `${file}:${lines.join(", ")}`).join("; ");
}
