// `grimoire diff`: the content changelog the engine's team reads between two drops.
// The bundled content is committed to a throw-away git repository, edited the way a
// drop changes (a number, an effect, a card added and one removed, an English name),
// committed again, and the two revisions compared through the CLI in this process.

import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { runCli } from "../../compiler/cli/program.ts";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

async function grimoire(args: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const text = (chunk: unknown) => (typeof chunk === "string" ? chunk : Buffer.from(chunk as Uint8Array).toString("utf8"));
  const stdout = process.stdout.write;
  const stderr = process.stderr.write;
  process.stdout.write = ((c: unknown) => ((out += text(c)), true)) as typeof process.stdout.write;
  process.stderr.write = ((c: unknown) => ((err += text(c)), true)) as typeof process.stderr.write;
  try {
    const status = await runCli(args);
    return { status, out, err };
  } finally {
    process.stdout.write = stdout;
    process.stderr.write = stderr;
  }
}

// the same comparison read by several tests is run once
const runs = new Map<string, Promise<{ status: number; out: string; err: string }>>();
function diffOnce(args: string[]): Promise<{ status: number; out: string; err: string }> {
  const key = args.join("\u0000");
  let r = runs.get(key);
  if (!r) runs.set(key, (r = grimoire(args)));
  return r;
}

// the documented shape of `grimoire diff --json` (docs/content-diff.md)
const propValue: z.ZodType = z.lazy(() => z.union([z.number(), z.string(), z.boolean(), z.array(propValue), z.record(z.string(), propValue)]));
const lines = z.object({ locale: z.string(), lines: z.array(z.string()) }).strict();
const entityEntry = z.object({ id: z.string(), kind: z.string(), name: z.string(), rules: z.array(lines) }).strict();
const entityChange = z
  .object({
    id: z.string(),
    kind: z.string(),
    name: z.string(),
    movedFrom: z.string().nullable(),
    properties: z.array(z.object({ path: z.string(), before: propValue.nullable(), after: propValue.nullable() }).strict()),
    texts: z.array(z.object({ id: z.string(), before: z.string().nullable(), after: z.string().nullable() }).strict()),
    effectsChanged: z.boolean(),
    rules: z.array(z.object({ locale: z.string(), before: z.array(z.string()), after: z.array(z.string()), changed: z.boolean() }).strict()),
  })
  .strict();
const messageRef = z.object({ id: z.string(), catalogue: z.string() }).strict();
const drop = z
  .object({
    label: z.string(),
    kind: z.enum(["revision", "folder"]),
    commit: z
      .string()
      .regex(/^[0-9a-f]{40}$/)
      .nullable(),
  })
  .strict();
const contentDiffSchema = z
  .object({
    version: z.literal(1),
    from: drop,
    to: drop,
    locales: z.array(z.string()),
    summary: z
      .object({
        added: z.number().int(),
        removed: z.number().int(),
        changed: z.number().int(),
        messagesAdded: z.number().int(),
        messagesRemoved: z.number().int(),
        messagesChanged: z.number().int(),
        messagesStale: z.number().int(),
      })
      .strict(),
    sets: z.array(
      z
        .object({
          game: z.string(),
          set: z.string(),
          name: z.string().nullable(),
          added: z.array(entityEntry),
          removed: z.array(entityEntry),
          changed: z.array(entityChange),
        })
        .strict(),
    ),
    messages: z.array(
      z
        .object({
          locale: z.string(),
          added: z.array(messageRef),
          removed: z.array(messageRef),
          changed: z.array(messageRef),
          stale: z.array(messageRef.extend({ englishBefore: z.string(), englishAfter: z.string() }).strict()),
        })
        .strict(),
    ),
  })
  .strict();

/** Replaces `from` with `to` in a content file of the repository, failing loudly when the text is not there. */
function edit(repo: string, file: string, from: string, to: string): void {
  const p = path.join(repo, "content", file);
  const text = readFileSync(p, "utf8");
  if (!text.includes(from)) throw new Error(`${file} no longer holds ${JSON.stringify(from)}`);
  writeFileSync(p, text.replace(from, to));
}

let work = "";
const git = (...args: string[]) => execFileSync("git", args, { cwd: work, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), "grimoire-diff-"));
  cpSync(path.join(REPO, "content"), path.join(work, "content"), {
    recursive: true,
    filter: (src) => !src.startsWith(path.join(REPO, "content", "generated")),
  });
  git("init", "-q");
  git("add", "-A");
  git("-c", "user.name=Drop", "-c", "user.email=drop@example.invalid", "commit", "-qm", "first drop");
  // the Drowner fights harder, hurts more and is renamed; a Precise Cut deals more; the Nekker leaves; a Bog Wight comes
  edit(work, "adventure/monsters.grim", 'monster Drowner "Drowner" : bronze {', 'monster Drowner "Drowned Dead" : bronze {');
  edit(
    work,
    "adventure/monsters.grim",
    "  sword 2\n  shield 2\n  failed shield: suffer 1 minor wound\n",
    "  sword 3\n  shield 2\n  failed shield: suffer 2 minor wound\n",
  );
  edit(
    work,
    "adventure/monsters.grim",
    'monster Nekker "Nekker" : bronze {\n  original\n  copies 2\n  sword 3\n  shield 1\n  failed sword: place 1 bronze monster in your region\n  successful sword: receive 1 gold\n}\n',
    'monster BogWight "Bog Wight" : bronze {\n  original\n  copies 2\n  sword 3\n  shield 2\n  failed shield: suffer 1 minor wound\n  successful sword: gain 2 vp\n}\n',
  );
  edit(work, "oldworld/actions.grim", "  terrain forest   assumed\n  symbol 2 damage   assumed\n", "  terrain forest   assumed\n  symbol 3 damage   assumed\n");
  git("add", "-A");
  git("-c", "user.name=Drop", "-c", "user.email=drop@example.invalid", "commit", "-qm", "second drop");
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("grimoire diff between two revisions", () => {
  it("lists the changed card's numbers and its rules text before and after in English and Romanian, grouped by game and set", async () => {
    const r = await diffOnce(["diff", "HEAD~1", "HEAD", "--repo", work]);
    expect(r.err).toBe("");
    expect(r.status).toBe(0);
    const drowner = r.out.slice(r.out.indexOf('  ~ monster.drowner "Drowned Dead"'));
    expect(drowner.split("\n").slice(0, 10).join("\n")).toBe(
      [
        '  ~ monster.drowner "Drowned Dead"',
        "      sword: 2 → 3",
        '      monster.drowner.name: "Drowner" → "Drowned Dead"',
        "      effects changed",
        "      en before: Failed shield: suffer 1 minor wound.",
        "                 Successful sword: gain 1 VP.",
        "      en after:  Failed shield: suffer 2 minor wounds.",
        "                 Successful sword: gain 1 VP.",
        "      ro before: Eșec la scut: suferi 1 rană minoră.",
        "                 Reușită la sabie: câștigi 1 VP.",
      ].join("\n"),
    );
    expect(drowner).toContain("      ro after:  Eșec la scut: suferi 2 răni minore.\n");
    expect(r.out).toContain("\noldworld / core (The Witcher: Old World)\n");
    expect(r.out).toContain('  ~ action.precise-cut "Precise Cut"\n      symbols[0].amount: 2 → 3\n      en (unchanged): (no rules text)\n');
    // games in order, each set under its game
    expect(r.out.indexOf("\nadventure / base (The Witcher Adventure Game)\n")).toBeGreaterThan(0);
    expect(r.out.indexOf("\nadventure / base")).toBeLessThan(r.out.indexOf("\noldworld / core"));
  });

  it("lists the entity added and the one removed, with their rules text", async () => {
    const r = await diffOnce(["diff", "HEAD~1", "HEAD", "--repo", work]);
    expect(r.out).toContain('  + monster.bog-wight "Bog Wight"\n      en: Failed shield: suffer 1 minor wound.\n          Successful sword: gain 2 VP.\n');
    expect(r.out).toContain('  - monster.nekker "Nekker"\n');
    expect(r.out.split("\n")[1]).toBe("entities: 1 added, 1 removed, 2 changed; messages: 1 added, 1 removed, 1 changed, 1 stale");
  });

  it("lists the message ids added and removed in English, and the Romanian name left stale by the English rename", async () => {
    const r = await diffOnce(["diff", "HEAD~1", "HEAD", "--repo", work]);
    const en = r.out.slice(r.out.indexOf("messages, en:"), r.out.indexOf("messages, ro:"));
    expect(en).toBe(
      [
        "messages, en: 1 added, 1 removed, 1 changed",
        "  + adventure-base: monster__bog-wight__name",
        "  - adventure-base: monster__nekker__name",
        "  ~ adventure-base: monster__drowner__name",
        "",
        "",
      ].join("\n"),
    );
    expect(r.out.slice(r.out.indexOf("messages, ro:"))).toBe(
      [
        "messages, ro: 0 added, 0 removed, 0 changed, 1 stale",
        '  ! adventure-base: monster__drowner__name is stale: the English changed from "Drowner" to "Drowned Dead"',
        "",
      ].join("\n"),
    );
  });

  it("--json is the documented shape, and the same content gives byte-identical output", async () => {
    const r = await diffOnce(["diff", "HEAD~1", "HEAD", "--repo", work, "--json"]);
    expect(r.status).toBe(0);
    const diff = contentDiffSchema.parse(JSON.parse(r.out));
    expect(diff.from).toEqual({ label: "HEAD~1", kind: "revision", commit: git("rev-parse", "HEAD~1").trim() });
    expect(diff.locales).toEqual(["en", "ro"]);
    const base = diff.sets.find((s) => s.game === "adventure" && s.set === "base")!;
    expect(base.added.map((e) => e.id)).toEqual(["monster.bog-wight"]);
    expect(base.removed.map((e) => e.id)).toEqual(["monster.nekker"]);
    const drowner = base.changed.find((c) => c.id === "monster.drowner")!;
    expect(drowner.properties).toEqual([{ path: "sword", before: 2, after: 3 }]);
    expect(drowner.rules.find((x) => x.locale === "ro")).toEqual({
      locale: "ro",
      before: ["Eșec la scut: suferi 1 rană minoră.", "Reușită la sabie: câștigi 1 VP."],
      after: ["Eșec la scut: suferi 2 răni minore.", "Reușită la sabie: câștigi 1 VP."],
      changed: true,
    });
    expect((await grimoire(["diff", "HEAD~1", "HEAD", "--repo", work, "--format", "json"])).out).toBe(r.out);
  });

  it("--format markdown is a release note: a summary table, a heading per set, the rules text side by side per locale", async () => {
    const r = await grimoire(["diff", "HEAD~1", "HEAD", "--repo", work, "--format", "markdown"]);
    expect(r.status).toBe(0);
    expect(r.out.startsWith("# Content changes: `HEAD~1")).toBe(true);
    expect(r.out).toContain("| entities | 1 | 1 | 2 | |\n| messages | 1 | 1 | 1 | 1 |\n");
    expect(r.out).toContain("## adventure / base (The Witcher Adventure Game)\n\n### Added (1)\n\n- **Bog Wight** `monster.bog-wight`\n");
    expect(r.out).toContain(
      [
        "#### Drowned Dead `monster.drowner`",
        "",
        "| property | before | after |",
        "| --- | --- | --- |",
        "| `sword` | 2 | 3 |",
        "| `monster.drowner.name` | Drowner | Drowned Dead |",
        "",
        "Its effects changed.",
        "",
        "| rules text | before | after |",
        "| --- | --- | --- |",
        "| en | Failed shield: suffer 1 minor wound.<br>Successful sword: gain 1 VP. | Failed shield: suffer 2 minor wounds.<br>Successful sword: gain 1 VP. |",
        "| ro | Eșec la scut: suferi 1 rană minoră.<br>Reușită la sabie: câștigi 1 VP. | Eșec la scut: suferi 2 răni minore.<br>Reușită la sabie: câștigi 1 VP. |",
      ].join("\n"),
    );
    // every table row has as many cells as its header
    for (const table of r.out.split("\n\n").filter((b) => b.startsWith("|"))) {
      const widths = table.split("\n").map((row) => row.replace(/\\\|/g, "").split("|").length);
      expect(new Set(widths).size).toBe(1);
    }
  });

  it("reads the revisions from git's store: the working tree is left as it was, and a folder compares as its revision does", async () => {
    writeFileSync(
      path.join(work, "content", "adventure", "monsters.grim"),
      `${readFileSync(path.join(work, "content", "adventure", "monsters.grim"), "utf8")}\n`,
    );
    const before = git("status", "--porcelain");
    const revisions = await grimoire(["diff", "HEAD~1", "HEAD", "--repo", work, "--json"]);
    expect(git("status", "--porcelain")).toBe(before);
    const folder = await grimoire(["diff", "HEAD~1", path.join(work, "content"), "--repo", work, "--json"]);
    expect(folder.status).toBe(0);
    const a = JSON.parse(revisions.out);
    const b = JSON.parse(folder.out);
    expect(b.to).toEqual({ label: path.join(work, "content"), kind: "folder", commit: null });
    expect(b.sets).toEqual(a.sets);
    expect(b.messages).toEqual(a.messages);
    git("checkout", "--", "content");
  });
});

describe("grimoire diff: a phrase of the rules catalogue is a change of every card that uses it", () => {
  it("an English verb reworded in rules.ftl: each card receiving something changes in English only, the Romanian verb is stale", async () => {
    edit(
      work,
      "i18n/en/rules.ftl",
      "verb-receive = { $form ->\n    [they] receives\n   *[other] receive\n",
      "verb-receive = { $form ->\n    [they] takes\n   *[other] take\n",
    );
    try {
      const r = await grimoire(["diff", "HEAD", work, "--repo", work, "--json"]);
      expect(r.status).toBe(0);
      const diff = contentDiffSchema.parse(JSON.parse(r.out));
      const changed = diff.sets.flatMap((s) => s.changed);
      expect(changed.length).toBeGreaterThan(1);
      for (const c of changed) {
        expect(c.properties).toEqual([]);
        expect(c.effectsChanged).toBe(false);
        const [en, ro] = c.rules;
        expect(en.changed).toBe(true);
        expect(en.after.join("\n")).toMatch(/\b[Tt]akes? \d/);
        expect(ro.changed).toBe(false);
      }
      expect(diff.messages[0].changed).toEqual([{ id: "verb-receive", catalogue: "rules" }]);
      expect(diff.messages[1].stale).toEqual([
        expect.objectContaining({
          id: "verb-receive",
          catalogue: "rules",
          englishBefore: expect.stringContaining("receive"),
          englishAfter: expect.stringContaining("take"),
        }),
      ]);
    } finally {
      git("checkout", "--", "content");
    }
  });
});

describe("grimoire diff between two folders", () => {
  it("a card moved to another set is listed under its new set as moved, not as one removed and one added; a drop without catalogues is noted", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "grimoire-diff-folders-"));
    const monster = (set: string) => `game adventure\nset ${set} "${set}"\nmonster Foo "Foo" : bronze {\n  copies 1\n  sword 2\n  shield 2\n}\n`;
    try {
      mkdirSync(path.join(dir, "a"));
      mkdirSync(path.join(dir, "b"));
      writeFileSync(path.join(dir, "a", "foo.grim"), monster("first"));
      writeFileSync(path.join(dir, "b", "foo.grim"), monster("second"));
      const r = await grimoire(["diff", path.join(dir, "a"), path.join(dir, "b")]);
      expect(r.status).toBe(0);
      expect(r.out).toContain('\nadventure / second (second)\n  ~ monster.foo "Foo"\n      moved from the set first\n');
      expect(r.out).toContain("entities: 0 added, 0 removed, 1 changed;");
      expect(r.err).toBe(
        [path.join(dir, "a"), path.join(dir, "b")]
          .map((d) => `grimoire diff: note: ${d} has no rules catalogue (i18n/en/rules.ftl under its content folder): its rules text shows as placeholders\n`)
          .join(""),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("grimoire diff: bad input is a code and a sentence, exit 1, no stack trace", () => {
  it("an unknown revision", async () => {
    const r = await grimoire(["diff", "no-such-tag", "HEAD", "--repo", work]);
    expect(r.status).toBe(1);
    expect(r.out).toBe("");
    expect(r.err).toBe(
      `grimoire diff: error unknown-revision: "no-such-tag" is neither a folder nor a revision of the git repository at ${git("rev-parse", "--show-toplevel").trim()}\n`,
    );
  });

  it("a folder that does not exist", async () => {
    const r = await grimoire(["diff", "HEAD", "./no/such/drop", "--repo", work]);
    expect(r.status).toBe(1);
    expect(r.err).toBe('grimoire diff: error missing-folder: there is no folder "./no/such/drop" and no revision of that name\n');
  });

  it("a revision outside any git repository", async () => {
    const bare = mkdtempSync(path.join(tmpdir(), "grimoire-diff-nogit-"));
    try {
      const r = await grimoire(["diff", "HEAD~1", "HEAD", "--repo", bare]);
      expect(r.status).toBe(1);
      expect(r.err).toMatch(
        /^grimoire diff: error not-a-repository: "HEAD~1" is not a folder, and .* is not in a git repository to read it as a revision from\n$/,
      );
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it("a drop whose content has errors names them at file:line:col", async () => {
    edit(work, "adventure/monsters.grim", "  failed shield: suffer 2 minor wound\n", "  failed shield: suffer 2 minro wound\n");
    try {
      const r = await grimoire(["diff", "HEAD", path.join(work, "content"), "--repo", work]);
      expect(r.status).toBe(1);
      expect(r.err).toMatch(
        /^grimoire diff: error content-errors: the content of the folder .* has 1 error\(s\), so it cannot be compared:\n {2}content\/adventure\/monsters\.grim:15:\d+: error GRM\d{4} /,
      );
      expect(r.err).not.toMatch(/\n\s+at /);
    } finally {
      git("checkout", "--", "content");
    }
  });
});
