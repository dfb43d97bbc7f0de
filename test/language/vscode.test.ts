// The VS Code extension's package: `npm run build:vscode` writes a .vsix (a zip
// in the layout `vsce package` writes) whose manifest contributes the .grim
// language, and whose TextMate grammar, generated from the grammar's token
// vocabulary, colours a declaration as VS Code's own TextMate engine reads it.

import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
import * as oniguruma from "vscode-oniguruma";
import { INITIAL, Registry } from "vscode-textmate";
import { buildVsix } from "../../vscode/scripts/build.mts";

const require = createRequire(import.meta.url);

describe("VS Code extension", () => {
  it("the .vsix holds the manifest, the client, the language configuration and the grammar", async () => {
    const out = mkdtempSync(join(tmpdir(), "grimoire-vsix-"));
    try {
      const vsix = await buildVsix(out);
      expect(vsix).toBe(join(out, "grimoire-0.1.0.vsix"));
      const files = unzipSync(new Uint8Array(readFileSync(vsix)));
      expect(Object.keys(files).sort()).toEqual([
        "[Content_Types].xml",
        "extension.vsixmanifest",
        "extension/README.md",
        "extension/language-configuration.json",
        "extension/out/extension.js",
        "extension/package.json",
        "extension/syntaxes/grimoire.tmLanguage.json",
      ]);
      const manifest = JSON.parse(strFromU8(files["extension/package.json"]));
      expect(manifest.contributes.languages[0]).toMatchObject({ id: "grimoire", extensions: [".grim"] });
      expect(manifest.main).toBe("./out/extension.js");
      expect(strFromU8(files["extension.vsixmanifest"])).toContain('Id="grimoire" Version="0.1.0" Publisher="grimoire"');
      // the client starts the server with `lsp --stdio` and leaves `vscode` to the host
      const client = strFromU8(files["extension/out/extension.js"]);
      expect(client).toContain('"lsp","--stdio"');
      expect(client).toContain('require("vscode")');

      const wasm = readFileSync(require.resolve("vscode-oniguruma/release/onig.wasm"));
      await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
      const registry = new Registry({
        onigLib: Promise.resolve({
          createOnigScanner: (p: string[]) => new oniguruma.OnigScanner(p),
          createOnigString: (s: string) => new oniguruma.OnigString(s),
        }),
        loadGrammar: async () => JSON.parse(strFromU8(files["extension/syntaxes/grimoire.tmLanguage.json"])),
      });
      const grammar = (await registry.loadGrammar("source.grimoire"))!;
      const line = 'monster Fleder "Fléder" : bronze { sword 3 } # for the forest';
      const tokens = grammar.tokenizeLine(line, INITIAL).tokens.map((t) => [line.slice(t.startIndex, t.endIndex), t.scopes[t.scopes.length - 1]]);
      expect(tokens).toEqual(
        expect.arrayContaining([
          ["monster", "storage.type.grimoire"],
          ["Fleder", "entity.name.type.grimoire"],
          ['"Fléder"', "string.quoted.double.grimoire"],
          ["{", "punctuation.separator.grimoire"],
          ["3", "constant.numeric.grimoire"],
          ["# for the forest", "comment.line.number-sign.grimoire"],
        ]),
      );
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
