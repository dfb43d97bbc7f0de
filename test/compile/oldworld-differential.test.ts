// "The IR is the single meaning of a card", for the Old World: the module `grimoire build` emits for
// content/oldworld and the content linked from the IR hold the same data, each effect the checker's IR; run by
// the rules kernel's effect steps, an effect makes the same primitive calls as the walker (which the emitted
// handlers were held to before), in the same order, with the same arguments, and asks the same questions,
// whatever the runtime answers.

import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import type { Effect, ProgramIR } from "../../core/ir.ts";
import { combineSets, linkSet } from "../../games/oldworld/link/content-data.ts";
import { Workspace } from "../../compiler/workspace.ts";
import { interpretedFactory as owInterpretedFactory } from "../../games/oldworld/link/interpreted.ts";
import type { OldWorldContent } from "../../games/oldworld/rules/content.ts";
import { owProgram } from "../content/oldworld/bundled.ts";
import { emitTo } from "./emit-helpers.ts";
import { owDrive, owDrivePredicate, owDrivePredicateSteps, owDriveSteps } from "./oldworld-recording-runtime.ts";
import { games } from "../../games/registry.ts";

function interpreted(program: ProgramIR): OldWorldContent {
  const sets = program.sets.filter((s) => s.game === "oldworld");
  return combineSets(
    sets,
    sets.map((s) => linkSet(s, owInterpretedFactory)),
  );
}

/** Checks one source file written for a test; it must check without a diagnostic. */
function checkedProgram(file: string, text: string): ProgramIR {
  const ws = new Workspace(games);
  ws.setFile(file, text);
  const { program, diagnostics } = ws.check();
  expect(diagnostics).toEqual([]);
  return program;
}

async function generated(program: ProgramIR, name: string): Promise<OldWorldContent> {
  const out = await emitTo(program, name);
  const mod = (await import(`${pathToFileURL(path.join(out, "oldworld.ts")).href}?t=${Date.now()}`)) as { content: OldWorldContent };
  return mod.content;
}

/** every effect the content holds, by where: a hook's `run` and `cost`, an option's `run`; `canPay` and `can` are asked whether they can be done */
function effectsOf(value: unknown, at = "content", out: { path: string; effect: Effect; predicate: boolean }[] = []) {
  if (Array.isArray(value)) value.forEach((v, i) => effectsOf(v, `${at}[${i}]`, out));
  else if (value !== null && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      if (["run", "cost", "canPay", "can"].includes(k) && v !== null && typeof v === "object" && "kind" in v)
        out.push({ path: `${at}.${k}`, effect: v as Effect, predicate: k === "canPay" || k === "can" });
      else effectsOf(v, `${at}.${k}`, out);
    }
  return out;
}

function compare(content: OldWorldContent, seeds: number, level = 0): number {
  let decisions = 0;
  for (const { path: where, effect, predicate } of effectsOf(content))
    for (let seed = 1; seed <= seeds; seed++) {
      const a = predicate ? owDrivePredicateSteps(effect, seed) : owDriveSteps(effect, seed, level);
      const b = predicate ? owDrivePredicate(effect, seed) : owDrive(effect, seed, level);
      expect(a, `${where} seed ${seed}`).toEqual(b);
      decisions += a.filter((e) => Array.isArray(e) && e[0] === "decision").length;
    }
  return decisions;
}

describe("Old World: the emitted content, the linked content, the kernel's effect steps and the walker", () => {
  it("The IR is the single meaning of a card: the bundled Old World content is the same data from both producers, each effect the checker's IR", async () => {
    const program = owProgram();
    const emitted = await generated(program, "oldworld-differential");
    const linked = interpreted(program);
    expect(emitted).toEqual(linked);
    // the link holds the checker's objects themselves (a hook's cost is also the check of whether it can be paid)
    const written = new Set(program.sets.flatMap((s) => s.entities.flatMap((e) => e.hooks.flatMap((h) => (h.cost ? [h.effect, h.cost] : [h.effect])))));
    expect(effectsOf(linked).filter((x) => !written.has(x.effect))).toEqual([]);
    expect(effectsOf(emitted).length).toBe(effectsOf(linked).length);
  });

  it("Every effect of the bundled Old World content makes identical calls and decisions run as the kernel's steps and walked, for 100 seeds", () => {
    const content = interpreted(owProgram());
    expect(effectsOf(content).length).toBeGreaterThan(40);
    expect(compare(content, 100)).toBeGreaterThan(50);
  });

  it('Mages (Alzur\'s specialty): "roll a die and add your specialty level … may choose lower" runs in both executions: the runtime is asked for the die plus the level, the player may take a lower result, and its row applies', async () => {
    const program = checkedProgram(
      "alzur.grim",
      `game oldworld
set mages
mage Alzur {
  specialty Thunder: once per fight: spend 1 energy; roll die by level {
    0..1: deal 0 damage   2..3: deal 1 damage   4..5: deal 2 damage   6..8: deal 3 damage
  } may choose lower
}
action Flourish : red, cost 1 {
  effect: by specialty level {
    1..2: deal 1 damage   3..5: deal damage equal to the position of this card in the combo plus 1
  }
}
`,
    );
    const roll = program.sets[0].entities.find((e) => e.id === "mage.alzur")!.hooks[0].effect;
    // drive the hook's effect both ways directly (the whole mage is compared with the bundled content)
    let lowered = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const a = owDriveSteps(roll, seed, 2);
      expect(a, `seed ${seed}`).toEqual(owDrive(roll, seed, 2));
      const r = a.find((x) => Array.isArray(x) && x[0] === "rollD6") as [string, string, { args: object; rolled: number; v: number }];
      expect(r[2].args).toEqual({ plusLevel: true, mayChooseLower: true });
      expect(r[2].rolled).toBeGreaterThanOrEqual(3); // a die (1-6) plus level 2
      const damage = a.find((x) => Array.isArray(x) && x[0] === "dealDamage") as [string, string, { amount: number }];
      // the row of the result the player kept: 0..1 → 0, 2..3 → 1, 4..5 → 2, 6..8 → 3
      expect(damage[2].amount).toBe(r[2].v <= 1 ? 0 : r[2].v <= 3 ? 1 : r[2].v <= 5 ? 2 : 3);
      if (r[2].v < r[2].rolled) lowered++;
    }
    expect(lowered).toBeGreaterThan(20);
  });

  it("Potion Tolerance (Monster Trail): a table by specialty level as a cost is judged by the row of the current level, the same in both executions", async () => {
    const program = checkedProgram(
      "manticore.grim",
      `game oldworld
set "Monster Trail"
action Thrust : red, cost 0 { symbol 1 damage }
witcher Manticore {
  deck 10 Thrust
  specialty PotionTolerance: once per fight: by specialty level {
    1: discard 2 potions   2..5: discard 1 potion
  } -> by specialty level { 1..2: deal 2 damage   3..5: deal 3 damage; draw 2 cards }
}
`,
    );
    const cost = program.sets[0].entities.find((e) => e.id === "witcher.manticore")!.hooks[0].cost!;
    const asked = new Set<number>();
    // seeds spread over the generator's range, so its first draw (the level) takes every value
    for (let i = 1; i <= 200; i++) {
      const seed = Math.imul(i, 2654435761) >>> 0;
      const a = owDrivePredicateSteps(cost, seed);
      expect(a, `seed ${seed}`).toEqual(owDrivePredicate(cost, seed));
      // the level read first, then the potions that level's row asks for: 2 at level 1, else 1
      const level = a.find((x) => Array.isArray(x) && x[0] === "query.attribute") as [string, string, { v: number }];
      const check = a.find((x) => Array.isArray(x) && x[0] === "canDiscardPotions") as [string, string, { args: { amount: number }; v: boolean }];
      expect(check[2].args.amount).toBe(level[2].v === 1 ? 2 : 1);
      expect(a.at(-1)).toEqual(["result", check[2].v]);
      asked.add(check[2].args.amount);
    }
    expect([...asked].sort()).toEqual([1, 2]);
  });
});
