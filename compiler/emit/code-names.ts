// What a game's set module writer names its code with: identifiers unique within one module, and placeholders
// that `dataCode` prints as the code they stand for.

import { CODE_REF } from "./data-code.ts";

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
