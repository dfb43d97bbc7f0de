// `grimoire lsp` plays the workspace's scenarios once it checks without errors and publishes each failing
// expectation with the other diagnostics, at the expectation's range, in the words `grimoire test` prints; a fix
// clears it, and a scenario stopped at the decision limit is its own diagnostic. Driven over JSON-RPC on stdio, on a
// copy of the bundled Adventure content and its catalogues.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LspSession } from "./lsp-session.ts";

let lsp: LspSession;
const published: LspSession["published"] = (file, ok) => lsp.published(file, ok);
const open = (rel: string, text: string) => lsp.open(rel, text);
const change = (rel: string, text: string) => lsp.change(rel, text);

const rest = (gold: number) => `game adventure

scenario "Geralt rests at Novigrad" {
  given {
    hero Geralt { at Novigrad; gold 2; minor wound on travel }
    hero Triss
  }
  when { answer rest }
  then {
    Geralt has 0 wounds
    Geralt has ${gold} gold
  }
}
`;

beforeAll(async () => {
  lsp = new LspSession("grimoire-lsp-scenarios-");
  await lsp.initialize();
}, 30_000);

afterAll(() => lsp?.close());

describe("grimoire lsp: scenarios", () => {
  const file = "content/scenarios/rest.grim";

  it("a failing expectation is published at its range with what was expected and what happened instead", async () => {
    open(file, rest(3));
    const [d] = await published(file, (ds) => ds.length > 0);
    // `Geralt has 3 gold` on line 11, column 5 (0-based: 10, 4)
    expect(d).toMatchObject({ code: "GRM3105", severity: 2, range: { start: { line: 10, character: 4 }, end: { line: 10, character: 21 } } });
    expect(d.message).toMatch(/^expected Geralt of Rivia to have 3 gold, but Geralt of Rivia has 2\nthe log's last lines:\n {2}/);
    expect(d.message).toContain("Geralt of Rivia heals the minor wound on travel (rest)");
  }, 30_000);

  it("fixing the expected number clears it", async () => {
    change(file, rest(2));
    await published(file, (ds) => ds.length === 0);
  }, 30_000);

  it("a scenario whose decisions loop is stopped at the decision limit and said at its play step", async () => {
    const loop = 'game adventure\nscenario "to the end" {\n  given { hero Geralt; hero Triss }\n  when { play to the end }\n  then { the game ends }\n}\n';
    change(file, loop);
    const ds = await published(file, (d) => d.some((x) => x.code === "GRM3106"));
    expect(ds).toHaveLength(1);
    expect(ds[0].range.start).toEqual({ line: 3, character: 9 });
    expect(ds[0].message).toMatch(/^the game did not end within 20,000 decisions; waiting: /);
  }, 30_000);

  it("while the workspace has errors, scenarios are not played: only the errors are published", async () => {
    change(file, rest(3).replace("hero Triss", "hero Trss"));
    const ds = await published(file, (d) => d.some((x) => x.code === "GRM2001"));
    expect(ds.map((d) => d.code)).not.toContain("GRM3105");
  }, 30_000);
});
