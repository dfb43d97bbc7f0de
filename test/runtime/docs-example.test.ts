import { describe, expect, it } from "vitest";
import { firstGame } from "../../runtime/examples/first-game.ts";

describe("docs/runtime.md example", () => {
  it("runs: a hand-driven game, a refused answer, an identical replay and a bot game", () => {
    const out = firstGame();
    expect(out[1]).toMatch(/^refused: illegal answer \["no-such-option"\]/);
    expect(out[2]).toMatch(/^winner hero\.(geralt|triss) with \d+ VP after 3 rounds \(round-limit\)$/);
    expect(out[3]).toMatch(/identical log: true$/);
    expect(out[4]).toMatch(/^bots: /);
  });
});
