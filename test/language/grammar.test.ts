// The generic grammar: clauses, phrases, blocks, cases, ranges on every node,
// recovery on half-typed text, and the token vocabulary the editor highlights with.

import { describe, expect, it } from "vitest";
import { parseText, MAX_BLOCK_DEPTH, MAX_NESTING_DEPTH } from "../../grammar/build.ts";
import { tokenVocabulary, keywords, grimLexer } from "../../grammar/tokens.ts";
import type { Clause } from "../../core/ast.ts";

const words = (c: Clause) => c.phrase.items.map((i) => ("text" in i ? i.text : "{…}")).join(" ");

describe("Grammar", () => {
  it("a declaration header: kind, identifier, display name, for, in, tags and block", () => {
    const r = parseText("a.grim", 'game adventure\nset base "Base"\ndevelopment Igni "Igni" for Geralt : gray, cost 1 { traits WitcherSign }\n');
    expect(r.diagnostics).toEqual([]);
    expect(r.ast.game?.game).toBe("adventure");
    expect(r.ast.set).toMatchObject({ id: "base", displayName: "Base" });
    const d = r.ast.declarations[0];
    expect([d.kind.text, d.name?.text, d.display?.value, d.forRef?.text, d.inRef]).toEqual(["development", "Igni", "Igni", "Geralt", null]);
    expect(d.tags.map((t) => t.items.map((i) => ("text" in i ? i.text : "")).join(" "))).toEqual(["gray", "cost 1"]);
    expect(d.block?.clauses.map(words)).toEqual(["traits WitcherSign"]);
  });

  it("one clause per line or `;`-separated; a body after `:` is the rest of the line", () => {
    const r = parseText("a.grim", "game adventure\nenemy X {\n  sword 3; shield 2\n\n  failed shield: suffer 1 wound; lose 1 gold\n}\n");
    const clauses = r.ast.declarations[0].block!.clauses;
    expect(clauses.map(words)).toEqual(["sword 3", "shield 2", "failed shield"]);
    expect(clauses[2].body!.map(words)).toEqual(["suffer 1 wound", "lose 1 gold"]);
  });

  it("a number or range followed by `:` starts a new case even mid-line", () => {
    const r = parseText("a.grim", "game oldworld\naction A { roll die { 1..3: deal 0 damage   4..6: deal 2 damage } }\n");
    expect(r.diagnostics).toEqual([]);
    const roll = r.ast.declarations[0].block!.clauses[0].phrase.items[2];
    expect(roll.kind).toBe("block");
    if (roll.kind === "block")
      expect(roll.block.clauses.map((c) => `${words(c)} => ${c.body!.map(words).join("; ")}`)).toEqual(["1..3 => deal 0 damage", "4..6 => deal 2 damage"]);
  });

  it("every node carries its file, 1-based line/column and offsets", () => {
    const r = parseText("dir/a.grim", 'game adventure\nlocation DuénCanell "Duén Canell" { heart }\n');
    const d = r.ast.declarations[0];
    expect(d.name!.range).toEqual({ file: "dir/a.grim", start: { line: 2, column: 10, offset: 24 }, end: { line: 2, column: 20, offset: 34 } });
    expect(d.name!.text).toBe("DuénCanell");
    expect(d.block!.range.start).toEqual({ line: 2, column: 35, offset: 49 });
  });

  it("a half-typed card still yields a tree: the declaration and the clauses typed so far", () => {
    const r = parseText("a.grim", "game adventure\nset base\nmonster Fleder : silver {\n  sword 4\n  before rolling: suffer 1\n");
    expect(r.diagnostics.map((d) => d.code)).toEqual(["GRM1005"]);
    const d = r.ast.declarations[0];
    expect(d.name?.text).toBe("Fleder");
    expect(d.block?.closed).toBe(false);
    expect(d.block?.clauses.map(words)).toEqual(["sword 4", "before rolling"]);
  });

  it(`blocks nested deeper than ${MAX_BLOCK_DEPTH} are cut off with one diagnostic, even 10,000 deep`, () => {
    const r = parseText("a.grim", `game adventure\nfoulfate F { effect: ${"{".repeat(10000)}${"}".repeat(10000)} }\n`);
    expect(r.diagnostics.map((d) => d.code)).toEqual(["GRM1007"]);
    expect(r.ast.declarations[0].name?.text).toBe("F");
  });

  it("`:` opens the body of what precedes it and `;` adds to the innermost open body", () => {
    const tree = (c: Clause): string => (c.body ? `${words(c)}{${c.body.map(tree).join(", ")}}` : words(c));
    const top = (line: string) => parseText("a.grim", `${line}\n`).ast;
    const shapes = (line: string) => {
      const r = parseText("a.grim", `game adventure\nfoulfate F { ${line} }\n`);
      return r.ast.declarations[0].block!.clauses.map(tree);
    };
    expect(shapes("a: b: c; d")).toEqual(["a{b{c, d}}"]);
    expect(shapes("a b: c; a b: c; e")).toEqual(["a b{c, a b{c, e}}"]);
    expect(shapes("a: b: ; c")).toEqual(["a{b{}, c}"]);
    expect(shapes("a: b; ; c")).toEqual(["a{b}", "c"]);
    expect(shapes("a; b: c")).toEqual(["a", "b{c}"]);
    expect(shapes("a: ; b")).toEqual(["a{}", "b"]);
    expect(top("game adventure").game?.game).toBe("adventure");
    const r = parseText("a.grim", "game adventure\nfoulfate F { a: : b }\n");
    expect(r.diagnostics.map((d) => [d.code, d.range.start.column])).toEqual([["GRM1004", 17]]);
  });

  it(`a chain of 1,000 \`a:\` or \`a b: c;\` on one line is cut at ${MAX_NESTING_DEPTH} levels with one positioned GRM1009`, () => {
    // at the top of the file the 65th `:` is one too deep; in a hook, the block and `effect:` are two levels already
    for (const [chain, top, inHook] of [
      ["a: ", 194, 209],
      ["a b: c; ", 516, 521],
    ] as const) {
      const r = parseText("a.grim", `game adventure\nfoulfate F { effect: ${chain.repeat(1000)}a }\n${chain.repeat(1000)}\n`);
      const deep = r.diagnostics.filter((d) => d.code === "GRM1009");
      expect(deep.map((d) => [d.range.start.line, d.range.start.column, d.range.end.column])).toEqual([
        [2, inHook, inHook + 1],
        [3, top, top + 1],
      ]);
      expect(MAX_NESTING_DEPTH).toBe(64);
    }
  });

  it("comments are kept with their ranges (the formatter and editor need them)", () => {
    const r = parseText("a.grim", "# header\ngame adventure # the game\n");
    expect(r.ast.comments.map((c) => [c.text, c.range.start.line])).toEqual([
      ["# header", 1],
      ["# the game", 2],
    ]);
  });
});

describe("Token vocabulary", () => {
  it("covers every token the lexer produces, so highlighting never misses one", () => {
    const { tokens, groups } = grimLexer.tokenize('game adventure\nset base "B" # c\nx Y { a: 1..2 +3 4, "s" -> z; "open\n}\n');
    const names = new Set(tokenVocabulary.map((t) => t.token));
    for (const t of [...tokens, ...(groups.comments ?? [])]) {
      if (t.tokenType.name === "Newline") continue;
      expect(names.has(t.tokenType.name), t.tokenType.name).toBe(true);
    }
  });
  it("keywords are whole words: `game` is a keyword, `gamer` is a name", () => {
    const kw = tokenVocabulary.find((t) => t.token === "Game")!;
    expect(kw.pattern.test("game")).toBe(true);
    expect(kw.pattern.exec("gamer")).toBeNull();
    expect(keywords).toEqual(["game", "set", "for", "in", "or", "if", "else", "assumed"]);
  });
});
