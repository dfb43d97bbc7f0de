// `grimoire balance suggest`: on a copy of the bundled Adventure sources with a planted overpowered card of
// Triss (6 VP every turn, the number in its .grim file), the suggested edit brings its causal impact inside the
// band on the run's seeds, and a run on the seeds after them confirms it; bad input is one line with a code.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { runCli } from "../../compiler/cli/program.ts";

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

async function cli(args: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const o = vi.spyOn(process.stdout, "write").mockImplementation((s) => ((out += String(s)), true));
  const e = vi.spyOn(process.stderr, "write").mockImplementation((s) => ((err += String(s)), true));
  try {
    return { status: await runCli(args), out, err };
  } finally {
    o.mockRestore();
    e.mockRestore();
  }
}

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
    for (const x of [same, fresh]) {
      expect(x).toBeGreaterThanOrEqual(-5);
      expect(x).toBeLessThanOrEqual(10);
    }
  }, 60_000);

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
