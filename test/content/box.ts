// The base box's component list ("Components") as counts of one set's content,
// so content added beside the base game in sets of its own is not counted against it.

import type { AdventureContent } from "../../games/adventure/rules/content.ts";

export const BASE_SET = "base";

export interface BoxCounts {
  quests: Record<string, number>;
  investigation: Record<"red" | "blue" | "purple", number>;
  foulFate: number;
  goodFortune: number;
  development: Record<string, number>;
  companions: number;
  monsters: Record<"bronze" | "silver" | "gold", number>;
}

/** "48 Quest Cards", "120 Investigation Cards (40 Diplomacy, 40 Magic, 40 Combat)", "40 Foul Fate Cards", … */
export const BASE_BOX: BoxCounts = {
  quests: { "quest.combat": 16, "quest.magic": 16, "quest.diplomacy": 16 },
  investigation: { red: 40, blue: 40, purple: 40 },
  foulFate: 40,
  goodFortune: 20,
  development: { geralt: 15, triss: 15, dandelion: 15, yarpen: 15 },
  companions: 4,
  monsters: { bronze: 11, silver: 11, gold: 8 },
};

/** what one set of the content holds, counted the way the box lists it (cards by copies) */
export function boxCounts(content: AdventureContent, set: string = BASE_SET): BoxCounts {
  const cards = content.cards.filter((c) => c.set === set);
  const copiesIn = (deck: string) => cards.filter((c) => c.deck === deck).reduce((n, c) => n + c.copies, 0);
  const quests: Record<string, number> = {};
  for (const q of content.quests.filter((x) => x.set === set)) quests[q.deck] = (quests[q.deck] ?? 0) + 1;
  const monsters = content.monsters.filter((m) => m.set === set);
  const ofType = (t: string) => monsters.filter((m) => m.type === t).reduce((n, m) => n + m.copies, 0);
  return {
    quests,
    investigation: { red: copiesIn("investigation.red"), blue: copiesIn("investigation.blue"), purple: copiesIn("investigation.purple") },
    foulFate: copiesIn("foulfate"),
    goodFortune: copiesIn("goodfortune"),
    development: Object.fromEntries(["geralt", "triss", "dandelion", "yarpen"].map((h) => [h, copiesIn(`development.${h}`)])),
    companions: cards.filter((c) => c.kind === "companion").reduce((n, c) => n + c.copies, 0),
    monsters: { bronze: ofType("bronze"), silver: ofType("silver"), gold: ofType("gold") },
  };
}
