// The docs stay true: generated references are current, and every example in
// the language reference checks clean (or fails with the code it is marked with);
// an example marked with a game's content is checked with it and its scenarios played.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderDiagnosticsDoc } from "../../compiler/docs/diagnostics-doc.ts";
import { renderVerbsDoc } from "../../compiler/docs/verbs-doc.ts";
import { games } from "../../games/registry.ts";
import { Workspace } from "../../compiler/workspace.ts";
import { formatDiagnostic } from "../../compiler/cli/format-diagnostic.ts";
import { collectGrimFiles, nodeHost } from "../../compiler/cli/node-host.ts";
import { playerCatalogue } from "../../compiler/i18n/project.ts";
import { ScenarioPlayer, scenarioWords } from "../../compiler/scenario/diagnostics.ts";

const root = new URL("../../", import.meta.url).pathname;

describe("Generated references", () => {
  it("docs/diagnostics.md is generated from the registry (run npm run docs:diagnostics)", () => {
    expect(readFileSync(`${root}docs/diagnostics.md`, "utf8")).toBe(renderDiagnosticsDoc());
  });
  it("docs/verbs.md is generated from the verb tables (run npm run docs:verbs)", () => {
    expect(readFileSync(`${root}docs/verbs.md`, "utf8")).toBe(renderVerbsDoc(games));
  });
});

describe("docs/language.md examples", () => {
  const md = readFileSync(`${root}docs/language.md`, "utf8");
  // ```grim blocks check clean; ```grim expect=GRM3001 blocks must report that code; ```grim content=adventure blocks are
  // checked with that game's bundled content, and their scenarios played as the editor plays them
  const blocks = [...md.matchAll(/```grim( content=([a-z]+))?( expect=(GRM\d{4}))?\n([\s\S]*?)```/g)];
  it("the reference has examples", () => {
    expect(blocks.length).toBeGreaterThan(5);
  });
  blocks.forEach((m, i) => {
    const content = m[2] ?? null;
    const expected = m[4] ?? null;
    const text = m[5];
    const line = md.slice(0, m.index).split("\n").length;
    it(`example at docs/language.md:${line} ${expected ? `reports ${expected}` : "checks clean"}`, () => {
      const ws = new Workspace(games, nodeHost);
      if (content) for (const f of collectGrimFiles([`${root}content/${content}`]).files) ws.loadFile(f);
      const file = `language-example-${i}.grim`;
      ws.setFile(file, text);
      const checked = ws.check().diagnostics;
      const played = content ? new ScenarioPlayer(games).diagnostics(ws.checked(), checked, scenarioWords(games, playerCatalogue({ root }, games, "en"))) : [];
      const lines = [...checked, ...played].filter((d) => d.range.file === file).map(formatDiagnostic);
      if (expected) expect(lines.some((l) => l.includes(` ${expected} `))).toBe(true);
      else expect(lines).toEqual([]);
    });
  });
});
