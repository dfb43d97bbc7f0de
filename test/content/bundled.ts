// The bundled Adventure Game content, checked once and shared by the content
// tests: the same Workspace `grimoire check` uses, then the runtime content
// module built from the IR by the interpreter.

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Workspace } from "../../compiler/workspace.ts";
import type { Diagnostic } from "../../core/diagnostics/types.ts";
import type { Effect, EntityIR, Hook, ProgramIR } from "../../core/ir.ts";
import type { AdventureContent } from "../../games/adventure/rules/content.ts";
import { contentFromIR } from "../../games/adventure/link/interpreted.ts";
import { games } from "../../games/registry.ts";

export const CONTENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../content/adventure");

export interface Bundled {
  program: ProgramIR;
  diagnostics: Diagnostic[];
  entities: EntityIR[];
  content: AdventureContent;
}

let cached: Bundled | null = null;

export function bundled(): Bundled {
  if (cached) return cached;
  const ws = new Workspace(games);
  for (const f of readdirSync(CONTENT_DIR)
    .filter((f) => f.endsWith(".grim"))
    .sort()) {
    ws.setFile(`content/adventure/${f}`, readFileSync(path.join(CONTENT_DIR, f), "utf8"));
  }
  const { program, diagnostics } = ws.check();
  const entities = program.sets.flatMap((s) => s.entities);
  cached = { program, diagnostics, entities, content: contentFromIR(program) };
  return cached;
}

export function entity(id: string): EntityIR {
  const e = bundled().entities.find((x) => x.id === id);
  if (!e) throw new Error(`the bundled content has no ${id}`);
  return e;
}

/** Every effect node under an effect, the effect itself first. */
export function* effectNodes(e: Effect): Generator<Effect> {
  yield e;
  switch (e.kind) {
    case "seq":
      for (const s of e.steps) yield* effectNodes(s);
      break;
    case "choice":
      for (const o of e.options) yield* effectNodes(o);
      break;
    case "if":
      yield* effectNodes(e.then);
      if (e.else) yield* effectNodes(e.else);
      break;
    case "repeat":
    case "target":
      yield* effectNodes(e.body);
      break;
    case "roll":
      for (const c of e.cases) yield* effectNodes(c.effect);
      break;
    case "verb":
      break;
  }
}

/** Every effect node of a hook, its cost included. */
export function* hookNodes(h: Hook): Generator<Effect> {
  if (h.cost) yield* effectNodes(h.cost);
  yield* effectNodes(h.effect);
}

/** The verbs a hook uses, cost included, in order. */
export function verbsOf(h: Hook): string[] {
  return [...hookNodes(h)].flatMap((n) => (n.kind === "verb" ? [n.verb] : []));
}
