// `balance suggest` on a folder of sources: the card's numbers found in its declaration, each candidate made by
// editing that one literal in the source text and checking and linking the sources again, its causal impact
// played on the run's seeds; the chosen change played once more on the seeds after the run's, and written as a
// unified diff of the file.
import { relative } from "node:path";
import type { AnyGameModule } from "../../core/game.ts";
import { closest } from "../../core/names.ts";
import type { GameRegistry } from "../../core/registry.ts";
import { ContentError } from "../../runtime/core/errors.ts";
import { causalImpact } from "../../runtime/sim/impact.ts";
import type { PairedDifference } from "../../runtime/sim/paired.ts";
import { type Candidate, outside, searchNonZeroFirst } from "../../runtime/sim/suggest.ts";
import type { RunIdentity } from "../../runtime/sim/summary.ts";
import { collectGrimFiles, nodeHost } from "../cli/node-host.ts";
import { workspaceContent } from "../sim-content.ts";
import { Workspace } from "../workspace.ts";
import { type CardNumber, cardDeclaration, cardNumbers } from "./card-numbers.ts";

/** a designer's mistake in what was asked: one line with its code */
export class SuggestError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface Suggestion {
  card: string;
  numbers: CardNumber[];
  before: { win: PairedDifference; pairs: number };
  chosen:
    | (Candidate & {
        number: CardNumber;
        diff: string;
        fresh: { win: PairedDifference; pairs: number; seed: number };
        /** the fresh seeds' figure lies inside the band too: the change held on games the search never saw */
        held: boolean;
        /** the only change found sets a number to 0, which leaves the effect doing nothing */
        removes: boolean;
      })
    | null;
  tried: number;
  /** the card as it stands is inside the band already: nothing is tried */
  inside: boolean;
}

export function suggestChange(
  games: GameRegistry,
  module: AnyGameModule,
  dir: string,
  card: string,
  run: RunIdentity,
  band: [number, number],
  onProgress?: (what: string) => void,
): Suggestion {
  const { files, missing } = collectGrimFiles([dir]);
  if (missing.length || files.length === 0) throw new SuggestError("BAL001", `no .grim sources in ${dir}`);
  const ws = new Workspace(games, nodeHost);
  for (const f of files) ws.loadFile(f);
  const content = workspaceContent(ws, module, dir);
  const d = cardDeclaration(ws, card);
  if (!d) {
    const ids = ws.check().program.sets.flatMap((s) => s.entities.map((e) => e.id));
    const near = closest(card, ids);
    throw new SuggestError("BAL002", `no card "${card}" in ${dir}${near ? `; did you mean ${near}?` : ""}`);
  }
  const numbers = cardNumbers(ws, d);
  if (numbers.length === 0) throw new SuggestError("BAL003", `${card} has no numbers to change (its effects hold no number literal)`);
  const file = d.range.file;
  const original = ws.text(file)!;
  const measure = (c: unknown, seed: number) => {
    const r = causalImpact(module, c, { ...run, seed }, { cards: [card], checkEvery: 0 }).cards[card];
    if (!r) throw new ContentError(`${card} is not a card the simulator measures`);
    return { win: r.win, pairs: r.pairs };
  };
  const edited = (n: CardNumber, value: number) => original.slice(0, n.range.start.offset) + String(value) + original.slice(n.range.end.offset);
  onProgress?.("as it is");
  const before = measure(content, run.seed);
  if (outside(before.win.difference, band) === 0) return { card, numbers, before, chosen: null, tried: 0, inside: true };
  let tried = 0;
  const { chosen, removes } = searchNonZeroFirst(
    numbers.map((n) => n.value),
    before.win,
    (i, value) => {
      ws.setFile(file, edited(numbers[i], value));
      let c: unknown;
      try {
        c = workspaceContent(ws, module, dir);
      } catch {
        return null;
      }
      tried++;
      onProgress?.(`${numbers[i].clause}: ${numbers[i].value} -> ${value}`);
      return measure(c, run.seed);
    },
    { band, maxDistance: 10, min: 0 },
  );
  if (!chosen) {
    ws.setFile(file, original);
    return { card, numbers, before, chosen: null, tried, inside: false };
  }
  const n = numbers[chosen.index];
  ws.setFile(file, edited(n, chosen.value));
  onProgress?.("fresh seeds");
  const fresh = { ...measure(workspaceContent(ws, module, dir), run.seed + run.games), seed: run.seed + run.games };
  ws.setFile(file, original);
  const line = n.range.start.line;
  const oldLine = original.split("\n")[line - 1];
  const newLine = edited(n, chosen.value).split("\n")[line - 1];
  const near = relative(process.cwd(), file);
  const name = near.startsWith("..") ? file : near;
  const diff = [`--- a/${name}`, `+++ b/${name}`, `@@ -${line},1 +${line},1 @@`, `-${oldLine}`, `+${newLine}`].join("\n");
  const held = outside(fresh.win.difference, band) === 0;
  return { card, numbers, before, chosen: { ...chosen, number: n, diff, fresh, held, removes }, tried, inside: false };
}
