// Golden files: small .grim sources whose generated TypeScript is committed
// beside them (`<name>.expected.ts.txt`). A change to the emitter shows up as
// a reviewable diff (IR hashes are masked); `UPDATE_GOLDEN=1 npx vitest run test/compile/golden.test.ts`
// rewrites the expected files on purpose.

import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkSources } from "../../compiler/build/front-end.ts";
import { games } from "../../games/registry.ts";
import { emitProgram } from "../../compiler/emit/emit.ts";

const DIR = path.join(import.meta.dirname, "golden");
const UPDATE = process.env.UPDATE_GOLDEN === "1";

describe("golden output", () => {
  const sources = readdirSync(DIR)
    .filter((f) => f.endsWith(".grim"))
    .sort();

  it("there are golden sources", () => {
    expect(sources.length).toBeGreaterThanOrEqual(3);
  });

  for (const name of sources) {
    it(`Golden: ${name} compiles to the committed TypeScript`, () => {
      const rel = `test/compile/golden/${name}`;
      const { program, diagnostics } = checkSources(games)([{ path: rel, text: readFileSync(path.join(DIR, name), "utf8") }]);
      expect(diagnostics.map((d) => d.text)).toEqual([]);
      const files = emitProgram(program, { games, rootDir: "../.." }).files;
      // the IR hash changes with any change to the IR's shape; the golden files are about the code
      const actual = files
        .map((f) => `// ==== ${f.file} ====\n${f.text}`)
        .join("\n")
        .replace(/sha256:[0-9a-f]{64}/g, "sha256:<IR hash>");
      const expectedFile = path.join(DIR, name.replace(/\.grim$/, ".expected.ts.txt"));
      if (UPDATE) writeFileSync(expectedFile, actual);
      expect(existsSync(expectedFile), `${expectedFile} is missing: run with UPDATE_GOLDEN=1`).toBe(true);
      expect(actual).toBe(readFileSync(expectedFile, "utf8"));
    });
  }
});
