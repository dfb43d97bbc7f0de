// docs/translating.md's examples of the translator's context are what the
// tools do: the PO entries it shows are in a real export (hashes and line
// numbers aside, which move with the English), the plural entry it shows
// imports as the Fluent select it shows, and the call-site example is reported.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCheck, runImport } from "../../compiler/cli/commands/i18n.ts";
import { ROOT } from "./helpers.ts";
import { CONTEXT_DIRS, exportedContext, scratchCopy } from "./project.ts";

const doc = readFileSync(path.join(ROOT, "docs/translating.md"), "utf8");
/** the fenced blocks of a language, in order */
const blocks = (lang: string) => [...doc.matchAll(new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``, "g"))].map((m) => m[1].replace(/^ {2}/gm, ""));
const moving = (s: string) => s.replace(/(source-hash|english-hash): [0-9a-f]+/g, "$1: H").replace(/(\.ftl):\d+/g, "$1:N");

const scratch = (): string => scratchCopy("grimoire-doc-", CONTEXT_DIRS);

describe("docs/translating.md: the translator's context", () => {
  const romanian = exportedContext("grimoire-doc-");

  it("the PO entries the guide shows (placeholder notes, the card face's room) are in the export", () => {
    const shown = blocks("po").filter((b) => !b.includes("msgstr[0]"));
    expect(shown.length).toBeGreaterThanOrEqual(2);
    for (const b of shown) expect(moving(romanian.po), b).toContain(moving(b.trimEnd()));
  });

  it("the plural entry the guide shows, translated so, imports as the Fluent select it shows", async () => {
    const plural = blocks("po").find((b) => b.includes("msgstr[0]"))!;
    const select = blocks("ftl").find((b) => b.startsWith("ow-verb-draw-fewer ="))!;
    const ctx = /msgctxt "([^"]+)"/.exec(plural)![1];
    const exported = new RegExp(`msgctxt "${ctx.replace(/[|]/g, "\\|")}"\\n[\\s\\S]*?msgstr\\[2\\] "[^\\n]*"`).exec(romanian.po)![0];
    const ours = plural.slice(plural.indexOf("msgctxt")).trimEnd();
    const file = path.join(romanian.dir, "edited.po");
    writeFileSync(file, romanian.po.replace(exported, ours));
    const out: string[] = [];
    expect(await runImport(romanian.dir, file, undefined, (l) => out.push(l))).toBe(0);
    expect(readFileSync(path.join(romanian.dir, "content/i18n/ro/rules.ftl"), "utf8")).toContain(select.trimEnd());
  }, 120_000);

  it("the guide's call-site example is reported: a helper that reads $amount where the rules code passes $type and $left", async () => {
    const d = scratch();
    const example = blocks("ftl")
      .find((b) => b.startsWith("prompt-place-monster ="))!
      .trimEnd();
    const ro = path.join(d, "content/i18n/ro/runtime-adventure.ftl");
    const lines = readFileSync(ro, "utf8").split("\n");
    const at = lines.findIndex((l) => l.startsWith("prompt-place-monster ="));
    let end = at + 1;
    while (end < lines.length && /^\s+\S/.test(lines[end])) end++;
    lines.splice(at, end - at, example);
    writeFileSync(ro, lines.join("\n"));
    const out: string[] = [];
    await runCheck(d, { locale: "ro", content: false }, (l) => out.push(l));
    expect(
      out.find((l) => l.startsWith(`content/i18n/ro/runtime-adventure.ftl:${at + 1}:`) && l.includes('"prompt-place-monster" uses $amount (through "nr")')),
    ).toMatch(/games\/adventure\/rules\/tokens\.ts:\d+ does not pass.*it passes \$left, \$type/);
  }, 120_000);
});
