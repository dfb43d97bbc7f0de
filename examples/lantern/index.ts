// Lantern Dive as a game module (core/game.ts): its words, link, emitter part
// and runtime. It imports only the generic layers, never another game.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Agent, GameModule } from "../../core/game.ts";
import { GameRegistry } from "../../core/registry.ts";
import { randomAgent } from "../../runtime/agents/agents.ts";
import { ContentError, requireSeats } from "../../runtime/core/errors.ts";
import { lanternEmit } from "./emit.ts";
import { diveTrial } from "./preview.ts";
import { combine, contentFromIR, effectsAsData, linkSet } from "./link.ts";
import { type LanternContent, LanternGame, type LanternOptions, lanternReplay } from "./rules.ts";
import { lantern } from "./vocabulary.ts";

const HERE = dirname(fileURLToPath(import.meta.url));

/** surfaces with 3 pearls in the haul or more; takes the first option it may (a find before surfacing) unless it holds 3 */
function greedy(): Agent<LanternGame> {
  return (decision, game) => {
    const haul = game.haul[decision.who] ?? 0;
    if (decision.type === "dive-or-surface") return [haul >= 3 ? "surface" : "dive"];
    const keys = decision.options.map((o) => o.key);
    return [haul >= 3 ? keys[keys.length - 1] : keys[0]];
  };
}

export const lanternGame: GameModule<LanternContent, LanternOptions, LanternGame> = {
  meta: { id: "lantern", displayName: "Lantern Dive", shortName: "Lantern Dive" },
  table: lantern,
  link: { linkSet, combine, interpreted: effectsAsData },
  emit: lanternEmit,
  runtime: {
    createGame: (content, options, log) => new LanternGame(content, options, log),
    fork: { create: (content, options) => new LanternGame(content, options, { keep: false }), copy: (game) => game.fork() },
    snapshots: {
      take: (game) => game.snapshot(),
      restore: (game, snap) => game.restore(snap as ReturnType<LanternGame["snapshot"]>),
      copy: (game) => game.fork(),
    },
    determinise: (game, seed) => game.determinise(seed),
    replay: lanternReplay,
    optionsOf: (game) => {
      const o: LanternOptions = { seed: game.options.seed, divers: [...game.options.divers] };
      if (game.options.maxRounds !== undefined) o.maxRounds = game.options.maxRounds;
      return o;
    },
    agents: { random: randomAgent, greedy },
    invariants: (game) => {
      const out: string[] = [];
      for (const d of game.options.divers) {
        if (game.banked[d] < 0 || game.haul[d] < 0) out.push(`${d} has ${game.banked[d]} banked and ${game.haul[d]} in the haul`);
      }
      const copies = game.content.cards.reduce((n, c) => n + c.copies, 0);
      const placed = game.state.deck.length + game.state.discard.length;
      if (game.pending?.type === "dive-or-surface" && placed !== copies) out.push(`${placed} cards in the deck and discard, ${copies} in the content`);
      return out;
    },
    settled: (game) => !game.pending || game.pending.type === "dive-or-surface",
    // no committed build: the folder's .grim files, checked and linked by the interpreter
    bundledContent: async () => {
      const { Workspace } = await import("../../compiler/workspace.ts");
      const ws = new Workspace(new GameRegistry().register(lanternGame));
      for (const f of readdirSync(HERE).filter((n) => n.endsWith(".grim"))) ws.setFile(f, readFileSync(join(HERE, f), "utf8"));
      const { program, diagnostics } = ws.check();
      const errors = diagnostics.filter((d) => d.severity === "error");
      if (errors.length > 0) throw new ContentError(`Lantern Dive's sources have errors: ${errors.map((d) => d.message).join("; ")}`);
      return contentFromIR(program.sets);
    },
    startOptions: (content, { seed, seats, maxRounds }) => {
      const divers = seats ?? content.divers.slice(0, 2).map((d) => d.id);
      requireSeats(divers, content.divers, { one: "diver", many: "divers" });
      return { seed, divers, maxRounds };
    },
    sim: {
      playerCounts: [1, 2, 3],
      table: (content, i, seed, players, limits) => {
        const counts = players ?? [1, 2, 3];
        const n = Math.min(counts[i % counts.length], content.divers.length);
        const ids = content.divers.map((d) => d.id);
        const seats = Array.from({ length: n }, (_, k) => ids[(i + k) % ids.length]);
        return { seats, options: { seed, divers: seats, maxRounds: limits.maxRounds } };
      },
      scores: (game) => ({ ...game.banked }),
    },
  },
  previews: { dive: diveTrial },
  rulebooks: [],
};
