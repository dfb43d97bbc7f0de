// The editor's sentences told by id (editor/said.ts): every message id the editor's code names is in the
// English and the Romanian editor catalogues, with the arguments the code gives; the reasons the content
// cannot be played, which the CLI and the tests read in English (editor/adapters/runtime.ts), say the same
// as the English catalogue says for the page; the file API's English is the catalogue's.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { FluentBundle, FluentResource } from "@fluent/bundle";
import { describe, expect, it } from "vitest";
import type { AnyGameModule } from "../../core/game.ts";
import type { ProgramIR } from "../../core/ir.ts";
import { gameContent } from "../../editor/adapters/runtime.ts";
import { type Said, sayWith } from "../../editor/said.ts";
import { ContentFiles, ContentPathError } from "../../editor/server/content-files.ts";
import { games } from "../../games/registry.ts";
import { I18N } from "./helpers.ts";

const EDITOR = path.resolve(I18N, "../../editor");

function bundle(locale: string): FluentBundle {
  const b = new FluentBundle(locale, { useIsolating: false });
  b.addResource(new FluentResource(readFileSync(path.join(I18N, locale, "editor.ftl"), "utf8")));
  return b;
}

function say(b: FluentBundle, said: Said | string): string {
  return sayWith((id, args) => {
    const m = b.getMessage(id);
    if (!m?.value) throw new Error(`no message ${id}`);
    const errors: Error[] = [];
    const out = b.formatPattern(m.value, args, errors);
    if (errors.length) throw new Error(`${id}: ${errors.map((e) => e.message).join("; ")}`);
    return out;
  }, said);
}

/** the editor's code, every .ts file under editor/ */
function editorSources(dir = EDITOR): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return editorSources(p);
    return e.name.endsWith(".ts") ? [{ file: path.relative(EDITOR, p), text: readFileSync(p, "utf8") }] : [];
  });
}

describe("the editor's sentences told by id", () => {
  const en = bundle("en");
  const ro = bundle("ro");

  it("every message id the editor's code names is in the English and the Romanian editor catalogues", () => {
    const missing: string[] = [];
    for (const { file, text } of editorSources()) {
      for (const [, id] of text.matchAll(/"(editor-[a-z0-9-]+)"/g)) {
        for (const [locale, b] of [
          ["en", en],
          ["ro", ro],
        ] as const)
          if (!b.hasMessage(id)) missing.push(`${file}: ${id} (${locale})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("why the content cannot be played: the English the CLI reads is the English catalogue's sentence", () => {
    const oldworld = games.get("oldworld");
    const unlinked = { ...oldworld, link: undefined } as AnyGameModule;
    const failing = {
      ...oldworld,
      link: {
        ...oldworld.link!,
        linkSet: () => {
          throw new Error("monster.x: no level");
        },
      },
    } as AnyGameModule;
    // a program per case: the results are kept per program and game
    const program = () => ({ sets: [{ game: "oldworld", entities: [] }] }) as unknown as ProgramIR;
    const cases = [
      gameContent(oldworld, null),
      gameContent(oldworld, { sets: [] } as unknown as ProgramIR),
      gameContent(unlinked, program()),
      gameContent(failing, program()),
    ];
    expect(cases.map((c) => c.error)).toEqual([
      "The content has not been checked yet.",
      "No Old World sets in content/.",
      "The Witcher: Old World is checked, not played.",
      "The content cannot be played yet: monster.x: no level",
    ]);
    for (const c of cases) {
      expect(c.said).not.toBeNull();
      expect(say(en, c.said!)).toBe(c.error);
      expect(say(ro, c.said!)).not.toBe(c.error);
    }
  });

  it("a refusal of the file API: its English message is the English catalogue's, and Romanian has its own", async () => {
    const files = new ContentFiles(path.join(I18N, ".."));
    const refused = await files.write("../x.grim", "x", null).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ContentPathError);
    const said = (refused as ContentPathError).said;
    expect(said).toEqual({ id: "editor-file-dotdot", args: { path: "../x.grim" } });
    expect(say(en, said)).toBe((refused as Error).message);
    expect(say(ro, { id: "editor-save-failed", args: { file: "../x.grim", reason: said } })).toBe(
      "../x.grim nu a putut fi salvat: Se pot salva numai fișierele din content/; ../x.grim iese din el cu „..”.",
    );
  });
});
