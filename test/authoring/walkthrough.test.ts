// The authoring guide (docs/authoring.md) is run as written: its files are
// written into a temporary copy of the repository's whole content (both games,
// their catalogues, layouts and the generated module, as a checkout has them),
// its commands run there in order, and each output must be the one the guide
// prints. The `grimoire` and `npm run` commands and the guide's scripts run in
// this process (compiler/cli/program.ts), which is what the binary runs;
// GRIMOIRE_GUIDE_SPAWN=1 spawns each command instead, and
// GRIMOIRE_GUIDE_ACTUAL=<file> writes down what each printed (update-guide.ts
// then brings the guide's outputs up to date from it). Then the rules the guide
// states for its new cards are checked in seeded games of the content module
// the guide built. The repository's own content/ is never touched.

import { spawnSync } from "node:child_process";
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectGrimFiles } from "../../compiler/cli/node-host.ts";
import { formatDiagnostic } from "../../compiler/cli/format-diagnostic.ts";
import { runCli } from "../../compiler/cli/program.ts";
import { Workspace } from "../../compiler/workspace.ts";
import type { AdventureContent } from "../../games/adventure/rules/content.ts";
import type { OldWorldContent } from "../../games/oldworld/rules/content.ts";
import { PreviewSession } from "../../editor/adapters/preview-session.ts";
import { previewContent } from "../../editor/adapters/runtime.ts";
import { fightTrial } from "../../games/oldworld/preview/fight-trial.ts";
import { randomAgent } from "../../runtime/agents/agents.ts";
import { runGame } from "../../games/adventure/agents/play.ts";
import { guideSteps, type GuideStep } from "./guide.ts";
import { BASE_BOX, BASE_SET, boxCounts } from "../content/box.ts";
import { games } from "../../games/registry.ts";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const GUIDE = readFileSync(path.join(REPO, "docs/authoring.md"), "utf8");
const steps = guideSteps(GUIDE);
const SPAWN = process.env.GRIMOIRE_GUIDE_SPAWN === "1";
/** GRIMOIRE_GUIDE_ACTUAL=<file>: every command and what it printed are appended there, to bring the guide's outputs up to date */
const ACTUAL = process.env.GRIMOIRE_GUIDE_ACTUAL;

let work = "";
const home = process.cwd();

beforeAll(() => {
  // the repository as the guide's reader has it: a copy of content/ to edit, the rest linked
  work = mkdtempSync(path.join(tmpdir(), "grimoire-authoring-"));
  cpSync(path.join(REPO, "content"), path.join(work, "content"), { recursive: true });
  for (const link of ["bin", "compiler", "core", "editor", "games", "grammar", "runtime", "node_modules", "package.json"])
    symlinkSync(path.join(REPO, link), path.join(work, link));
  process.chdir(work);
});

afterAll(() => {
  process.chdir(home);
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Everything written to stdout and stderr (and the console) while `f` runs, in order: what `2>&1` shows. */
async function captured(f: () => Promise<number>): Promise<{ status: number; output: string }> {
  let output = "";
  const take = (chunk: unknown) => {
    output += typeof chunk === "string" ? chunk : Buffer.from(chunk as Uint8Array).toString("utf8");
    return true;
  };
  const out = process.stdout.write;
  const err = process.stderr.write;
  const { log, error, warn } = console;
  process.stdout.write = take as typeof process.stdout.write;
  process.stderr.write = take as typeof process.stderr.write;
  console.log = console.error = console.warn = (...args: unknown[]) => take(`${args.map(String).join(" ")}\n`);
  try {
    const status = await f();
    return { status, output };
  } finally {
    process.stdout.write = out;
    process.stderr.write = err;
    Object.assign(console, { log, error, warn });
  }
}

const words = (command: string): string[] => {
  if (/["'\\$`|;&<>]/.test(command)) throw new Error(`the guide's command \`${command}\` needs a shell; write it without quotes or pipes`);
  return command.split(/\s+/).filter(Boolean);
};

/** A command line of the guide, run in this process: `npx grimoire …`, `npm run <script>` of a grimoire script, `npx tsx <script>`. */
async function inProcess(command: string): Promise<{ status: number; output: string } | null> {
  const [tool, ...args] = words(command);
  if (tool === "npx" && args[0] === "grimoire") return captured(() => runCli(args.slice(1)));
  if (tool === "npm" && args[0] === "run" && args.length === 2) {
    const pkg = JSON.parse(readFileSync(path.join(work, "package.json"), "utf8")) as { name: string; version: string; scripts: Record<string, string> };
    const script = pkg.scripts[args[1]];
    const cli = script?.startsWith("node bin/grimoire.js ") ? words(script).slice(2) : null;
    if (!cli) return null;
    // what npm prints before the script's own output
    return captured(async () => {
      process.stdout.write(`\n> ${pkg.name}@${pkg.version} ${args[1]}\n> ${script}\n\n`);
      return runCli(cli);
    });
  }
  if (tool === "npx" && args[0] === "tsx" && args.length === 2 && args[1].endsWith(".ts")) {
    return captured(async () => {
      await import(pathToFileURL(path.join(work, args[1])).href);
      return 0;
    });
  }
  return null;
}

function spawned(command: string): { status: number; output: string } {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: "1", npm_config_update_notifier: "false" };
  delete env.FORCE_COLOR;
  const r = spawnSync("sh", ["-c", `${command} 2>&1`], { cwd: work, encoding: "utf8", env, timeout: 300_000 });
  return { status: r.status ?? -1, output: r.stdout };
}

async function run(command: string): Promise<{ status: number; output: string }> {
  const r = (SPAWN ? null : await inProcess(command)) ?? spawned(command);
  return { status: r.status, output: r.output.replace(/\x1b\[[0-9;]*m/g, "") };
}

/** The check of the whole work copy, both games, as `grimoire check content` prints it. */
function checkWorkCopy(): string[] {
  const ws = new Workspace(games);
  for (const f of collectGrimFiles(["content"]).files) ws.setFile(f, readFileSync(f, "utf8"));
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
  it("the guide has the steps it describes: files of both games, check, fmt, build, a game, an Old World fight, translation", () => {
    const commands = steps.flatMap((s) => (s.kind === "command" ? [s.command] : []));
    for (const c of [
      "npx grimoire check content",
      "npx grimoire fmt content",
      "npm run build:content",
      "npx tsx play-garkain.ts",
      "npx tsx fight-garkain.ts",
      "npx grimoire i18n check --locale ro",
    ])
      expect(commands).toContain(c);
    const written = steps.flatMap((s) => (s.kind === "write" ? [s.file] : []));
    expect(written.some((f) => f.startsWith("content/adventure/"))).toBe(true);
    expect(written.some((f) => f.startsWith("content/oldworld/"))).toBe(true);
    expect(steps.filter((s) => s.kind === "write" && s.expect).map((s) => (s as { expect: string }).expect)).toEqual(["GRM3011", "GRM2005"]);
  });

  for (const step of steps) {
    it(title(step), async () => {
      const file = step.kind === "command" ? "" : path.join(work, step.file);
      if (step.kind === "write") {
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, step.text);
        if (step.expect) expect(checkWorkCopy().filter((l) => l.includes(` ${step.expect} `))).not.toEqual([]);
      } else if (step.kind === "result") {
        expect(readFileSync(file, "utf8")).toBe(step.text);
      } else {
        const r = await run(step.command);
        if (ACTUAL) appendFileSync(ACTUAL, `$ ${step.command}\n${r.output}`);
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

describe("what the guide says the Old World's Garkain and Garkain's Bane do, in the module it built and in the fight preview", () => {
  let content: OldWorldContent;

  beforeAll(async () => {
    content = ((await import(pathToFileURL(path.join(work, "content/generated/oldworld.ts")).href)) as { content: OldWorldContent }).content;
  }, 300_000);

  it("One expansion, two sets: the Old World half is the set cellar-stories-old-world, named Cellar Stories like the Adventure half", () => {
    const garkain = content.monsters.find((m) => m.id === "monster.garkain")!;
    expect(garkain).toMatchObject({ set: "cellar-stories-old-world", level: 2, life: 11, terrain: "mountain" });
    expect(content.actions.find((a) => a.id === "action.garkains-bane")).toMatchObject({
      set: "cellar-stories-old-world",
      colour: "red",
      cost: 1,
      copies: 2,
      terrain: "mountain",
    });
    const ws = new Workspace(games);
    for (const f of collectGrimFiles(["content"]).files) ws.setFile(f, readFileSync(f, "utf8"));
    const names = ws
      .check()
      .program.sets.filter((s) => s.set.startsWith("cellar-stories"))
      .map((s) => [s.game, s.set, s.name]);
    expect(names).toEqual([
      ["adventure", "cellar-stories", "Cellar Stories"],
      ["oldworld", "cellar-stories-old-world", "Cellar Stories"],
    ]);
  });

  it("Garkain: before its life pool is built the witcher's shield goes down by 1; Garkain's Bane opening the combo deals 2 more damage", () => {
    const ws = new Workspace(games);
    for (const f of collectGrimFiles(["content"]).files) ws.setFile(f, readFileSync(f, "utf8"));
    const preview = previewContent(games, fightTrial, ws.check().program).content!;
    let opened = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const fight = new PreviewSession(() =>
        fightTrial.start(preview, { witcher: "witcher.wolf-witcher", monster: "monster.garkain", seed, hand: ["action.garkains-bane"] }),
      );
      const shieldBefore = fight.play.engine.player("witcher.wolf-witcher").shield;
      while (fight.pending) {
        const d = fight.pending;
        const ours = d.options.filter((o) => o.args?.card === "action.garkains-bane");
        const others = d.options.filter((o) => o.args?.card !== "action.garkains-bane");
        fight.answer((d.type.includes("discard") ? [...others, ...ours] : [...ours, ...others]).slice(0, Math.max(1, d.pick?.min ?? 1)).map((o) => o.key));
      }
      const log = fight.log;
      const shield = log.find((e) => e.type === "shield");
      expect(log.findIndex((e) => e.type === "shield")).toBeLessThan(log.findIndex((e) => e.type === "life-pool"));
      expect(shield?.shield).toBe(Math.max(0, (shieldBefore as number) - 1));
      // the combo's damage: its cards' symbols, each followed card's extension symbols, and the Bane's 2 when it is first
      const combo = log.find((e) => e.type === "combo" && (e.cards as string[])[0] === "action.garkains-bane");
      if (!combo) continue;
      opened++;
      const cards = (combo.cards as string[]).map((id) => preview.actions.find((a) => a.id === id)!);
      // a card's extension symbols count when a card follows it (Old World base facts, combos)
      const symbols = cards.reduce((n, c, i) => n + c.symbols.damage + (i < cards.length - 1 ? (c.extension?.symbols.damage ?? 0) : 0), 0);
      // the other cards of this combo have no effect of their own that deals damage
      expect(cards.slice(1).every((c) => !c.hooks.some((h) => JSON.stringify(h).includes("damage")))).toBe(true);
      const hit = log.find((e) => e.type === "monster-hit" && e.seq > combo.seq);
      expect(hit?.amount).toBe(symbols + 2);
    }
    expect(opened).toBeGreaterThan(0);
  });
});
