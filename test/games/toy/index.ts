// The toy game's module: everything the registry, the simulator and replay need.
import type { GameTable } from "../../../core/vocabulary.ts";
import type { GameModule } from "../../../core/game.ts";
import { randomAgent } from "../../../runtime/agents/agents.ts";
import { CoinGame, coinContent, coinReplay, type CoinContent, type CoinOptions } from "./game.ts";

const table = {
  game: "coin-race",
  kinds: [],
  enums: {},
  properties: [],
  windows: [],
  limits: [],
  verbs: [],
  conditions: [],
  queries: [],
  selectors: [],
  rolls: [],
} as unknown as GameTable;

export const coinRaceGame: GameModule<CoinContent, CoinOptions, CoinGame> = {
  meta: { id: "coin-race", displayName: "Coin Race", shortName: "Coin Race" },
  table,
  runtime: {
    createGame: (c, o) => new CoinGame(c, o),
    replay: coinReplay,
    optionsOf: (g) => ({ seed: g.options.seed, players: [...g.options.players] }),
    agents: { random: randomAgent, greedy: () => () => ["2"] },
    invariants: (g) =>
      Object.entries(g.coins)
        .filter(([, n]) => n < 0)
        .map(([p, n]) => `${p} has ${n} coins`),
    settled: () => true,
    bundledContent: async () => coinContent,
    startOptions: (c, { seed, seats }) => ({ seed, players: seats ?? c.players.slice(0, 2) }),
    sim: {
      playerCounts: [1, 2, 3],
      table: (c, i, seed, players) => {
        const n = (players ?? [1, 2, 3])[i % (players ?? [1, 2, 3]).length];
        const seats = c.players.slice(0, n);
        return { seats, options: { seed, players: seats } };
      },
    },
  },
  rulebooks: [],
};
