// The repository's import graph, read from the sources: which layer each file
// sits in, the imports that run up the layers, and the import cycles.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The layers from the bottom up. A file may import its own layer and the ones
 * below it. The kernel's protocol (decisions, the log, replays, errors) is the
 * floor; core/ holds the contract every game fills in; the games sit above the
 * compiler and the runtime they use; entry points wire the registry in.
 */
export const LAYERS = ["protocol", "core", "grammar", "runtime", "compiler", "game", "entry"] as const;
export type Layer = (typeof LAYERS)[number];

// the programs a user or a worker thread starts: they may import the registry, which names every game, and
// games/words.ts, which names every game's words (what the editor's page loads before the rules)
const ENTRY = [
  /^compiler\/cli\/(main|write-docs|package-bundle)\.ts$/,
  /^compiler\/cli\/commands\//,
  /^editor\//,
  /^runtime\/sim\/worker-main\.ts$/,
  /^runtime\/examples\//,
  /^games\/registry\.ts$/,
  /^games\/words\.ts$/,
  /^games\/replay\.ts$/,
];

export function layerOf(file: string): Layer {
  if (ENTRY.some((e) => e.test(file))) return "entry";
  if (file.startsWith("runtime/core/")) return "protocol";
  if (file.startsWith("core/")) return "core";
  if (file.startsWith("grammar/")) return "grammar";
  if (file.startsWith("runtime/")) return "runtime";
  if (file.startsWith("compiler/")) return "compiler";
  if (file.startsWith("games/")) return "game";
  return "entry";
}

export interface ImportEdge {
  from: string;
  to: string;
  /** `import type`: gone once compiled, but still a dependency of the design */
  typeOnly: boolean;
}

const TOPS = ["core", "grammar", "compiler", "runtime", "games", "editor"];
const SKIP = new Set(["node_modules", "generated", "dist"]);

function sources(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      if (SKIP.has(name)) continue;
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.m?ts$/.test(name) && !name.endsWith(".d.ts")) out.push(p);
    }
  };
  for (const top of TOPS) if (existsSync(path.join(root, top))) walk(path.join(root, top));
  return out;
}

// import/export lines at the start of a line, so a comment that mentions an import is not one
const IMPORT = /(?:^|\n)[ \t]*(?:import|export)[ \t]+(type[ \t]+)?(?:[^;'"]*?\bfrom[ \t]+)?["'](\.[^"']+)["']/g;

export function importEdges(root: string): ImportEdge[] {
  const rel = (p: string) => path.relative(root, p).split(path.sep).join("/");
  const edges: ImportEdge[] = [];
  for (const file of sources(root)) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(file), m[2]);
      if (!existsSync(target)) continue;
      edges.push({ from: rel(file), to: rel(target), typeOnly: !!m[1] });
    }
  }
  return edges;
}

/** an import into a higher layer, or from one game's folder into another's */
export function runsUp(e: ImportEdge): boolean {
  const a = LAYERS.indexOf(layerOf(e.from));
  const b = LAYERS.indexOf(layerOf(e.to));
  if (b > a) return true;
  const game = (f: string) => (layerOf(f) === "game" ? f.split("/")[1] : null);
  return game(e.from) !== null && game(e.to) !== null && game(e.from) !== game(e.to);
}

/** The groups of files that import each other in a circle (Tarjan's strongly connected components), each sorted. */
export function cycles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) {
    if (!next.has(e.from)) next.set(e.from, []);
    next.get(e.from)!.push(e.to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let counter = 0;
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of [...next.keys()].sort()) if (!index.has(v)) visit(v);
  return groups.sort((x, y) => x[0].localeCompare(y[0]));
}
