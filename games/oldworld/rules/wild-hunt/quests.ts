// Wild Hunt quests ("Phase II", a Wild Hunt exploration card's Quest; "Location
// tokens"; "Quest tokens"): a quest card read in Phase II stays face up, a
// location token of its terrain is drawn and kept beside it, and a quest token
// marks that location. In a later Phase II a witcher standing there completes
// it with the card's `quest:` effect; the location token goes back to its
// pile and the quest token is removed. Other quests stay in play.
import { defId } from "../catalog.ts";
import type { ExplorationCardDef } from "../content.ts";
import { canEffect } from "../effect-api.ts";
import type { Engine } from "../engine.ts";
import { runEffect } from "../hook-steps.ts";
import { steps } from "../machine.ts";
import { hunt, oneOrTogether, picked, witcherOption } from "./rules.ts";
import type { HuntQuest } from "./state.ts";

function questOf(e: Engine, q: HuntQuest): NonNullable<ExplorationCardDef["huntQuest"]> {
  return e.cat.exploration(q.card).huntQuest!;
}

/** a quest card is read: its location token is drawn (out of the pile, beside the card) and the quest token placed there */
export function startQuest(e: Engine, card: string): void {
  const quest = e.cat.exploration(card).huntQuest!;
  const pile = e.state.locationTokens[quest.terrain];
  const location = e.drawLocationToken(quest.terrain);
  pile.splice(pile.indexOf(location), 1);
  hunt(e).quests.push({ card, location });
  e.event("hunt-quest", { card: defId(card), location });
}

/** may this witcher complete the quest now: at its location, able to do every step of its effect */
export function canComplete(e: Engine, id: string, q: HuntQuest): boolean {
  if (e.player(id).location !== q.location) return false;
  const can = questOf(e, q).can;
  return !can || canEffect(can, e.ctx(id, defId(q.card)));
}

/** the quests some witcher can complete now */
export function completable(e: Engine): HuntQuest[] {
  return hunt(e).quests.filter((q) => e.state.order.some((id) => canComplete(e, id, q)));
}

/**
 * A witcher there completes the quest (chosen together when several can): its effect, then the location token
 * back to its pile and the quest token off the map ("Return them face-down to the pool when their associated
 * Quest is resolved"). `card`: the quest's card; `by`: the witcher completing it.
 */
export const questCompleted = steps.define<{ card: string; by: string }>("hunt-quest-completed", {
  who(k, f) {
    const e = k.engine;
    const q = hunt(e).quests.find((x) => x.card === f.card)!;
    const able = e.state.order.filter((id) => canComplete(e, id, q));
    oneOrTogether(k, "hunt-quester", able, witcherOption, { card: e.cat.exploration(f.card).id });
  },
  run(k, f, answer) {
    const e = k.engine;
    f.by = picked(answer);
    const def = e.cat.exploration(f.card);
    runEffect(k, def.huntQuest!.run, f.by, def.id);
  },
  done(k, f) {
    const e = k.engine;
    const h = hunt(e);
    const def = e.cat.exploration(f.card);
    const at = h.quests.findIndex((x) => x.card === f.card);
    const q = h.quests[at];
    h.quests.splice(at, 1);
    e.state.locationTokens[def.huntQuest!.terrain].push(q.location);
    e.event("hunt-quest-done", { player: f.by, card: def.id, location: q.location });
  },
});
