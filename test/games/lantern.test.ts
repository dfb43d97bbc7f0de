// Lantern Dive (examples/lantern/), a game that is not a Witcher game, through the whole seam: checked,
// built, type-checked and imported, played from the interpreted link and from the emitted module, simulated.
// "The one registry line" of a game registered by a test is this file's registry below: Lantern Dive is not
// in games/registry.ts (the product's registry), so this test is the one file outside its folder that
// names it, and the last test here says so.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createHash } from "node:crypto";
import { afterAll, describe, expect, it, vi } from "vitest";
import { build } from "../../compiler/build/build.ts";
import { checkSources } from "../../compiler/build/front-end.ts";
import { parseCatalogue } from "../../compiler/i18n/catalogue.ts";
import { checkLocale, checkSource } from "../../compiler/i18n/check.ts";
import { englishCatalogues } from "../../compiler/i18n/content-strings.ts";
import { MessageNames } from "../../compiler/i18n/message-names.ts";
import { RulesCatalogue, renderRulesText, type RenderProblem } from "../../compiler/i18n/rules-text.ts";
import { Workspace } from "../../compiler/workspace.ts";
import { GameRegistry } from "../../core/registry.ts";
import { adventureGame } from "../../games/adventure/index.ts";
import { oldworldGame } from "../../games/oldworld/index.ts";
import { randomAgent } from "../../runtime/agents/agents.ts";
import { simulate } from "../../runtime/sim/simulate.ts";
import { gameOf, previewRunner } from "../../editor/adapters/runtime.ts";
import { lanternGame } from "../../examples/lantern/index.ts";
import { type DiveSetup, diveTrial } from "../../examples/lantern/preview.ts";
import { contentFromIR } from "../../examples/lantern/link.ts";
import type { LanternContent } from "../../examples/lantern/rules.ts";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const FOLDER = join(ROOT, "examples/lantern");
const SEA = readFileSync(join(FOLDER, "sea.grim"), "utf8");

const games = new GameRegistry().register(adventureGame).register(oldworldGame).register(lanternGame);
const rt = lanternGame.runtime!;

function checked(files: Record<string, string>) {
  const ws = new Workspace(games);
  for (const [path, text] of Object.entries(files)) ws.setFile(path, text);
  return ws.check();
}

/** a game to its end, each decision answered by the agent; its log and answers */
function played(content: LanternContent, seed: number, answers?: string[][]) {
  const game = rt.createGame(content, { seed, divers: ["diver.ann", "diver.bo"], maxRounds: 60 });
  const agent = randomAgent(seed);
  let i = 0;
  while (game.pending) game.answer(answers ? answers[i++] : agent(game.pending, game));
  return { log: game.log, answers: game.answers, outcome: game.outcome };
}

const out = mkdtempSync(join(tmpdir(), "lantern-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("Lantern Dive, a third game with .grim sources", () => {
  it("its .grim files check with no diagnostics, beside the two games", () => {
    const r = checked({ "examples/lantern/sea.grim": SEA });
    expect(r.diagnostics).toEqual([]);
    expect(r.program.sets.map((s) => `${s.game}/${s.set}`)).toEqual(["lantern/base"]);
  });

  it("a bad line is a coded diagnostic at its file, line and column", () => {
    const bad = SEA.replace("effect: find 2 pearls", "effect: swim 2 pearls");
    const line = bad.split("\n").findIndex((l) => l.includes("swim 2 pearls")) + 1;
    const [d, ...rest] = checked({ "examples/lantern/sea.grim": bad }).diagnostics;
    expect(rest).toEqual([]);
    expect(d.code).toMatch(/^GRM\d{4}$/);
    expect(d.severity).toBe("error");
    expect([d.range.file, d.range.start.line, d.range.start.column]).toEqual(["examples/lantern/sea.grim", line, 11]);
  });

  it("builds: its generated module type-checks, imports, and plays as the interpreter does", async () => {
    const r = await build({ games, paths: [FOLDER], outDir: out, root: ROOT, grimoireRoot: ROOT, typeCheck: true }, checkSources(games));
    expect(r.diagnostics).toEqual([]);
    expect(r.typeErrors).toEqual([]);
    expect(r.ok).toBe(true);
    expect(r.emitted).toEqual(["lantern/base"]);
    // the Adventure Game's emitter writes its index.ts over no sets too
    expect(readdirSync(out).filter((f) => f.startsWith("lantern"))).toEqual(["lantern-base.ts", "lantern.ts"]);
    const emitted: LanternContent = (await import(pathToFileURL(join(out, "lantern.ts")).href)).content;
    const interpreted = contentFromIR(checked({ "examples/lantern/sea.grim": SEA }).program.sets);
    expect(emitted.cards.map((c) => [c.id, c.copies])).toEqual(interpreted.cards.map((c) => [c.id, c.copies]));
    const seen = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5]) {
      const a = played(interpreted, seed);
      for (const e of a.log) seen.add(e.type);
      const b = played(emitted, seed, [...a.answers]);
      expect(b.log).toEqual(a.log);
      expect(b.outcome).toEqual(a.outcome);
    }
    // the games met every kind of effect: a verb, a die roll, an if, a choice's surfacing
    expect([...seen].sort()).toEqual(expect.arrayContaining(["caught", "draw", "drop", "find", "roll", "surface"]));
  });

  it("a build re-emits its set when the code its emitter names changes, and reuses the module while it does not", async () => {
    // the same game, its emitter naming one file of code this test may change (GameEmit.sources)
    const code = join(out, "emitter-code.ts");
    writeFileSync(code, "export const version = 1;\n");
    const watched = new GameRegistry()
      .register(adventureGame)
      .register(oldworldGame)
      .register({ ...lanternGame, emit: { ...lanternGame.emit!, sources: [pathToFileURL(code).href] } });
    const dir = join(out, "watched");
    const again = () => build({ games: watched, paths: [FOLDER], outDir: dir, root: ROOT, grimoireRoot: ROOT }, checkSources(watched));
    expect((await again()).emitted).toEqual(["lantern/base"]);
    const unchanged = await again();
    expect([unchanged.emitted, unchanged.reused]).toEqual([[], ["lantern/base"]]);
    writeFileSync(code, "export const version = 2;\n");
    expect((await again()).emitted).toEqual(["lantern/base"]);
  });

  it("plays on the rules kernel exactly as its generator engine did: the same logs, answers and outcomes for 100 seeded games", async () => {
    // the digest the generator engine gave (the commit before the kernel, the same script): 1, 2 and 3 divers, random agents
    const content = await rt.bundledContent();
    const seats = [["diver.ann"], ["diver.ann", "diver.bo"], ["diver.cy", "diver.ann", "diver.bo"]];
    const digests: Record<string, string> = {};
    for (let seed = 1; seed <= 100; seed++) {
      const game = rt.createGame(content, { seed, divers: seats[seed % 3], maxRounds: 40 });
      const agent = randomAgent(seed);
      while (game.pending) game.answer(agent(game.pending, game));
      digests[seed] = createHash("sha256")
        .update(JSON.stringify([game.log, game.answers, game.outcome]))
        .digest("hex");
    }
    expect(createHash("sha256").update(JSON.stringify(digests)).digest("hex")).toBe("1f77b9eb94fa330c72809fa1dc3a98bb72458b343bc34fa372f85d089c578a0d");
  });

  it("the generic simulator plays it for every player count, checks its invariants and replays every game", async () => {
    const content = await rt.bundledContent();
    const s = simulate(games.get("lantern"), content, { games: 30, seed: 1, agent: "mixed", maxRounds: 60, everyStep: true, replayEvery: 1 });
    expect(s.failures).toEqual([]);
    expect(s.replayMismatches).toBe(0);
    expect(Object.keys(s.byPlayers).sort()).toEqual(["1", "2", "3"]);
  });

  it("its words come from catalogues of its own, beside its folder, read as the two games' are: English needs nothing more, Romanian translates all", () => {
    const cat = (name: string, file: string, text = readFileSync(join(ROOT, file), "utf8")) => ({ name, catalogue: parseCatalogue(file, text) });
    const base = englishCatalogues(checked({ "examples/lantern/sea.grim": SEA }).program, games).get("lantern-base")!;
    expect(base).toContain("lantern__card__giant-clam__name = Giant Clam");
    const en = [cat("rules", "content/i18n/en/rules.ftl"), cat("lantern-rules", "examples/lantern/i18n/en.ftl"), cat("lantern-base", "lantern-base.ftl", base)];
    expect(checkSource(en, games).filter((d) => d.severity === "error")).toEqual([]);
    // its verb table's messages are required as the two games' are
    const without = en.map((c) =>
      c.name === "lantern-rules"
        ? cat(c.name, "en.ftl", readFileSync(join(FOLDER, "i18n/en.ftl"), "utf8").replace(/^lantern-verb-drop[\s\S]*?\n(?=lantern-verb-bank)/m, ""))
        : c,
    );
    expect(checkSource(without, games).map((d) => d.message)).toContain(
      'the lantern game table needs message "lantern-verb-drop", which the English rules catalogue does not define',
    );
    const ro = checkLocale("ro", en.slice(1), [cat("lantern", "examples/lantern/i18n/ro.ftl")]);
    expect(ro.diagnostics).toEqual([]);
    expect(ro.coverage.map((c) => [c.catalogue, c.translated, c.total])).toEqual([
      ["lantern-base", 11, 11],
      ["lantern-rules", 5, 5],
    ]);
  });

  it("its cards' rules text is written by the shared renderer from its verb table and catalogues, in English and Romanian", () => {
    const cards = checked({ "examples/lantern/sea.grim": SEA }).program.sets[0].entities.filter((e) => e.kind === "card");
    const text = (locale: string) => {
      const rules = [readFileSync(join(ROOT, `content/i18n/${locale}/rules.ftl`), "utf8"), readFileSync(join(FOLDER, `i18n/${locale}.ftl`), "utf8")];
      const catalogue = new RulesCatalogue(MessageNames.of(games), locale, rules);
      const problems: RenderProblem[] = [];
      const lines = Object.fromEntries(cards.map((e) => [e.id, renderRulesText(e, catalogue, { problems }).join(" ")]));
      expect(problems, locale).toEqual([]);
      return lines;
    };
    expect(text("en")).toMatchObject({
      "card.oyster": "Find a pearl.",
      "card.giant-clam": "Find 2 pearls.",
      "card.kraken": "If your haul is 3 or more, lose your haul; otherwise, find 2 pearls.",
      "card.current": "Find a pearl or surface with your haul.",
    });
    expect(text("ro")).toMatchObject({
      "card.oyster": "Găsește o perlă.",
      "card.giant-clam": "Găsește 2 perle.",
      "card.kraken": "Dacă captura are 3 perle sau mai mult, îți pierzi captura; altfel, găsește 2 perle.",
      "card.shark": "Îți pierzi captura.",
    });
  });

  it("is previewed in the editor's one preview session: a dive card by card on the content being edited, what changed, the next turn, and an edit followed", () => {
    const run = previewRunner(
      () => games,
      diveTrial,
      (_, setup: DiveSetup) => setup,
    );
    expect(gameOf(games, diveTrial).meta.id).toBe("lantern");
    const program = checked({ "examples/lantern/sea.grim": SEA }).program;
    run.start(program, { diver: "diver.ann", seed: 2 });
    expect(run.failure).toBeNull();
    const s = run.session!;
    expect(s.log.map((e) => e.type)[0]).toBe("draw");
    expect(s.pending?.type).toBe("dive-or-surface");
    // "then you choose to dive (draw again) or surface": dive twice, then surface
    for (const k of ["dive", "dive", "surface"]) if (s.pending) run.step([k]);
    expect(s.pending).toBeNull();
    expect(s.log.some((e) => e.type === "surface" || e.type === "caught")).toBe(true);
    const changed = s.diff().map((r) => r.path);
    expect(changed).toEqual(expect.arrayContaining(["deck", "discard"]));
    // the next turn is one more dive of the same diver
    const answered = run.answered;
    run.step("advance");
    expect(s.pending?.type).toBe("dive-or-surface");
    expect(run.steps.at(-1)).toBe("advance");
    // an edit to the sources: the preview is rebuilt on the newer check, its steps replayed
    const edited = checked({ "examples/lantern/sea.grim": SEA.replace("win at 8 pearls", "win at 9 pearls") }).program;
    run.follow(edited);
    expect(run.session === s).toBe(false);
    expect(run.answered).toBe(answered);
    expect(run.session!.pending?.type).toBe("dive-or-surface");
    // a program with no Lantern Dive sets is a sentence, not a crash
    run.start({ sets: [] }, { diver: "diver.ann", seed: 4 });
    expect(run.failure).toBe("No Lantern Dive sets in content/.");
  });

  it("steps back and forward in the editor's preview by the kernel's snapshots, with no replay: the same decision, log and view", () => {
    const opened = vi.spyOn(diveTrial, "start");
    const run = previewRunner(
      () => games,
      diveTrial,
      (_, setup: DiveSetup) => setup,
    );
    run.start(checked({ "examples/lantern/sea.grim": SEA }).program, { diver: "diver.ann", seed: 3 });
    const s = run.session!;
    const seen: { log: number; view: string; pending: string | undefined }[] = [];
    const look = () => ({ log: s.log.length, view: JSON.stringify(s.play.view()), pending: s.pending?.type });
    for (let i = 0; i < 3 && s.pending; i++) {
      seen.push(look());
      run.step([s.pending.options[0].key]);
    }
    const end = look();
    expect(seen.length).toBeGreaterThan(1);
    for (let i = seen.length - 1; i >= 0; i--) {
      run.stepBack();
      expect(look()).toEqual(seen[i]);
    }
    expect(run.canStepBack).toBe(false);
    while (run.canStepForward) run.stepForward();
    expect(look()).toEqual(end);
    expect(opened).toHaveBeenCalledTimes(1);
    opened.mockRestore();
  });

  it("its folder imports only generic layers, never another game", () => {
    const allowed = [
      "core/",
      "runtime/core/",
      "runtime/kernel/",
      "runtime/agents/",
      "runtime/interpret/",
      "compiler/emit/",
      "compiler/workspace.ts",
      "examples/lantern/",
    ];
    for (const f of readdirSync(FOLDER).filter((n) => n.endsWith(".ts"))) {
      const src = readFileSync(join(FOLDER, f), "utf8");
      expect(src, f).not.toMatch(/as unknown as/);
      for (const m of src.matchAll(/from "(\.[^"]+)"|import\("(\.[^"]+)"\)/g)) {
        const target = relative(ROOT, resolve(FOLDER, m[1] ?? m[2])).replaceAll("\\", "/");
        expect(
          allowed.some((a) => target.startsWith(a)),
          `${f} imports ${target}`,
        ).toBe(true);
      }
    }
  });

  it("needed one file outside its folder: the registry that names it, this test", () => {
    const naming: string[] = [];
    const visit = (dir: string) => {
      for (const name of readdirSync(dir)) {
        if (name === "node_modules" || name.startsWith(".")) continue;
        const p = join(dir, name);
        const rel = relative(ROOT, p).replaceAll("\\", "/");
        // the kernel's tests and bench play it as their example game: they use it, it does not need them
        if (rel === "examples/lantern" || rel === "content/generated" || rel === "test/kernel" || rel === "bench/kernel.ts") continue;
        if (statSync(p).isDirectory()) visit(p);
        else if (name.endsWith(".ts") && readFileSync(p, "utf8").includes("examples/lantern/")) naming.push(rel);
      }
    };
    visit(ROOT);
    expect(naming).toEqual(["test/games/lantern.test.ts"]);
  });
});
