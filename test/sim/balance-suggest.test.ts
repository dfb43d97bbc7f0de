// `grimoire balance suggest`: on a copy of the bundled Adventure sources with a planted overpowered card of
// Triss (6 VP every turn, the number in its .grim file), the suggested edit brings its causal impact inside the
// band on the run's seeds, and a run on the seeds after them confirms it; bad input is one line with a code.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cli } from "./in-process-cli.ts";
import { searchChange, searchNonZeroFirst } from "../../runtime/sim/suggest.ts";

const dir = mkdtempSync(join(tmpdir(), "grimoire-suggest-"));
cpSync("content/adventure", dir, { recursive: true });
writeFileSync(
  join(dir, "planted.grim"),
  `game adventure
set base "The Witcher Adventure Game"

development PlantedOverpowered "Planted Overpowered" for Triss {
  original
  any time, once per turn: gain 6 vp
}

development PlantedPlain "Planted Plain" for Triss {
  original
  any time, once per turn: ignore an obstacle
}
`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const common = ["--games", "60", "--max-rounds", "30", "--seats", "hero.triss,hero.geralt", "--no-progress"];

describe("balance suggest", () => {
  it("brings a planted overpowered card inside the band, confirmed on fresh seeds", async () => {
    const r = await cli(["balance", "suggest", "development.planted-overpowered", dir, "--band=-5,10", ...common]);
    expect(r.err).toBe("");
    expect(r.status).toBe(0);
    const before = Number(/minus without it ([-+\d.]+) points/.exec(r.out)![1]);
    expect(before).toBeGreaterThan(10);
    expect(r.out).toMatch(/^- {2}any time, once per turn: gain 6 vp$/m);
    expect(r.out).toMatch(/^\+ {2}any time, once per turn: gain \d vp$/m);
    const [same, fresh] = [...r.out.matchAll(/([-+\d.]+) points over \d+ pairs on (the same|fresh) seeds/g)].map((m) => Number(m[1]));
    expect(same).toBeGreaterThanOrEqual(-5);
    expect(same).toBeLessThanOrEqual(10);
    // the fresh seeds' verdict is printed either way, and agrees with the figure
    const held = fresh >= -5 && fresh <= 10;
    expect(r.out).toContain(held ? "held on fresh seeds: inside the band there too" : "warning: not held on fresh seeds");
    // a change to 0 (the effect doing nothing) is only ever offered with a warning that no other value did it
    if (/^\+ {2}any time, once per turn: gain 0 vp$/m.test(r.out)) expect(r.out).toMatch(/warning: 6 -> 0 leaves .* doing nothing/);
  }, 60_000);

  it("offers no change that sets an amount to 0 while a non-zero change lands inside the band", () => {
    // two numbers: the first inside the band only at 0 (6 steps away), the second at 12 (8 steps away)
    const evaluate = (i: number, v: number) => {
      const inside = (i === 0 && v === 0) || (i === 1 && v <= 12);
      return { win: { difference: inside ? 0.05 : 0.3, low: null, high: null }, pairs: 50 };
    };
    const o = { band: [-0.05, 0.1] as [number, number], maxDistance: 10, min: 0 };
    const before = { difference: 0.3, low: null, high: null };
    expect(searchChange([6, 20], before, evaluate, o).chosen).toMatchObject({ index: 0, value: 0 });
    const r = searchNonZeroFirst([6, 20], before, evaluate, o);
    expect(r.chosen).toMatchObject({ index: 1, value: 12 });
    expect(r.removes).toBe(false);
    // with only the 0 inside the band, it is the answer, said to remove the effect
    const only = searchNonZeroFirst([6], before, evaluate, o);
    expect(only.chosen).toMatchObject({ index: 0, value: 0 });
    expect(only.removes).toBe(true);
  });

  it("proposes no change to a card already inside the band", async () => {
    const r = await cli(["balance", "suggest", "development.planted-overpowered", dir, "--band=-100,100", ...common]);
    expect(r.status).toBe(0);
    expect(r.out).toMatch(/\ninside the band as it stands: no change needed\n$/);
    expect(r.out).not.toContain("+++");
  }, 60_000);

  it("answers an unknown card, a bad band and a card with no numbers with one line, a code and exit 1", async () => {
    const unknown = await cli(["balance", "suggest", "development.planted-overpowerd", dir, ...common]);
    expect(unknown.status).toBe(1);
    expect(unknown.err).toMatch(/^grimoire balance suggest: error BAL002: .*did you mean development\.planted-overpowered\?\n$/);
    const band = await cli(["balance", "suggest", "development.planted-overpowered", dir, "--band", "10,-5", ...common]);
    expect(band.status).toBe(1);
    expect(band.err).toMatch(/^grimoire balance suggest: error BAL004: [^\n]*\n$/);
    const none = await cli(["balance", "suggest", "development.planted-plain", dir, ...common]);
    expect(none.status).toBe(1);
    expect(none.err).toMatch(/^grimoire balance suggest: error BAL003: [^\n]*\n$/);
  });
});
