// `grimoire sim --report --compare <revision>`: the content folder as it stood at a git revision is played on
// the same seeds as the working tree's, read out of git into a temporary folder; the repository and the tree are
// left as they were. A name that is neither a folder nor a revision is one line with its code.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cli } from "./in-process-cli.ts";

const repo = mkdtempSync(join(tmpdir(), "grimoire-revision-"));
const content = join(repo, "content");
// fixed author and dates, so the repository is the same on every run
const env = {
  ...process.env,
  GIT_AUTHOR_NAME: "Designer",
  GIT_AUTHOR_EMAIL: "designer@example.org",
  GIT_COMMITTER_NAME: "Designer",
  GIT_COMMITTER_EMAIL: "designer@example.org",
  GIT_AUTHOR_DATE: "2026-01-01T00:00:00Z",
  GIT_COMMITTER_DATE: "2026-01-01T00:00:00Z",
};
const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, env, stdio: ["ignore", "pipe", "pipe"] }).toString();
const planted = (vp: number) => `game adventure
set base "The Witcher Adventure Game"

development PlantedGift "Planted Gift" for Triss {
  original
  any time, once per turn: gain ${vp} vp
}
`;
cpSync("content/adventure", content, { recursive: true });
writeFileSync(join(content, "planted.grim"), planted(1));
git("init", "-q");
git("add", "-A");
git("commit", "-qm", "a gift of 1 vp");
writeFileSync(join(content, "planted.grim"), planted(6));
git("commit", "-qam", "a gift of 6 vp");
afterAll(() => rmSync(repo, { recursive: true, force: true }));

const run = ["--games", "24", "--players", "2", "--seats", "hero.triss,hero.geralt", "--workers", "1", "--no-progress", "--max-rounds", "30"];

describe("sim --compare <revision>", () => {
  it("plays the content as it stood at HEAD~1 on the same seeds, reports it by its revision, and writes nothing in the tree", {
    timeout: 120_000,
  }, async () => {
    const out = join(repo, "report");
    const before = git("status", "--porcelain");
    const temporary = () =>
      readdirSync(tmpdir())
        .filter((f) => f.startsWith("grimoire-compare-"))
        .sort();
    const temporaryBefore = temporary();
    const r = await cli(["sim", content, ...run, "--report", out, "--compare", "HEAD~1"]);
    expect(r.err).not.toMatch(/error/);
    expect(r.status).toBe(0);
    const report = JSON.parse(readFileSync(join(out, "report.json"), "utf8"));
    expect(report.compared.run.content).toMatch(/content@HEAD~1$/);
    expect(report.compared.games).toBe(report.summary.games);
    // the comparison says how it controls for many cards tested at once
    expect(report.comparison.adjustment.method).toBe("holm");
    // the working tree holds 6 vp, the revision 1 vp: Triss scores differently, on the same seeds
    expect(report.summary.seats["hero.triss"]).not.toEqual(report.compared.seats["hero.triss"]);
    // only the report folder is new; the repository's own files and history are untouched
    expect(git("status", "--porcelain").replace(/^\?\? report\/\n/m, "")).toBe(before);
    // the folder the revision was read into is gone
    expect(temporary()).toEqual(temporaryBefore);
  });

  it("a name that is neither a folder nor a revision is one line with code SIM001, naming both readings", async () => {
    const r = await cli(["sim", content, ...run, "--report", join(repo, "r2"), "--compare", "no-such-revision"]);
    expect(r.status).not.toBe(0);
    expect(r.err.trim().split("\n")).toHaveLength(1);
    expect(r.err).toMatch(/SIM001/);
    expect(r.err).toMatch(/no such folder/);
    expect(r.err).toMatch(/not a revision/);
  });
});
