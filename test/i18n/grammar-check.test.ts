// `grimoire i18n check` reads grammar: each kind of mistake is planted in a copy
// of the bundled catalogues (and of the runtimes, for a call site) and reported
// at its line and column, as a warning with what to do.
import { MessageNames } from "../../compiler/i18n/message-names.ts";
import { games } from "../../games/registry.ts";
import { cpSync, mkdtempSync, readFileSync, writeFileSync, appendFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runCheck } from "../../compiler/cli/commands/i18n.ts";
import { extractCallSites, CallSites } from "../../compiler/i18n/call-sites.ts";
import { ROOT } from "./helpers.ts";

/** Replaces one message's value (its comments kept), wherever it is in the file; returns the new text and the message's line. */
function setMessage(text: string, id: string, value: string): { text: string; line: number } {
  const lines = text.split("\n");
  const start = lines.findIndex((l) => l.startsWith(`${id} =`));
  if (start < 0) throw new Error(`no message ${id}`);
  let end = start + 1;
  while (end < lines.length && /^\s+\S/.test(lines[end])) end++;
  lines.splice(start, end - start, `${id} = ${value}`);
  return { text: lines.join("\n"), line: start + 1 };
}

function plant(file: string, id: string, value: string): number {
  const r = setMessage(readFileSync(file, "utf8"), id, value);
  writeFileSync(file, r.text);
  return r.line;
}

const col = (value: string, needle: string, id: string) => `${id} = `.length + value.indexOf(needle) + 1;

describe("i18n check: grammar", () => {
  let before: string[];
  let after: string[];
  const at: Record<string, string> = {};

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "grimoire-grammar-"));
    cpSync(path.join(ROOT, "content/i18n"), path.join(dir, "content/i18n"), { recursive: true });
    for (const d of ["runtime", "games"]) cpSync(path.join(ROOT, d), path.join(dir, d), { recursive: true });
    const run = async () => {
      const out: string[] = [];
      await runCheck(dir, { locale: "ro", content: false }, (l) => out.push(l));
      return out.filter((l) => / warning /.test(l));
    };
    before = await run();
    const ro = (f: string) => path.join(dir, "content/i18n/ro", f);
    const rt = "content/i18n/ro/runtime-adventure.ftl";

    // a number before a counted noun, by hand
    const rest = "Elimină { $amount } răni minore";
    at.number = `${rt}:${plant(ro("runtime-adventure.ftl"), "option-rest-minor", rest)}:${col(rest, "{ $amount }", "option-rest-minor")}`;
    // a name where Romanian declines it
    const trade = "Schimbă cu aliații lui { $hero }";
    at.declension = `${rt}:${plant(ro("runtime-adventure.ftl"), "option-trade", trade)}:${col(trade, "{ $hero }", "option-trade")}`;
    // a helper that reads $amount in a message whose call site passes no amount
    const done = "Nicio altă operațiune ({ n-resource })";
    at.missing = `${rt}:${plant(ro("runtime-adventure.ftl"), "option-no-more-operations", done)}:${col(done, "n-resource", "option-no-more-operations")}`;
    // two monsters, one Romanian name
    const base = "content/i18n/ro/adventure-base.ftl";
    plant(ro("adventure-base.ftl"), "monster__drowner__name", "Strigoi");
    at.same = `${base}:${plant(ro("adventure-base.ftl"), "monster__ghoul__name", "Strigoi")}:1`;
    // a term with one meaning used for another concept
    appendFileSync(ro("glossary.tsv"), "!round\trundă|runde|runda|rundei\tthe Adventure round: never a hero's turn\n");
    const travel = "Călătorește de-a lungul unei rute în runda ta";
    at.concept = `${rt}:${plant(ro("runtime-adventure.ftl"), "prompt-travel", travel)}:1`;
    // a call site that passes what the English message never shows
    const ops = path.join(dir, "games/adventure/rules/operations.ts");
    const src = readFileSync(ops, "utf8");
    writeFileSync(ops, src.replace('text("option-bribe")', 'text("option-bribe", { amount: 2 })'));
    const opsLine = src.split("\n").findIndex((l) => l.includes('text("option-bribe")')) + 1;
    at.unused = `games/adventure/rules/operations.ts:${opsLine}:`;
    after = await run();
  }, 120_000);

  const planted = (where: string, code: string, about = "") => {
    const found = after.filter((l) => l.startsWith(where) && l.includes(`warning ${code}:`) && l.includes(about));
    expect(found, `${code} at ${where}: ${after.filter((l) => l.includes(code)).join("\n")}`).toHaveLength(1);
    expect(before.filter((l) => l.startsWith(where) && l.includes(`warning ${code}:`))).toEqual([]);
    return found[0];
  };

  it('a number written before its noun without the number helper is "number-agreement" at the number, naming the helper (from 20 Romanian needs "de")', () => {
    const w = planted(at.number, "number-agreement");
    expect(w).toContain('"option-rest-minor" writes $amount before "răni" by hand');
    expect(w).toContain("{ nr }");
  });

  it('a name after "lui" is "declension" at the name: Romanian declines it there', () => {
    expect(planted(at.declension, "declension")).toContain('"option-trade" puts $hero after "lui"');
  });

  it('a message that reaches $amount through a helper, where the rules code passes none, is "call-argument" naming the call site', () => {
    const w = planted(at.missing, "call-argument", "$amount");
    expect(w).toContain('"option-no-more-operations" uses $amount (through "n-resource")');
    expect(w).toMatch(/games\/adventure\/rules\/operations\.ts:\d+/);
  });

  it('a call site that passes an argument its English message never uses is "call-argument" at the call site', () => {
    expect(planted(at.unused, "call-argument")).toContain('"option-bribe" passes $amount');
  });

  it('one Romanian name for two English names of one game is "same-name" on the second', () => {
    const w = planted(at.same, "same-name");
    expect(w).toContain('"monster__ghoul__name" (Ghoul) and "monster__drowner__name" (Drowner');
  });

  it('a glossary term marked "!" (one meaning) used where the English does not speak of it is "glossary"', () => {
    expect(planted(at.concept, "glossary")).toContain('"runda" is the glossary\'s word for "round"');
  });
});

describe("call sites", () => {
  it("are read from the runtimes' source with their arguments and kinds", () => {
    const file = "games/adventure/rules/x.ts";
    const sites = new CallSites(
      extractCallSites(MessageNames.of(games), [
        {
          file,
          text: [
            'import { text, entity } from "../core/text.ts";',
            'function* f(e: E, hero: string, mode: "draw" | "look", n: number) {',
            '  yield text("prompt-x", { amount: n, card: entity(hero), blank: n === 0 ? "yes" : "no" });',
            "  e.event(mode, { hero, cards: [1, 2] });",
            "}",
          ].join("\n"),
        },
      ]),
    );
    const [p] = sites.of("prompt-x");
    expect(p).toMatchObject({ how: "text", file, line: 3, column: 9, open: false });
    expect(p.args).toEqual([
      { name: "amount", kind: "number" },
      { name: "card", kind: "name" },
      { name: "blank", kind: "key", values: ["yes", "no"] },
    ]);
    expect(sites.of("log-draw").map((s) => s.args.map((a) => `${a.name}:${a.kind}`))).toEqual([["hero:name", "cards:list"]]);
    expect(sites.of("log-look")).toHaveLength(1);
  });
});
