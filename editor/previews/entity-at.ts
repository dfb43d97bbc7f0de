import type { EntityIR } from "../../core/ir.ts";

/** The entity declared in `file` at or above `line`: the one the cursor is in. */
export function entityAt(entities: EntityIR[], file: string, line: number): EntityIR | null {
  let best: EntityIR | null = null;
  for (const e of entities) {
    if (e.at.file !== file || e.at.line > line) continue;
    if (!best || e.at.line > best.at.line) best = e;
  }
  return best;
}
