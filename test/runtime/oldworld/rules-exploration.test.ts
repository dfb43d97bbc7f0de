// Exploration decks on the bundled content (content/oldworld/exploration.grim):
// "Card counts … City exploration 36; Wilds exploration 36" and "Exploration
// [C]: … the active player picks" (old-world-base-facts.md).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { content } from "../../../content/generated/oldworld.ts";
import { phaseTwo } from "../../../games/oldworld/rules/turn.ts";
import { ROOT } from "../../content/oldworld/bundled.ts";
import { OwTable } from "./table.ts";

const WOLF = "witcher.wolf-witcher";

describe("Old World exploration decks (bundled content)", () => {
  it("Card counts: the city and the wilds exploration decks hold 36 cards each at setup, every face written new (`original`) with at least two options", () => {
    const t = new OwTable({ witchers: [WOLF] }, {}, content);
    expect(t.e.state.exploration.city).toHaveLength(36);
    expect(t.e.state.exploration.wilds).toHaveLength(36);
    // the city and wilds decks (a Wild Hunt quest card may have no option: its quest is what it asks)
    for (const x of content.explorations.filter((c) => c.deck === "city" || c.deck === "wilds")) {
      expect(x.original, x.id).toBe(true);
      expect(x.options.length, x.id).toBeGreaterThanOrEqual(2);
    }
  });

  it("Card counts: every exploration card has its name and flavour in the Romanian catalogue", () => {
    const ro = readFileSync(join(ROOT, "content/i18n/ro/oldworld-core.ftl"), "utf8");
    // the base game's decks (the Adventure Pack's cards and the Wild Hunt's stages are in their own catalogues)
    for (const x of content.explorations.filter((c) => !c.expansion && (c.deck === "city" || c.deck === "wilds"))) {
      const key = x.id.replace("exploration.", "oldworld__exploration__");
      expect(ro, x.id).toContain(`${key}__name = `);
      expect(ro, x.id).toContain(`${key}__flavour = `);
    }
  });

  it("Exploration: drawing a card of the deck of the location, the active player picks one of its options; 36 explorations of one deck go through every face", () => {
    const t = new OwTable({ witchers: [WOLF] }, {}, content);
    const p = t.player(WOLF);
    p.location = "location.novigrad";
    const seen = new Set<string>();
    for (let i = 0; i < 36; i++) {
      p.gold = 10;
      t.setHand(WOLF, ["action.thrust", "action.aard", "action.quick-slash"]);
      const at = t.e.log.events.length;
      t.run(phaseTwo(WOLF), { "phase-2": "explore" });
      const ev = t.e.log.events.slice(at).find((e) => e.type === "explore")!;
      expect(ev.deck).toBe("city");
      seen.add(ev.card as string);
    }
    expect(seen.size).toBe(content.explorations.filter((x) => x.deck === "city" && !x.expansion).length);
  });
});
