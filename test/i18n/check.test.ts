import { describe, expect, it } from "vitest";
import { parseCatalogue } from "../../compiler/i18n/catalogue.ts";
import { checkLocale, checkSource, formatDiagnostic, type NamedCatalogue } from "../../compiler/i18n/check.ts";
import { sourceHash } from "../../compiler/i18n/hash.ts";
import { stampCatalogue } from "../../compiler/i18n/stamp.ts";
import { entryPoints } from "../../compiler/i18n/check.ts";
import { ftlFiles, named } from "./helpers.ts";
import { Workspace } from "../../compiler/workspace.ts";
import { englishCatalogues } from "../../compiler/i18n/content-strings.ts";
import { exportPo, parsePo } from "../../compiler/i18n/po.ts";
import { emitProgram } from "../../compiler/emit/emit.ts";
import { games } from "../../games/registry.ts";

const cat = (name: string, file: string, text: string): NamedCatalogue => ({ name, catalogue: parseCatalogue(file, text) });

const EN_SET = `# content/adventure/monsters.grim:3
monster__fleder__name = Fleder
# content/adventure/investigation-blue.grim:10
investigation__zerikanian-assassin__name = Zerikanian Assassin
`;
const EN_RULES = `verb-receive = receive { $amount } { n-resource }
n-resource = { $resource ->
    [lead] leads
   *[gold] gold
}
`;

function roSet(fleder = "Fleder"): string {
  return `# source-hash: ${sourceHash(fleder)}
monster__fleder__name = Fleder
# source-hash: ${sourceHash("Zerikanian Assassin")}
investigation__zerikanian-assassin__name = Asasinul zerikanian
`;
}
const RO_RULES = `# source-hash: ${sourceHash("verb-receive = receive { $amount } { n-resource }")}
verb-receive = primești { $amount } { n-resource }
n-resource = { $resource ->
    [lead] Indicii
   *[gold] Aur
}
`;

const en = () => [cat("rules", "content/i18n/en/rules.ftl", EN_RULES), cat("adventure-base", "content/i18n/en/adventure-base.ftl", EN_SET)];

describe("translator check", () => {
  it("a complete, current translation has no diagnostics and 100% coverage", () => {
    const r = checkLocale("ro", en(), [
      cat("rules", "content/i18n/ro/rules.ftl", RO_RULES),
      cat("adventure-base", "content/i18n/ro/adventure-base.ftl", roSet()),
    ]);
    expect(r.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(r.coverage.map((c) => [c.catalogue, c.translated, c.total])).toEqual([
      ["rules", 1, 1],
      ["adventure-base", 2, 2],
    ]);
  });

  it("Stale detection: a changed English name makes its Romanian entry stale, reported at its file:line", () => {
    const changed = en();
    changed[1] = cat("adventure-base", "content/i18n/en/adventure-base.ftl", EN_SET.replace("= Fleder", "= Fleder of Vizima"));
    const r = checkLocale("ro", changed, [
      cat("rules", "content/i18n/ro/rules.ftl", RO_RULES),
      cat("adventure-base", "content/i18n/ro/adventure-base.ftl", roSet()),
    ]);
    const stale = r.diagnostics.filter((d) => d.code === "stale");
    expect(stale).toHaveLength(1);
    expect(formatDiagnostic(stale[0])).toMatch(/^content\/i18n\/ro\/adventure-base\.ftl:2:1: error stale: "monster__fleder__name" is stale/);
    expect(r.coverage.find((c) => c.catalogue === "adventure-base")).toMatchObject({ translated: 1, stale: 1, total: 2 });
  });

  it("re-stamping a reviewed stale entry makes it current again; stamping never touches other stale entries", () => {
    const changed = en();
    changed[1] = cat(
      "adventure-base",
      "content/i18n/en/adventure-base.ftl",
      EN_SET.replace("= Fleder", "= Fleder of Vizima").replace("= Zerikanian Assassin", "= Zerikanian Killer"),
    );
    const english = entryPoints(changed);
    const one = stampCatalogue("ro.ftl", roSet(), english, new Set(["monster__fleder__name"]));
    expect(one.stamped).toEqual(["monster__fleder__name"]);
    const r = checkLocale("ro", changed, [cat("rules", "r", RO_RULES), cat("adventure-base", "ro.ftl", one.text)]);
    expect(r.diagnostics.filter((d) => d.code === "stale").map((d) => d.message)).toEqual([
      expect.stringContaining("investigation__zerikanian-assassin__name"),
    ]);
  });

  it("a placeholder typo in a translation is reported at its line and column, naming the variables the source has", () => {
    const typo = RO_RULES.replace("primești { $amount }", "primești { $amuont }");
    const r = checkLocale("ro", en(), [cat("rules", "content/i18n/ro/rules.ftl", typo), cat("adventure-base", "content/i18n/ro/adventure-base.ftl", roSet())]);
    const bad = r.diagnostics.filter((d) => d.code === "unknown-variable");
    expect(bad.map(formatDiagnostic)).toEqual([
      'content/i18n/ro/rules.ftl:2:27: error unknown-variable: "verb-receive" uses $amuont, which the English source never provides (it has $amount, $resource)',
    ]);
  });

  it("a variable inside a locale's own helper is checked against what the messages using it provide", () => {
    const helper = RO_RULES.replace("[lead] Indicii", "[lead] { $cantitate } Indicii");
    const r = checkLocale("ro", en(), [cat("rules", "content/i18n/ro/rules.ftl", helper), cat("adventure-base", "a", roSet())]);
    expect(r.diagnostics.filter((d) => d.code === "unknown-variable").map((d) => [d.line, d.message.slice(0, 40)])).toEqual([
      [4, '"n-resource" uses $cantitate, which the '],
    ]);
  });

  it("missing translations count against coverage; an entry nothing uses is a warning; a placeable in a name is a broken placeholder", () => {
    const partial = `# source-hash: ${sourceHash("Fleder")}
monster__fleder__name = { $name }
old-name = Vechi
`;
    const r = checkLocale("ro", en(), [
      cat("rules", "content/i18n/ro/rules.ftl", RO_RULES),
      cat("adventure-base", "content/i18n/ro/adventure-base.ftl", partial),
    ]);
    expect(r.diagnostics.map((d) => [d.severity, d.code, d.line])).toEqual([
      ["error", "missing", 1],
      ["error", "unknown-variable", 2],
      ["warning", "unused", 3],
    ]);
    expect(r.coverage.find((c) => c.catalogue === "adventure-base")).toMatchObject({ translated: 1, missing: 1, total: 2 });
  });

  it("Fluent syntax errors are reported with file:line:col, and a reference to an undefined term is an error", () => {
    const broken = `${RO_RULES}bad-entry = { $x
term-user = { -nu-exista }
`;
    const r = checkLocale("ro", en(), [cat("rules", "content/i18n/ro/rules.ftl", broken), cat("adventure-base", "a", roSet())]);
    const lines = r.diagnostics.map(formatDiagnostic);
    expect(lines.some((l) => /^content\/i18n\/ro\/rules\.ftl:8:1: error syntax: E0003: Expected token: "}"/.test(l))).toBe(true);
    expect(lines).toContain('content/i18n/ro/rules.ftl:8:15: error unknown-term: "term-user" refers to term "-nu-exista", which this locale does not define');
  });

  it("an id defined in two catalogues of one locale is an error at the second one (a locale is one namespace)", () => {
    const r = checkLocale("ro", en(), [
      cat("rules", "content/i18n/ro/rules.ftl", RO_RULES),
      cat("adventure-base", "content/i18n/ro/adventure-base.ftl", roSet()),
      cat("oldworld-base", "content/i18n/ro/oldworld-base.ftl", `x = y\n# source-hash: ${sourceHash("Fleder")}\nmonster__fleder__name = Fleder\n`),
    ]);
    expect(r.diagnostics.filter((d) => d.code === "duplicate").map(formatDiagnostic)).toEqual([
      'content/i18n/ro/oldworld-base.ftl:3:1: error duplicate: "monster__fleder__name" is also defined at content/i18n/ro/adventure-base.ftl:2',
    ]);
  });

  it("a glossary term no message uses is reported as unused", () => {
    const r = checkLocale("ro", en(), [
      cat("rules", "content/i18n/ro/rules.ftl", `${RO_RULES}-uitat = uitat\n    .gender = neuter\n`),
      cat("adventure-base", "a", roSet()),
    ]);
    expect(r.diagnostics.map(formatDiagnostic)).toEqual([
      'content/i18n/ro/rules.ftl:7:1: warning unused: term "-uitat" is not used by any message of this locale',
    ]);
  });

  it("a translation with no source-hash cannot be told fresh: it is an error, not silently current", () => {
    const r = checkLocale("ro", en(), [
      cat("rules", "content/i18n/ro/rules.ftl", RO_RULES.replace(/^# source-hash.*\n/, "")),
      cat("adventure-base", "a", roSet()),
    ]);
    expect(r.diagnostics.map((d) => d.code)).toEqual(["no-source-hash"]);
  });
});

describe("bundled catalogues", () => {
  it("the English rules catalogue has a message for every verb, window, limit, condition, count, target and roll of both game tables", () => {
    expect(checkSource(named(ftlFiles("en")), games).map(formatDiagnostic)).toEqual([]);
  });

  it("the Romanian rules catalogue is complete, current and has no broken placeholders", () => {
    const r = checkLocale("ro", named(ftlFiles("en").filter((f) => f.name === "rules")), named(ftlFiles("ro").filter((f) => f.name === "rules")));
    expect(r.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(r.coverage[0].translated).toBe(r.coverage[0].total);
  });
});

describe("generated comments", () => {
  it("a .grim file name holding a newline (or U+2028, a lone surrogate, `*/`) stays on one comment line in the .ftl, the .po and the emitted TypeScript", () => {
    const file = "content/adventure/evil\nname = Injected\u2028 */ \ud800.grim";
    const ws = new Workspace(games);
    ws.setFile(file, 'game adventure\nset base\nmonster Fleder "Fleder" : silver { sword 4; shield 2; ritual 1 }\n');
    const { program, diagnostics } = ws.check();
    expect(diagnostics).toEqual([]);
    const ftl = englishCatalogues(program, games).get("adventure-base")!;
    const parsed = parseCatalogue("content/i18n/en/adventure-base.ftl", ftl);
    expect(parsed.syntax).toEqual([]);
    expect(parsed.entries.map((e) => e.id)).toEqual(["monster__fleder__name"]);
    expect(parsed.entries[0].comment).toBe("content/adventure/evil name = Injected  * / \ufffd.grim");
    const po = exportPo("ro", [{ name: "adventure-base", catalogue: parsed }], []);
    expect(po.split("\n").filter((l) => l.startsWith("#") || l.startsWith("msg") || l.startsWith('"') || l === "")).toEqual(po.split("\n"));
    expect(parsePo(po).map((e) => e.id)).toEqual(["Fleder"]);
    const ts = emitProgram({ sets: [program.sets[0]] }, { games, rootDir: "../.." }).files[0].text;
    const comments = ts.split("\n").filter((l) => /^\s*\/\//.test(l) && l.includes("Injected"));
    expect(comments.length).toBeGreaterThan(0);
    for (const line of comments) expect(line).toMatch(/evil name = Injected {2}\* \/ \ufffd\.grim/);
    expect(ts).not.toMatch(/^name = Injected/m);
  });
});
