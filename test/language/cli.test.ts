// The command line: output format, summary, exit codes, --json, fmt --check,
// and hostile input that must give positioned diagnostics, never a stack trace.

import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync, readFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCheck } from "../../compiler/cli/commands/check.ts";
import { runFmt } from "../../compiler/cli/commands/fmt.ts";
import { formatText } from "../../compiler/format.ts";
import { grimLexer } from "../../grammar/tokens.ts";

const root = new URL("../../", import.meta.url).pathname;

function grimoire(args: string[]): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [join(root, "bin/grimoire.js"), ...args], { cwd: root, encoding: "utf8" });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

function capture(fn: (write: (s: string) => void) => number): { code: number; out: string } {
  let out = "";
  const code = fn((s) => (out += s));
  return { code, out };
}

describe("grimoire check", () => {
  it("a clean corpus prints only the summary and exits 0", () => {
    const r = grimoire(["check", "test/language/valid"]);
    expect(r.stderr).toBe("");
    expect(r.stdout).toBe("3 files, 29 entities, 0 errors, 0 warnings\n");
    expect(r.code).toBe(0);
  });

  it("errors print as file:line:col: error CODE message, then the summary; exit 1", () => {
    const r = grimoire(["check", "test/language/invalid/unknown-name.grim", "test/language/invalid/missing-set.grim"]);
    expect(r.stdout.split("\n")).toEqual([
      "test/language/invalid/missing-set.grim:1:1: warning GRM1104 No `set` line: this file's entities go into the set `base`.",
      "test/language/invalid/unknown-name.grim:8:9: error GRM2001 There is no location named `Wyzma`; did you mean `Wyzima`? (fix: Change to `Wyzima`)",
      "2 files, 4 entities, 1 error, 1 warning",
      "",
    ]);
    expect(r.code).toBe(1);
  });

  it("--json gives the summary and every diagnostic with ranges and fixes", () => {
    const r = grimoire(["check", "--json", "test/language/invalid/unknown-name.grim"]);
    const data = JSON.parse(r.stdout);
    expect(data.summary).toEqual({ files: 1, entities: 3, errors: 1, warnings: 0 });
    expect(data.diagnostics[0]).toMatchObject({
      code: "GRM2001",
      severity: "error",
      range: { file: "test/language/invalid/unknown-name.grim", start: { line: 8, column: 9 } },
      fix: { newText: "Wyzima" },
    });
    expect(r.code).toBe(1);
  });

  it("hostile files give positioned diagnostics and exit 1, never a stack trace", () => {
    const dir = mkdtempSync(join(tmpdir(), "grim-hostile-"));
    writeFileSync(join(dir, "empty.grim"), "");
    let seed = 7;
    const junk = new Uint8Array(4000).map(() => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 16) & 255);
    writeFileSync(join(dir, "junk.grim"), junk);
    writeFileSync(join(dir, "unterminated.grim"), 'game adventure\nset base\nenemy X "never closed {\n  sword 3\n}\n');
    writeFileSync(join(dir, "keywords.grim"), "game adventure\nset base\nspaceship Enterprise { warp 9; phasers: fire }\n");
    writeFileSync(join(dir, "deep.grim"), `game adventure\nset base\nfoulfate Deep { effect: ${"{".repeat(10000)}${"}".repeat(10000)} }\n`);
    writeFileSync(join(dir, "colons.grim"), `game adventure\nset base\n${"a: ".repeat(1000)}a\n`);
    writeFileSync(join(dir, "statements.grim"), `game adventure\nset base\nfoulfate S { effect: ${"a b: c; ".repeat(1000)}a }\n`);
    writeFileSync(
      join(dir, "utf8.grim"),
      new Uint8Array([...new TextEncoder().encode("game adventure\nset base\nenemy B"), 0xc3, 0x28, ...new TextEncoder().encode(" { sword 3 }\n")]),
    );
    const r = grimoire(["check", dir]);
    expect(r.stderr).toBe("");
    expect(r.stdout).not.toMatch(/\n\s+at /);
    expect(r.code).toBe(1);
    const lines = r.stdout.trimEnd().split("\n");
    for (const name of ["empty", "junk", "unterminated", "keywords", "deep", "utf8", "colons", "statements"]) {
      expect(
        lines.some((l) => l.startsWith(join(dir, `${name}.grim`)) && / error GRM\d{4} /.test(l)),
        name,
      ).toBe(true);
    }
    expect(lines).toContain(`${join(dir, "empty.grim")}:1:1: error GRM1101 The file must start with \`game adventure\` or \`game oldworld\`.`);
    expect(lines.some((l) => l.startsWith(`${join(dir, "utf8.grim")}:3:8: error GRM1003`))).toBe(true);
    expect(lines.some((l) => l.includes("deep.grim:3:") && l.includes("GRM1007"))).toBe(true);
    expect(lines).toContain(
      `${join(dir, "colons.grim")}:3:194: error GRM1009 Clauses are nested more than 64 deep here (blocks and \`:\` together); the rest of the line is ignored.`,
    );
    expect(lines.some((l) => l.startsWith(`${join(dir, "statements.grim")}:3:`) && l.includes("GRM1009"))).toBe(true);
    expect(lines[lines.length - 1]).toMatch(/^8 files, \d+ entit(y|ies), \d+ errors, \d+ warnings?$/);
  });

  it("a 5 MB file is checked, not refused", () => {
    const dir = mkdtempSync(join(tmpdir(), "grim-big-"));
    const unit = (i: number) => `enemy Bandits${i} "Bandits ${i}" {\n  sword 3\n  shield 2\n  failed shield: suffer 1 wound for each shield short\n}\n\n`;
    let text = "game adventure\nset base\n";
    for (let i = 0; text.length < 5 * 1024 * 1024; i++) text += unit(i);
    text += "enemy Broken { sword many }\n";
    writeFileSync(join(dir, "big.grim"), text);
    const { code, out } = capture((w) => runCheck([dir], {}, w));
    const lines = out.trimEnd().split("\n");
    expect(lines[0]).toMatch(/big\.grim:\d+:22: error GRM3005 /);
    expect(lines[1]).toMatch(/^1 file, \d{5} entities, 1 error, 0 warnings$/);
    expect(code).toBe(1);
  });

  it("a path that does not exist is an error", () => {
    const { code, out } = capture((w) => runCheck(["no/such/dir"], {}, w));
    expect(out).toBe("no/such/dir: error no such file or directory\n0 files, 0 entities, 1 error, 0 warnings\n");
    expect(code).toBe(1);
  });
});

describe("grimoire fmt", () => {
  it("--check lists unformatted files and exits 1; fmt rewrites them; then --check passes", () => {
    const dir = mkdtempSync(join(tmpdir(), "grim-fmt-"));
    mkdirSync(join(dir, "sub"));
    const file = join(dir, "sub", "a.grim");
    writeFileSync(file, "game adventure\nset base\nenemy X{sword 3;shield 2}   # kept\n");
    expect(capture((w) => runFmt([dir], { check: true }, w))).toEqual({ code: 1, out: `${file}: not formatted\n` });
    expect(capture((w) => runFmt([dir], {}, w))).toEqual({ code: 0, out: "formatted 1 file\n" });
    expect(readFileSync(file, "utf8")).toBe("game adventure\nset base\nenemy X { sword 3; shield 2 } # kept\n");
    expect(capture((w) => runFmt([dir], { check: true }, w))).toEqual({ code: 0, out: "1 file checked: all formatted\n" });
  });

  it("fmt changes no word: U+3000, U+1680 and U+FEFF are white space to the lexer too, never part of a name", () => {
    const words = (text: string) =>
      grimLexer
        .tokenize(text)
        .tokens.filter((t) => t.tokenType.name !== "Newline")
        .map((t) => t.image);
    for (const ws of ["\u3000", "\u1680", "\uFEFF", "\u2003", "\u00A0"]) {
      const text = `game adventure\nset base\nenemy Bandits${ws}{ sword 3${ws}}\nenemy B${ws}C { shield 2; assumed${ws}}\n`;
      const { text: out, formatted } = formatText(text);
      expect(formatted).toBe(true);
      expect(words(out)).toEqual(words(text));
      expect(words(text)).toContain("Bandits");
      expect(words(text)).toContain("assumed");
      expect(formatText(out).text).toBe(out);
    }
  });

  it("fmt keeps an unterminated text as written, trailing spaces included, and adds no space that it would swallow", () => {
    for (const text of [
      'game adventure\nset base\nenemy X "never closed {\n  sword 3\n}\n',
      'game adventure\nset base\nenemy X "never closed   \n',
      'game adventure\nset base\nenemy X "closed\\\n',
    ]) {
      const strings = (t: string) =>
        grimLexer
          .tokenize(t)
          .tokens.filter((k) => k.tokenType.name === "UnterminatedString")
          .map((k) => k.image);
      const out = formatText(text).text;
      expect(strings(out)).toEqual(strings(text));
      expect(formatText(out).text).toBe(out);
    }
  });

  it("a file with characters outside the language is left untouched and reported", () => {
    const dir = mkdtempSync(join(tmpdir(), "grim-fmt-"));
    const file = join(dir, "bad.grim");
    writeFileSync(file, "game adventure\n@@@\n");
    const r = capture((w) => runFmt([dir], {}, w));
    expect(r.code).toBe(1);
    expect(readFileSync(file, "utf8")).toBe("game adventure\n@@@\n");
  });
});
