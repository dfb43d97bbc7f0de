// Step back and forward in the editor's live previews of both Witcher games (the Adventure Game's card and
// battle, the Old World's fight and Wild Hunt round): a step back restores the copy of the try the kernel made
// before that step, and plays the try again from its start only where no copy could be made (a rule still
// written as a generator under way); a step forward gives the answer taken back again. Either way the preview
// stands where it stood: the same decision, log and state.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";
import { collectGrimFiles } from "../../compiler/cli/node-host.ts";
import { Workspace } from "../../compiler/workspace.ts";
import type { GamePreview, PreviewPlay } from "../../core/preview.ts";
import type { ProgramIR } from "../../core/ir.ts";
import { PreviewRunner } from "../../editor/adapters/preview-session.ts";
import { previewRunner } from "../../editor/adapters/runtime.ts";
import { cardTrial, playTargets, type Scenario } from "../../games/adventure/preview/card-trial.ts";
import { fightTrial } from "../../games/oldworld/preview/fight-trial.ts";
import { huntRound, type HuntRoundSetup } from "../../games/oldworld/preview/hunt-round.ts";
import { games } from "../../games/registry.ts";
import type { Decision } from "../../runtime/core/decision.ts";
import type { GameEvent } from "../../runtime/core/log.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

let checked: ProgramIR | null = null;
function program(): ProgramIR {
  if (checked) return checked;
  const ws = new Workspace(games);
  for (const f of collectGrimFiles([path.join(ROOT, "content/adventure"), path.join(ROOT, "content/oldworld")]).files)
    ws.setFile(path.relative(ROOT, f), readFileSync(f, "utf8"));
  checked = ws.check().program;
  return checked;
}

/** the first option, or as many as the decision must pick */
const first = (d: Decision) => d.options.slice(0, Math.max(1, d.pick?.min ?? 1)).map((o) => o.key);

/**
 * Play `steps` decisions of a try by their first options, then step back to its start and forward to the end,
 * comparing what the page shows at each decision with what it showed there on the way. Returns how often the
 * try was started (once, plus once per step back with no copy) and how many steps had none.
 */
function backAndForth<Setup, P extends PreviewPlay>(
  preview: GamePreview<never, never, P>,
  run: PreviewRunner<Setup, P>,
  setup: NoInfer<Setup>,
  steps: number,
  shown: (play: P) => unknown = (play) => play.view(),
) {
  const opened = vi.spyOn(preview, "start");
  run.start(program(), setup);
  expect(run.failure).toBeNull();
  const look = () => {
    const s = run.session!;
    return JSON.stringify({ log: s.log.map((e: GameEvent) => ({ ...e })), view: shown(s.play), pending: s.pending, diff: s.diff() });
  };
  const seen: string[] = [];
  const copied: boolean[] = [];
  for (let i = 0; i < steps && run.session?.pending; i++) {
    seen.push(look());
    copied.push(run.session.play.snapshot?.() != null);
    run.step(first(run.session.pending));
  }
  const end = look();
  expect(seen.length).toBeGreaterThan(1);
  for (let i = seen.length - 1; i >= 0; i--) {
    run.stepBack();
    expect(look(), `back to decision ${i}`).toBe(seen[i]);
  }
  expect(run.canStepBack).toBe(false);
  let forward = 0;
  while (run.canStepForward) {
    run.stepForward();
    forward++;
    if (forward < seen.length) expect(look(), `forward to decision ${forward}`).toBe(seen[forward]);
  }
  expect(forward).toBe(seen.length);
  expect(look()).toBe(end);
  const starts = opened.mock.calls.length;
  opened.mockRestore();
  return { starts, steps: seen.length, uncopied: copied.filter((c) => !c).length };
}

describe("the live previews step back by the kernel's snapshots, replaying only where none could be taken", () => {
  it("the runner restores the copy kept before a step and replays only for a step kept without one", () => {
    // a try that counts: each answer adds one; it cannot be copied at odd counts
    class Counting implements PreviewPlay {
      n = 0;
      readonly begins = 0;
      readonly before = { n: 0 };
      readonly events: GameEvent[] = [];
      get pending(): Decision | null {
        return this.n < 6 ? { type: "count", who: "p", prompt: "count", options: [{ key: "up", label: "up" }] } : null;
      }
      answer(): void {
        this.n++;
      }
      view() {
        return { n: this.n };
      }
      snapshot() {
        return this.n % 2 === 0 ? this.n : null;
      }
      restore(snapshot: unknown) {
        this.n = snapshot as number;
      }
    }
    let started = 0;
    const run = new PreviewRunner(() => {
      started++;
      return new Counting();
    });
    run.start(null, {});
    for (let i = 0; i < 6; i++) run.step(["up"]);
    const counts: number[] = [];
    while (run.canStepBack) {
      run.stepBack();
      counts.push(run.session!.play.n);
    }
    expect(counts).toEqual([5, 4, 3, 2, 1, 0]);
    // the copies before steps 0, 2 and 4 restored; back to 5, 3 and 1 (no copy kept there) played again
    expect(started).toBe(1 + 3);
    while (run.canStepForward) run.stepForward();
    expect(run.session!.play.n).toBe(6);
    expect(started).toBe(4);
  });

  const cards = previewRunner(
    () => games,
    cardTrial,
    (content, picked: { hero: string; target: string; scenario: Scenario; seed: number }) => ({
      ...picked,
      target: playTargets(content).find((t) => t.id === picked.target)!,
    }),
  );

  it("the Adventure Game: a battle against a monster, decision by decision, back to its start and forward again", () => {
    const r = backAndForth(cardTrial, cards, { hero: "hero.geralt", target: "monster.drowner", scenario: "midgame", seed: 5 }, 10);
    // every rule of a battle is a step, its wounds' placing too: every step back is a restore, none a replay
    expect(r.steps).toBeGreaterThan(0);
    expect(r.uncopied).toBe(0);
    expect(r.starts).toBe(1);
  });

  it("the Adventure Game: a development card kept and then used in a battle (two parts), back and forward", () => {
    const r = backAndForth(cardTrial, cards, { hero: "hero.geralt", target: "development.dwarven-spirit", scenario: "midgame", seed: 2 }, 10);
    expect(r.steps - r.uncopied, "steps with a copy").toBeGreaterThan(0);
    expect(r.starts).toBe(1 + r.uncopied);
  });

  it("the Old World: a fight of the Wolf witcher against a monster, back to its start and forward again", () => {
    const run = previewRunner(
      () => games,
      fightTrial,
      (_, picked: { witcher: string; monster: string; seed: number }) => picked,
    );
    const r = backAndForth(fightTrial, run, { witcher: "witcher.wolf-witcher", monster: "monster.arachas", seed: 3 }, 12);
    expect(r.steps - r.uncopied, "steps with a copy").toBeGreaterThan(0);
    expect(r.starts).toBe(1 + r.uncopied);
  });

  it("the Old World: a Wild Hunt round from its setup, the table as it stood at each decision", () => {
    const run = previewRunner(
      () => games,
      huntRound,
      (_, picked: HuntRoundSetup) => picked,
    );
    const r = backAndForth(huntRound, run, { players: 2, difficulty: "normal", member: "huntmember.eredin", seed: 1 }, 14, (play) => play.table());
    expect(r.steps - r.uncopied, "steps with a copy").toBeGreaterThan(0);
    expect(r.starts).toBe(1 + r.uncopied);
  });
});
