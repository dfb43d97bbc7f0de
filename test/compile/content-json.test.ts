// `grimoire build --format json`: the content as data for engines in other
// languages. The JSON of the bundled content fits the schema written beside it,
// holds the IR exactly (read back and linked by the interpreter, it plays the
// same games as the generated module), and is the same bytes on every build.

import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { PlayableGame } from "../../core/game.ts";
import { collectSources } from "../../compiler/build/build.ts";
import { readContentFile, setsOfContentFile } from "../../compiler/build/content-json.ts";
import { CONTENT_FORMAT_VERSION, contentFileSchema, contentJsonSchema, SCHEMA_FILE } from "../../compiler/build/content-json-schema.ts";
import { checkSources } from "../../compiler/build/front-end.ts";
import { runCli } from "../../compiler/cli/program.ts";
import { games } from "../../games/registry.ts";
import { REPO } from "./emit-helpers.ts";

const DIR = path.join(REPO, "test-output", "compile", "content-json");
const rel = (p: string) => path.relative(REPO, path.join(DIR, p));

/** `grimoire <args>` in this process, run from the repository root: its exit status and what it printed. */
async function grimoire(args: string[]): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((...a: unknown[]) => void lines.push(a.join(" ")));
  const cwd = process.cwd();
  process.chdir(REPO);
  try {
    const code = await runCli(args);
    return { code, out: lines.join("\n") };
  } finally {
    process.chdir(cwd);
    log.mockRestore();
  }
}

const filesOf = (dir: string): Map<string, string> => new Map(readdirSync(dir).map((f) => [f, readFileSync(path.join(dir, f), "utf8")]));

describe("grimoire build --format json on the bundled content", () => {
  let first: Map<string, string>;

  beforeAll(async () => {
    rmSync(DIR, { recursive: true, force: true });
    const r = await grimoire(["build", "content", "--format", "json", "--out", rel("a")]);
    expect(r.out).toMatch(/^wrote the JSON of 8 set\(s\) from \d+ file\(s\) into .*: adventure\.json, oldworld\.json, content\.schema\.json changed$/);
    expect(r.code).toBe(0);
    first = filesOf(path.join(DIR, "a"));
  });

  it("writes one file per game and the schema beside them, and nothing else", () => {
    expect([...first.keys()].sort()).toEqual(["adventure.json", "content.schema.json", "oldworld.json"]);
  });

  it("every game's file fits the schema it is written with, and says its format version", () => {
    for (const game of ["adventure", "oldworld"]) {
      const value = JSON.parse(first.get(`${game}.json`)!);
      expect(value.formatVersion).toBe(CONTENT_FORMAT_VERSION);
      const parsed = contentFileSchema.safeParse(value);
      expect(parsed.success, parsed.error?.message).toBe(true);
      expect(value.game.id).toBe(game);
    }
  });

  it("content.schema.json is the JSON Schema the zod schema gives, carrying format version 1", () => {
    const written = JSON.parse(first.get(SCHEMA_FILE)!);
    expect(written).toEqual(contentJsonSchema());
    expect(written.formatVersion).toBe(1);
    expect(written.properties.formatVersion.const).toBe(1);
    // the recursive IR is named in $defs, so an engine's code generator can name its types
    expect(Object.keys(written.$defs)).toEqual(expect.arrayContaining(["Effect", "Condition", "Amount", "Hook", "Entity", "PropValue"]));
  });

  it("the JSON holds the IR exactly: read back, each game's sets are the checked program's", () => {
    const { program } = checkSources(games)(collectSources([path.join(REPO, "content")], REPO));
    for (const game of ["adventure", "oldworld"]) {
      const sets = setsOfContentFile(readContentFile(first.get(`${game}.json`)!));
      expect(sets).toEqual(program.sets.filter((s) => s.game === game));
    }
  });

  it("an entity carries the Fluent message id of each of its texts, as the catalogues hold it", () => {
    const file = readContentFile(first.get("oldworld.json")!);
    const card = file.sets.flatMap((s) => s.entities).find((e) => e.texts.some((t) => t.id.endsWith(".flavour")))!;
    const catalogues = readdirSync(path.join(REPO, "content/i18n/ro")).map((f) => readFileSync(path.join(REPO, "content/i18n/ro", f), "utf8"));
    for (const t of card.texts)
      expect(
        catalogues.some((c) => c.includes(`\n${t.message} =`)),
        t.message,
      ).toBe(true);
    expect(file.rulesText.windows).toHaveProperty("effect", "window-effect");
  });

  it("is deterministic: a second build writes byte-identical files, and --check finds the first output current", async () => {
    const r = await grimoire(["build", "content", "--format", "json", "--out", rel("b")]);
    expect(r.code).toBe(0);
    const second = filesOf(path.join(DIR, "b"));
    expect([...second.keys()].sort()).toEqual([...first.keys()].sort());
    for (const [f, text] of first) expect(second.get(f) === text, f).toBe(true);
    expect((await grimoire(["build", "content", "--format", "json", "--out", rel("a"), "--check"])).code).toBe(0);
  });

  it("--check names a file that is not what a build would write, and leaves it as it is", async () => {
    const target = path.join(DIR, "b", "adventure.json");
    writeFileSync(target, first.get("adventure.json")!.replace('"formatVersion": 1', '"formatVersion": 2'));
    const r = await grimoire(["build", "content", "--format", "json", "--out", rel("b"), "--check"]);
    expect(r.code).toBe(1);
    expect(r.out).toBe(`${rel("b")} is out of date: adventure.json would change`);
    expect(readFileSync(target, "utf8")).toContain('"formatVersion": 2');
  });

  it("a build whose sources hold no content of a game removes that game's file from --out, and --check says it would", async () => {
    const own = path.join(DIR, "adventure-only");
    mkdirSync(own, { recursive: true });
    for (const [f, text] of first) writeFileSync(path.join(own, f), text);
    const check = await grimoire(["build", "content/adventure", "--format", "json", "--out", rel("adventure-only"), "--check"]);
    expect(check).toEqual({ code: 1, out: `${rel("adventure-only")} is out of date: oldworld.json would be removed (no content of that game)` });
    const r = await grimoire(["build", "content/adventure", "--format", "json", "--out", rel("adventure-only")]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/: every file up to date; removed oldworld\.json \(no content of that game\)$/);
    expect(readdirSync(own).sort()).toEqual(["adventure.json", "content.schema.json"]);
  });

  // Each game played from one seed twice: with the module `grimoire build` emitted, and with the content
  // read back from its JSON and linked by the game's interpreter. Identical logs mean nothing an engine
  // needs is lost between the IR and the JSON.
  for (const game of games.all().filter((g) => g.link && g.runtime)) {
    it(`${game.meta.id}: the JSON linked by the interpreter plays the same seeded games as the generated module`, { timeout: 300_000 }, async () => {
      const { link, runtime } = game as Required<typeof game>;
      const generated = await runtime.bundledContent();
      const sets = setsOfContentFile(readContentFile(first.get(`${game.meta.id}.json`)!));
      const fromJson = link.combine(
        sets,
        sets.map((s) => link.linkSet(s, link.interpreted)),
      );
      for (const [i, seed, agent] of [
        [0, 4101, "random"],
        [1, 4102, "greedy"],
      ] as const) {
        const { options } = runtime.sim.table(generated, i, seed, null, { maxRounds: 200 });
        const play = (content: unknown) => {
          const g: PlayableGame = runtime.createGame(content, options);
          const answer = runtime.agents[agent](seed);
          for (let steps = 0; g.pending && steps < 20_000; steps++) g.answer(answer(g.pending, g));
          return g;
        };
        const a = play(generated);
        const b = play(fromJson);
        expect(a.outcome, `${game.meta.id} table ${i} ends`).not.toBeNull();
        expect(a.log.length).toBeGreaterThan(100);
        expect(JSON.stringify(b.log), `${game.meta.id} table ${i}`).toBe(JSON.stringify(a.log));
        expect(JSON.stringify(b.answers)).toBe(JSON.stringify(a.answers));
        expect(b.outcome).toEqual(a.outcome);
      }
    });
  }
});

describe("grimoire build --format json: bad input", () => {
  const bad = path.join(DIR, "bad");
  afterEach(() => rmSync(bad, { recursive: true, force: true }));

  it("a source with errors prints its diagnostics with their codes, writes nothing and exits 1", async () => {
    mkdirSync(bad, { recursive: true });
    writeFileSync(
      path.join(bad, "bad.grim"),
      'game adventure\nset bad "Bad"\nmonster Foo "Foo" : silver {\n  sword 4\n  before rolling: suffer 1 minro wound\n}\n',
    );
    const r = await grimoire(["build", rel("bad/bad.grim"), "--format", "json", "--out", rel("bad/out")]);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`${rel("bad/bad.grim")}:5:28: error GRM3005`);
    expect(r.out).toMatch(/build failed: 1 error\(s\) in 1 file\(s\); nothing written$/);
    expect(readdirSync(bad)).toEqual(["bad.grim"]);
  });

  it("without --out it writes nothing and says so, exit 1", async () => {
    const r = await grimoire(["build", "content", "--format", "json"]);
    expect(r).toEqual({ code: 1, out: "build failed: --format json writes only under --out <dir>; say which directory" });
  });

  it("an --out that is a file, not a directory, is one line and exit 1", async () => {
    mkdirSync(bad, { recursive: true });
    writeFileSync(path.join(bad, "file"), "");
    const r = await grimoire(["build", "content", "--format", "json", "--out", rel("bad/file")]);
    expect(r).toEqual({ code: 1, out: `build failed: ${rel("bad/file")}: not a directory` });
    // a directory that cannot be made under it: the system's one line, no stack trace
    const under = await grimoire(["build", "content/adventure", "--format", "json", "--out", rel("bad/file/out")]);
    expect(under.code).toBe(1);
    expect(under.out).toMatch(/^build failed: ENOTDIR: not a directory, mkdir '.*bad\/file\/out'$/);
  });

  it("a format the build does not know is a usage error, exit 1", async () => {
    const err = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      expect((await grimoire(["build", "content", "--format", "xml", "--out", rel("bad/out")])).code).toBe(1);
      expect(String(err.mock.calls[0]?.[0])).toContain("Allowed choices are ts, js, json");
    } finally {
      err.mockRestore();
    }
  });

  it("a reader given a file of another format version says which version it found", () => {
    expect(() => readContentFile('{"formatVersion": 2}', "oldworld.json")).toThrow("oldworld.json: content format 2, this reader reads 1");
    expect(() => readContentFile("{", "oldworld.json")).toThrow(/^oldworld\.json: not JSON/);
  });
});
