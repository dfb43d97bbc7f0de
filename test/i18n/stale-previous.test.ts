// A stale translation shows the English it was made from next to the new
// English, found in the catalogue's git history: in the check's message and
// as `#| msgid` in the PO export, so a translator sees what changed.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCheck, runExport, runImport } from "../../compiler/cli/commands/i18n.ts";
import { plant, run, scratchCopy } from "./project.ts";

function repoWithCatalogues(): string {
  const dir = scratchCopy("grimoire-stale-");
  const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, stdio: "ignore" });
  git("init", "-q");
  git("-c", "user.name=t", "-c", "user.email=t@example.org", "add", ".");
  git("-c", "user.name=t", "-c", "user.email=t@example.org", "commit", "-q", "-m", "catalogues");
  plant(dir, "content/i18n/en/adventure-base.ftl", "monster__fleder__name = Fleder", "monster__fleder__name = Fleder the Bloodsucker");
  return dir;
}

describe("stale translations with their previous English", () => {
  it("Stale detection: the check's message gives the English the translation was made from and the new English", async () => {
    const dir = repoWithCatalogues();
    const { out } = await run((p) => runCheck(dir, { locale: "ro", content: false }, p));
    expect(out.find((l) => l.includes("error stale"))).toMatch(
      /"monster__fleder__name" is stale: the English changed since it was translated \(content\/i18n\/en\/adventure-base\.ftl:\d+, was "Fleder", now "Fleder the Bloodsucker"; recorded/,
    );
  });

  it("the PO export marks the entry fuzzy with `#| msgid` holding the previous English, and imports back unchanged", async () => {
    const dir = repoWithCatalogues();
    const po = path.join(dir, "ro.po");
    await run((p) => runExport(dir, "ro", "po", po, p));
    const text = readFileSync(po, "utf8");
    const entry = text.split("\n\n").find((e) => e.includes('msgctxt "adventure-base|monster__fleder__name"'))!;
    expect(entry).toContain('#, fuzzy\n#| msgid "Fleder"\nmsgctxt "adventure-base|monster__fleder__name"\nmsgid "Fleder the Bloodsucker"\nmsgstr "Fleder"');
    const before = readFileSync(path.join(dir, "content/i18n/ro/adventure-base.ftl"), "utf8");
    await run((p) => runImport(dir, po, undefined, p));
    expect(readFileSync(path.join(dir, "content/i18n/ro/adventure-base.ftl"), "utf8")).toBe(before);
  });
});
