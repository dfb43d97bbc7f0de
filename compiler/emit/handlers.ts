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

interface Pending {
  ident: string;
  effect: Effect;
  at: SourcePos;
  kind: "handler" | "predicate";
}

export class HandlerRecorder {
  private readonly pending: Pending[] = [];

  constructor(
    private readonly names: Names,
    private readonly binding: EffectBinding,
  ) {}

  /** The factory the game's linker takes; every handler and predicate becomes a named function of the module. */
  readonly factory = {
    handler: (effect: Effect, name: string, at: SourcePos) => this.record(effect, name, at, "handler"),
    predicate: (effect: Effect, name: string, at: SourcePos) => this.record(effect, name, at, "predicate"),
  };

  private record(effect: Effect, name: string, at: SourcePos, kind: Pending["kind"]): never {
    const ident = this.names.take(identifierFrom(name));
    this.pending.push({ ident, effect, at, kind });
    return codeRef(ident) as never;
  }

  /** Each recorded effect as a function typed on the game's `EffectContext`, in the order the linker met them. */
  functions(): string[] {
    return this.pending.map((p) => {
      const head = `// ${commentText(`${p.at.file}:${p.at.line}`)}`;
      if (p.kind === "predicate")
        return `${head}\nfunction ${p.ident}(ctx: EffectContext): boolean {\n  return ${effectCanCode(this.binding, p.effect, "ctx")};\n}`;
      const w = new EffectWriter(this.binding);
      w.write(p.effect, "ctx", 1);
      const body = w.text();
      return `${head}\nfunction* ${p.ident}(ctx: EffectContext): Step<void> {\n${body}${body ? "\n" : ""}}`;
    });
  }
}
