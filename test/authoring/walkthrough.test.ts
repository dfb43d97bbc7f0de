// The authoring guide (docs/authoring.md) is run as written: its files are
// written into a temporary copy of the repository's content, its commands run
// there in order, and each output must be the one the guide prints. Then the
// rules the guide states for the new monster and card are checked in seeded
// games of the content module the guide built. The repository's own content/
// is never touched.

import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../compiler/cli/format-diagnostic.ts";
import { Workspace } from "../../compiler/workspace.ts";
import type { AdventureContent } from "../../runtime/adventure/content.ts";
import { randomAgent, runGame } from "../../runtime/agents/agents.ts";
import { guideSteps, type GuideStep } from "./guide.ts";
import { BASE_BOX, BASE_SET, boxCounts } from "../content/box.ts";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const GUIDE = readFileSync(path.join(REPO, "docs/authoring.md"), "utf8");
const steps = guideSteps(GUIDE);

let work = "";

beforeAll(() => {
  // the repository as the guide's reader has it: a copy of content/ to edit, the rest linked
  work = mkdtempSync(path.join(tmpdir(), "grimoire-authoring-"));
  mkdirSync(path.join(work, "content"));
  for (const dir of ["adventure", "i18n"]) cpSync(path.join(REPO, "content", dir), path.join(work, "content", dir), { recursive: true });
  for (const link of ["bin", "runtime", "node_modules", "package.json"]) symlinkSync(path.join(REPO, link), path.join(work, link));
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

function run(command: string): { status: number | null; output: string } {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: "1", npm_config_update_notifier: "false" };
  delete env.FORCE_COLOR;
  const r = spawnSync("sh", ["-c", `${command} 2>&1`], { cwd: work, encoding: "utf8", env, timeout: 300_000 });
  return { status: r.status, output: r.stdout.replace(/\x1b\[[0-9;]*m/g, "") };
}

function checkWorkCopy(): string[] {
  const ws = new Workspace();
  const dir = path.join(work, "content/adventure");
  for (const f of readdirSync(dir).filter((f) => f.endsWith(".grim")).sort()) ws.setFile(`content/adventure/${f}`, readFileSync(path.join(dir, f), "utf8"));
  return ws.check().diagnostics.map(formatDiagnostic);
}

/** the output says there are errors (or unformatted files): the command must fail */
function expectedStatus(output: string): number {
  return /(^|\D)[1-9]\d* error|: not formatted$/m.test(output) ? 1 : 0;
}

function title(s: GuideStep): string {
  const at = `docs/authoring.md:${s.line}`;
  switch (s.kind) {
    case "write":
      return `${at}: writing ${s.file}${s.expect ? ` is reported as ${s.expect}` : ""}`;
    case "result":
      return `${at}: ${s.file} reads as the guide shows`;
    case "command":
      return `${at}: \`${s.command}\` prints what the guide shows`;
  }
}

describe("the authoring guide, step by step", () => {
  it("the guide has the steps it describes: files, check, fmt, build, a game, translation", () => {
    const commands = steps.flatMap((s) => (s.kind === "command" ? [s.command] : []));
    for (const c of ["npx grimoire check content", "npx grimoire fmt content", "npm run build:content", "npx tsx play-garkain.ts", "npx grimoire i18n check --locale ro"])
      expect(commands).toContain(c);
    expect(steps.filter((s) => s.kind === "write" && s.expect).length).toBeGreaterThan(0);
  });

  for (const step of steps) {
    it(title(step), () => {
      const file = step.kind === "command" ? "" : path.join(work, step.file);
      if (step.kind === "write") {
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, step.text);
        if (step.expect) expect(checkWorkCopy().filter((l) => l.includes(` ${step.expect} `))).not.toEqual([]);
      } else if (step.kind === "result") {
        expect(readFileSync(file, "utf8")).toBe(step.text);
      } else {
        const r = run(step.command);
        expect(r.output.trimEnd()).toBe(step.output.trimEnd());
        expect(r.status, `exit status of ${step.command}`).toBe(expectedStatus(step.output));
      }
    }, 300_000);
  }
});

type Event = { seq: number; type: string; hero?: string; [field: string]: unknown };

describe("what the guide says the Garkain and The Garkain's Lair do, in the module it built", () => {
  let content: AdventureContent;
  const logs: (readonly Event[])[] = [];

  beforeAll(async () => {
    content = ((await import(pathToFileURL(path.join(work, "content/generated/index.ts")).href)) as { content: AdventureContent }).content;
    const heroes = ["hero.geralt", "hero.triss", "hero.dandelion", "hero.yarpen"];
    for (let seed = 1; seed <= 12; seed++) logs.push(runGame(content, { seed, heroes, maxRounds: 60 }, randomAgent(seed)).log as readonly Event[]);
  }, 300_000);

  it("the new set adds one silver Garkain token (sword 5, shield 3) and three copies of the card to the red deck", () => {
    const garkain = content.monsters.find((m) => m.id === "monster.garkain");
    expect(garkain).toMatchObject({ type: "silver", copies: 1, stats: { sword: 5, shield: 3 } });
    const lair = content.cards.find((c) => c.id === "investigation.garkains-lair");
    expect(lair).toMatchObject({ deck: "investigation.red", copies: 3 });
  });

  it("Before committing: the component counts of test/content are the base set's, so the new set beside it leaves them green", () => {
    expect(boxCounts(content, BASE_SET)).toEqual(BASE_BOX);
    const set = content.monsters.find((m) => m.id === "monster.garkain")!.set;
    expect(set).not.toBe(BASE_SET);
    expect(boxCounts(content, set)).toMatchObject({ investigation: { red: 3, blue: 0, purple: 0 }, monsters: { bronze: 0, silver: 1, gold: 0 } });
  });

  it("The Garkain's Lair: the hero receives 1 red lead, then fights the Garkain", () => {
    let resolved = 0;
    for (const log of logs)
      log.forEach((ev, i) => {
        if (ev.type !== "resolve" || !String(ev.card).startsWith("investigation.garkains-lair")) return;
        resolved++;
        const next = log.slice(i + 1).filter((e) => e.hero === ev.hero && e.type !== "effect");
        expect(next[0]).toMatchObject({ type: "receive", resource: "lead", colour: "red", amount: 1 });
        expect(next[1]).toMatchObject({ type: "battle", enemy: "monster.garkain", stats: { sword: 5, shield: 3 } });
      });
    expect(resolved).toBeGreaterThan(0);
  });

  it("Garkain: a minor wound before rolling, 2 gold and 2 VP for a successful sword, a wound per shield short", () => {
    let battles = 0;
    let swordWins = 0;
    let shieldsShort = 0;
    for (const log of logs)
      log.forEach((ev, i) => {
        if (ev.type !== "battle" || ev.enemy !== "monster.garkain") return;
        battles++;
        // its own events: an "any time" card used during it may start a battle of its own inside it, left out here
        const battle: Event[] = [];
        let depth = 0;
        for (const e of log.slice(i)) {
          if (e.type === "battle") depth++;
          if (depth === 1) battle.push(e);
          if (e.type === "battle-end" && --depth === 0) break;
        }
        // what a hook of the Garkain did: the events after its `effect` event, up to the battle's next step
        const hookEvents = (window: string) => {
          const at = battle.findIndex((e) => e.type === "effect" && e.source === "monster.garkain" && e.window === window);
          if (at < 0) return null;
          const rest = battle.slice(at + 1);
          const stop = rest.findIndex((e) => ["effect", "use-card", "battle-roll", "battle-compare", "battle-end"].includes(e.type));
          return rest.slice(0, stop < 0 ? rest.length : stop);
        };
        const wounds = (evs: Event[] | null) => (evs ?? []).filter((e) => e.type === "wound" || e.type === "wound-overflow");
        const before = wounds(hookEvents("before-rolling"));
        expect(before.map((e) => e.severity)).toEqual(["minor"]);

        const sword = battle.find((e) => e.type === "battle-compare" && e.result === "sword")!;
        const won = hookEvents("successful-sword");
        if (sword.success) {
          swordWins++;
          expect(won!.map((e) => [e.type, e.resource ?? null, e.amount ?? e.delta])).toEqual([
            ["receive", "gold", 2],
            ["vp", null, 2],
          ]);
        } else expect(won).toBeNull();

        const shield = battle.find((e) => e.type === "battle-compare" && e.result === "shield")!;
        const short = (shield.need as number) - (shield.have as number);
        const hurt = hookEvents("failed-shield");
        if (shield.success) expect(hurt).toBeNull();
        else {
          shieldsShort++;
          // Wounds: a wound with no open space costs 2 VP instead (never below 0); either way one wound per shield short
          expect(wounds(hurt)).toHaveLength(short);
          for (const [k, e] of hurt!.entries()) {
            if (e.type !== "wound-overflow") continue;
            const lost = hurt![k + 1];
            expect(lost.type).toBe("vp");
            const before = (lost.vp as number) - (lost.delta as number);
            expect(lost.delta).toBe(-Math.min(2, before));
          }
        }
      });
    expect(battles).toBeGreaterThan(0);
    expect(swordWins).toBeGreaterThan(0);
    expect(shieldsShort).toBeGreaterThan(0);
  });
});
