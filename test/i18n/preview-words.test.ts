// The card preview speaks the designer's words, never the compiler's field
// names: what an entity marks `assumed` ("exchangeRate", "routes[3]",
// "main.enemy", a hook's window) and the facts of an entity without a card face
// are labelled from the catalogues, in English and Romanian, for every entity
// of the bundled content of both games; so is what the fight preview's "What
// changed" lists.

import { readFileSync } from "node:fs";
import path from "node:path";
import { parse, SelectExpression, type Message } from "@fluent/syntax";
import { beforeAll, describe, expect, it } from "vitest";
import { collectGrimFiles } from "../../compiler/cli/node-host.ts";
import { GameText } from "../../compiler/i18n/game-text.ts";
import { windowMessageId } from "../../compiler/i18n/message-ids.ts";
import type { EntityIR, Game } from "../../core/ir.ts";
import type { GameLayout } from "../../compiler/render/layout.ts";
import { hasFace } from "../../compiler/render/face.ts";
import { Workspace } from "../../compiler/workspace.ts";
import { PreviewSession } from "../../editor/adapters/preview-session.ts";
import { previewContent } from "../../editor/adapters/runtime.ts";
import { fightTrial } from "../../games/oldworld/preview/fight-trial.ts";
import { ftlFiles, ROOT, rulesCatalogue } from "./helpers.ts";
import { games } from "../../games/registry.ts";

const LOCALES = ["en", "ro"] as const;
/** bookkeeping the preview does not list as facts (card-preview.ts) */
const HIDDEN = new Set(["original", "assumed", "flavour", "name"]);

let entities: EntityIR[] = [];

beforeAll(() => {
  const ws = new Workspace(games);
  for (const f of collectGrimFiles([path.join(ROOT, "content")]).files) ws.setFile(path.relative(ROOT, f), readFileSync(f, "utf8"));
  entities = ws.check().program.sets.flatMap((s) => s.entities);
}, 60_000);

/** The keys a select message of a locale has variants for (its `*[other]` default aside). */
function variantKeys(locale: string, id: string): Set<string> {
  const keys = new Set<string>();
  for (const f of ftlFiles(locale)) {
    for (const entry of parse(f.text, {}).body) {
      if (entry.type !== "Message" || (entry as Message).id.name !== id) continue;
      for (const el of (entry as Message).value?.elements ?? []) {
        if (el.type !== "Placeable" || !(el.expression instanceof SelectExpression)) continue;
        for (const v of el.expression.variants) if (!v.default) keys.add(v.key.type === "Identifier" ? v.key.name : String(v.key.value));
      }
    }
  }
  return keys;
}

const factMessage = (game: Game) => (game === "oldworld" ? "ow-card-fact" : "card-fact");

/** the field names an `assumed` entry uses ("main.enemy": main and enemy), unless it names a window */
function fieldsOf(entry: string, windows: Set<string>): string[] {
  const m = /^([\w-]+)(?:\[\d+\])?(?:\.(\w+))?$/.exec(entry);
  if (!m) return [entry];
  const [, name, , key] = m;
  const own = entry === name && windows.has(windowMessageId(name)) ? [] : [name];
  return key ? [...own, key] : own;
}

describe("the card preview names what is assumed and its facts in the designer's words", () => {
  for (const locale of LOCALES) {
    it(`every field an \`assumed\` mark or a face-less entity's fact names has a label in card-fact / ow-card-fact (${locale})`, () => {
      const cat = rulesCatalogue(locale);
      const windows = new Set([...ftlFiles("en").flatMap((f) => [...f.text.matchAll(/^(window-[\w-]+) =/gm)].map((m) => m[1]))]);
      const layouts = Object.fromEntries(
        (["adventure", "oldworld"] as const).map((g) => [g, JSON.parse(readFileSync(path.join(ROOT, `content/layouts/${g}.json`), "utf8")) as GameLayout]),
      );
      const missing = new Set<string>();
      for (const game of ["adventure", "oldworld"] as const) {
        const labelled = variantKeys(locale, factMessage(game));
        for (const e of entities.filter((x) => x.game === game)) {
          const fields = ((e.props.assumed as string[] | undefined) ?? []).flatMap((a) => fieldsOf(a, windows));
          const layout = layouts[game];
          if (!hasFace(layout, e.kind))
            fields.push(
              ...Object.keys(e.props)
                .filter((k) => !HIDDEN.has(k))
                .slice(0, 6),
            );
          for (const f of fields) if (!labelled.has(f.replace(/[.:]/g, "-"))) missing.add(`${game} ${f} (${e.kind})`);
        }
      }
      expect([...missing].sort()).toEqual([]);
      expect(cat.has(factMessage("adventure"))).toBe(true);
    });

    it(`the preview's line for an assumed Adventure hero and an Old World fight card (${locale})`, () => {
      const cat = rulesCatalogue(locale);
      const line = (id: string, game: Game) => new GameText(game, cat).provenance(entities.find((e) => e.id === id && e.game === game)!.props);
      const geralt = line("hero.geralt", "adventure")!;
      const fight = line("fightcard.fight-2", "oldworld")!;
      for (const text of [geralt, fight]) expect(text).not.toMatch(/[a-z][A-Z]|[[\].]|\bassumed:/);
      if (locale === "en") {
        expect(geralt).toBe("Assumed values, not in the sources: exchange rate, gold, start, and success");
        expect(fight).toBe("Assumed values, not in the sources: bite and charge");
      } else {
        expect(geralt).toMatch(/^Valori presupuse, care nu apar în surse: /);
        expect(geralt).toContain("rata de schimb");
      }
    });
  }

  for (const locale of LOCALES) {
    it(`the fight preview's "What changed" names the witcher and what changed, never a state path (${locale})`, () => {
      const ws = new Workspace(games);
      for (const f of collectGrimFiles([path.join(ROOT, "content/oldworld")]).files) ws.setFile(path.relative(ROOT, f), readFileSync(f, "utf8"));
      const content = previewContent(games, fightTrial, ws.check().program).content!;
      const words = new GameText("oldworld", rulesCatalogue(locale));
      const labelled = variantKeys(locale, "ow-fight-change");
      const fight = new PreviewSession(() => fightTrial.start(content, { witcher: "witcher.wolf-witcher", monster: "monster.foglet", seed: 3 }));
      while (fight.pending) fight.answer(fight.pending.options.slice(0, Math.max(1, fight.pending.pick?.min ?? 1)).map((o) => o.key));
      const rows = fight.diff();
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) {
        const field = r.path.startsWith("witcher.wolf-witcher.") ? r.path.slice("witcher.wolf-witcher.".length) : r.path;
        expect(labelled.has(field), `${r.path} has a label`).toBe(true);
        const row = words.fightChange(r.path, "witcher.wolf-witcher", r.before, r.after);
        expect(row.what).not.toContain("witcher.wolf-witcher");
        expect(`${row.what} ${row.before} ${row.after}`).not.toMatch(/[a-z][A-Z]|monster\.|"/);
      }
    });
  }
});
