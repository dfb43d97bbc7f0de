// A simple greedy bot: complete quests when it can, otherwise head for the
// main quest's location gathering leads, fight with everything it has.
import type { Answer, Decision } from "../core/decision.ts";
import type { AdventureGame } from "../adventure/game.ts";

const OPERATION_ORDER = ["main", "side:", "support:", "exchange:", "use:"];

function distances(game: AdventureGame, from: string): Map<string, number> {
  const cat = game.engine.cat;
  const dist = new Map([[from, 0]]);
  const queue = [from];
  while (queue.length) {
    const at = queue.shift()!;
    for (const next of cat.adjacentLocations(at))
      if (!dist.has(next)) {
        dist.set(next, dist.get(at)! + 1);
        queue.push(next);
      }
  }
  return dist;
}

function questLocation(game: AdventureGame, hero: string): string | null {
  const q = game.state.heroes[hero].quest;
  return q ? game.engine.cat.quest(q.card).main.location : null;
}

/** how often the bot used each card hook this turn: a free unlimited card must not hold it for ever */
const usesThisTurn = new WeakMap<AdventureGame, { turn: number; uses: Map<string, number> }>();

function fresh(game: AdventureGame, key: string): boolean {
  let u = usesThisTurn.get(game);
  if (!u || u.turn !== game.state.turn) {
    u = { turn: game.state.turn, uses: new Map() };
    usesThisTurn.set(game, u);
  }
  const n = u.uses.get(key) ?? 0;
  if (n >= 3) return false;
  u.uses.set(key, n + 1);
  return true;
}

export function greedyAnswer(d: Decision, game: AdventureGame): Answer {
  const keys = d.options.map((o) => o.key);
  const has = (k: string) => keys.includes(k);
  const first = (prefixes: string[]) => {
    for (const p of prefixes) {
      const k = keys.find((x) => (x === p || (p.endsWith(":") && x.startsWith(p))) && (!x.startsWith("use:") || fresh(game, x)));
      if (k) return k;
    }
    return null;
  };
  const h = game.state.heroes[d.who];
  switch (d.type) {
    case "choose-operation":
      return [first(OPERATION_ORDER) ?? "done"];
    case "complete-side-quest":
      return [keys[0]];
    case "modify-results":
      return [first(["trade", "use:"]) ?? "done"];
    case "trade-accept":
      return ["decline"];
    case "choose-action": {
      const target = questLocation(game, d.who);
      const wounds = Object.keys(h.wounds).length;
      if (has("rest") && wounds >= 2) return ["rest"];
      if (target && target !== h.location && has("travel")) return ["travel"];
      for (const a of ["investigate", "brew", "prepare", "sing", "command", "develop", "travel", "rest"]) if (has(a)) return [a];
      return [keys[0]];
    }
    case "choose-route": {
      const target = questLocation(game, d.who);
      if (!target) return [keys[0]];
      const dist = distances(game, target);
      let best = keys[0];
      let bestD = Infinity;
      for (const k of keys) {
        const dest = k.split("|").pop()!.split("~");
        // a route key ends with "<a>~<b>": the destination is whichever end is not where the last leg started
        const d2 = Math.min(...dest.map((x) => dist.get(x.replace(/^.*:/, "")) ?? Infinity));
        if (d2 < bestD) {
          bestD = d2;
          best = k;
        }
      }
      return [best];
    }
    default: {
      if (keys.includes("pass") && d.type.startsWith("window:")) return [fresh(game, keys[0]) ? keys[0] : "pass"];
      const min = d.pick?.min ?? 1;
      return keys.slice(0, Math.max(min, 1));
    }
  }
}
