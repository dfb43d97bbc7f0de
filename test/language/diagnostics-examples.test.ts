// docs/diagnostics.md shows an example for every code (from the registry); an
// example that is a .grim text is checked here and must report its own code, so
// the reference never shows a file that is fine or wrong in another way.
import { describe, expect, it } from "vitest";
import { registry } from "../../core/diagnostics/registry.ts";
import { collectGrimFiles, nodeHost } from "../../compiler/cli/node-host.ts";
import { playerCatalogue } from "../../compiler/i18n/project.ts";
import { ScenarioPlayer, scenarioWords } from "../../compiler/scenario/diagnostics.ts";
import { Workspace } from "../../compiler/workspace.ts";
import { games } from "../../games/registry.ts";
import { PLAYED } from "./corpus.ts";

/** examples that describe their input instead of being it (bytes, several files, 40 levels); the invalid corpus holds a real file for each */
const DESCRIBED = new Set(["GRM1003", "GRM1007", "GRM1008", "GRM1009", "GRM2005", "GRM2006"]);
const repo = new URL("../../", import.meta.url).pathname;

describe("docs/diagnostics.md: each example reports its code", () => {
  for (const c of registry) {
    if (PLAYED.has(c.code)) {
      it(`${c.code} ${c.title} (played on the bundled content)`, () => {
        const ws = new Workspace(games, nodeHost);
        for (const f of collectGrimFiles([`${repo}content/adventure`]).files) ws.loadFile(f);
        ws.setFile("example.grim", c.example);
        const checked = ws.check().diagnostics;
        expect(checked.filter((d) => d.severity === "error")).toEqual([]);
        const words = scenarioWords(games, playerCatalogue({ root: repo }, games, "en"));
        const played = new ScenarioPlayer(games).diagnostics(ws.checked(), checked, words);
        expect(played.map((d) => [d.code, d.range.file])).toEqual([[c.code, "example.grim"]]);
      });
      continue;
    }
    it(`${c.code} ${c.title}`, () => {
      const ws = new Workspace(games);
      ws.setFile("example.grim", c.example);
      const codes = ws.check().diagnostics.map((d) => d.code);
      if (DESCRIBED.has(c.code)) expect(codes).not.toContain(c.code);
      else expect(codes).toContain(c.code);
    });
  }
});
