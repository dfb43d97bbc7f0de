// The valid corpus checks clean and lowers to the committed IR; the bundled
// content parses (its full check is `npm run check`).

import { readFileSync, readdirSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Workspace } from "../../compiler/workspace.ts";
import { collectGrimFiles } from "../../compiler/cli/node-host.ts";
import { formatDiagnostic } from "../../compiler/cli/format-diagnostic.ts";
import { here } from "./corpus.ts";
import { games } from "../../games/registry.ts";

const root = new URL("../../", import.meta.url).pathname;
const validDir = join(here, "valid");

function validWorkspace(): Workspace {
  const ws = new Workspace(games);
  for (const f of readdirSync(validDir)
    .filter((n) => n.endsWith(".grim"))
    .sort())
    ws.setFile(`valid/${f}`, readFileSync(join(validDir, f), "utf8"));
  return ws;
}

describe("Valid corpus", () => {
  it("checks without a single diagnostic", () => {
    expect(validWorkspace().check().diagnostics.map(formatDiagnostic)).toEqual([]);
  });

  it("lowers to the committed IR (valid.ir.json; set UPDATE_GOLDENS=1 to rewrite)", () => {
    const ir = `${JSON.stringify(validWorkspace().check().program, null, 1)}\n`;
    const golden = join(here, "valid.ir.json");
    if (process.env.UPDATE_GOLDENS === "1" || !existsSync(golden)) writeFileSync(golden, ir);
    expect(ir).toBe(readFileSync(golden, "utf8"));
  });

  it("every file is already in the canonical format", () => {
    const ws = new Workspace(games);
    for (const f of readdirSync(validDir).filter((n) => n.endsWith(".grim"))) {
      const text = readFileSync(join(validDir, f), "utf8");
      expect(ws.format(text), f).toBe(text);
    }
  });

  it("the bundled content parses without syntax errors", () => {
    const { files } = collectGrimFiles([join(root, "content")]);
    const ws = new Workspace(games);
    for (const f of files) ws.setFile(f, new Uint8Array(readFileSync(f)));
    const syntax = ws.check().diagnostics.filter((d) => d.code.startsWith("GRM1"));
    expect(syntax.map(formatDiagnostic)).toEqual([]);
  });
});
