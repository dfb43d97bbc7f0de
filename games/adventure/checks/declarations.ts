// What the Adventure Game's content module expects of one entity's properties (games/adventure/rules/content.ts):
// the decks its cards go to, the defaults a designer may leave out, and a die's six faces.
import type { DeclarationRules } from "../../../core/game.ts";
import type { Item } from "../../../core/ast.ts";
import type { PropValue } from "../../../core/ir.ts";
import { diagnostic } from "../../../core/diagnostics/registry.ts";
import { kebab } from "../../../core/names.ts";

const CARD_KINDS = ["investigation", "foulfate", "goodfortune", "development", "companion"];

const isWord = (it: Item | undefined, w: string) => !!it && it.kind === "word" && it.lower === w;

export const adventureDeclarations: DeclarationRules = {
  finish(e, decl, { diagnostics, named, bodies }) {
    const p = e.props;
    const slug = e.id.slice(e.kind.length + 1);
    if (CARD_KINDS.includes(e.kind)) {
      const owner = p.hero && typeof p.hero === "object" && "id" in p.hero ? String(p.hero.id).split(".")[1] : null;
      p.deck = e.kind === "investigation" ? `investigation.${p.deck ?? "any"}` : owner ? `${e.kind}.${owner}` : e.kind;
      p.traits ??= [];
      p.copies ??= 1;
      p.keep ??= "none";
    }
    if (e.kind === "monster") p.copies ??= 1;
    if (e.kind === "quest") {
      if (p.deck !== undefined) p.deck = `quest.${p.deck}`;
      // a side quest whose whole requirement is `go to <location>` names where the hero must go
      const goTos = bodies("side").map((c) => {
        const single = c.body?.length === 1 && !c.body[0].colon ? c.body[0].phrase.items : null;
        const word = single && isWord(single[0], "go") && isWord(single[1], "to") && single[2]?.kind === "word" ? single[2] : null;
        return word ? named("location", word.text) : null;
      });
      const side = (p.side as Record<string, PropValue>[] | undefined) ?? [];
      p.side = side.map((s, i) => {
        const at = goTos[i];
        return at ? { ...s, goTo: { kind: "ref", id: at } } : { ...s };
      });
      if (p.main && typeof p.main === "object" && !Array.isArray(p.main)) {
        const main = p.main as Record<string, PropValue>;
        p.main = Object.fromEntries(Object.entries(main).sort(([a], [b]) => (a < b ? -1 : 1)));
      }
    }
    if (e.kind === "hero") {
      if (Array.isArray(p.actions)) p.actions = p.actions.map((a) => ({ name: a, woundable: a !== "rest" }));
      p.armour ??= 0;
      p.developmentDeck ??= `development.${slug}`;
    }
    if (e.kind === "location") {
      p.leads ??= [];
      p.heart ??= false;
    }
    if (e.kind === "region") {
      p.adjacent ??= [];
      p.colour ??= kebab(e.name);
    }
    if (e.kind === "die") {
      const faces = (p.faces as Record<string, PropValue>[] | undefined) ?? [];
      p.faces = faces.map((f) => {
        const results = (f.results as string[] | undefined) ?? [];
        return { name: results.length ? results.join("-") : "blank", results };
      });
      if (faces.length !== 6)
        diagnostics.push(diagnostic("GRM3017", decl.headerRange, `${e.name} has ${faces.length} face${faces.length === 1 ? "" : "s"}; a die has six.`));
    }
  },
};
