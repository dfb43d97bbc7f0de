// The editor's column panels in Romanian, read against the English catalogues as the full-size views are
// (test/e2e/visible-words.ts): the card panel, the battle odds and the translation table show no English word
// but names, the table's English column and its ids aside. The same check on the English panels finds their
// words, so it reads what is on screen. Then what goes wrong, provoked as a designer meets it: a save the file
// API refuses, a file it will not create, content that cannot be played, replay files that are not one or are
// of other content, the checker stopping; each told in Romanian, with no English word but names.
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { recordReplay } from "../../editor/adapters/replay.ts";
import { games } from "../../games/registry.ts";
import { bundled } from "../content/bundled.ts";
import { editorOverBundledContent } from "./harness.ts";
import { panel } from "./panels.ts";
import { englishLeftIn, englishWordsIn } from "./visible-words.ts";

const editor = editorOverBundledContent();

type Hooks = { grimoire: { store: { locale: string; changed(): void } } };

/** the page's store and language worker, as the page's test hooks give them (window.grimoire) */
type Grimoire = {
  store: {
    active: string | null;
    docs: Map<string, { text: string }>;
    check: { program: { sets: { game: string }[] } } | null;
    error: unknown;
    edit(path: string, text: string): void;
    setCheck(result: unknown): void;
    changed(): void;
  };
  metrics: { sentVersion: number };
  client: { update(path: string, text: string | null, version: number): Promise<void> };
};

async function setLocale(page: Page, locale: string): Promise<void> {
  await page.evaluate((l) => {
    const store = (window as unknown as Hooks).grimoire.store;
    store.locale = l;
    store.changed();
  }, locale);
  await page.waitForFunction(
    (l) =>
      document.querySelector(".panel-tabs button[data-panel='card']")?.textContent?.trim() !== "" && (window as unknown as Hooks).grimoire.store.locale === l,
    locale,
  );
}

describe("editor: the column panels in Romanian", () => {
  it("the card panel: a monster's card, its flip button and the fit check, no English word but names", async () => {
    const page = editor.session.page;
    await panel(page, "card");
    await page.selectOption("#card-entity", "monster.alghoul");
    await page.waitForSelector('.card[data-entity="monster.alghoul"] .card-face svg');
    await page.click("#fit-check");
    await page.waitForSelector("#fit-report");
    expect((await englishLeftIn(page, "ro", ".side")).length).toBeGreaterThan(0);
    await setLocale(page, "ro");
    expect(await englishLeftIn(page, "ro", ".side")).toEqual([]);
    await setLocale(page, "en");
  });

  it("the battle odds: the enemy, the reroll, the table and what is counted, no English word but names", async () => {
    const page = editor.session.page;
    await panel(page, "odds");
    await page.waitForSelector("#odds-table");
    await page.selectOption("#odds-rerolls", "2");
    expect((await englishLeftIn(page, "ro", ".side")).length).toBeGreaterThan(0);
    await setLocale(page, "ro");
    expect(await englishLeftIn(page, "ro", ".side")).toEqual([]);
    await setLocale(page, "en");
  });

  it("the translation table: its bar, headings, statuses and notes, no English word but names and the English column", async () => {
    const page = editor.session.page;
    await panel(page, "translations");
    await page.waitForSelector(".tr-table");
    // what shows the English by design: the source column, the ids, the catalogues' file names, the sources' notes
    const skip = "td.en, td.id, textarea, .tr-was q, .tr-notes, #tr-file";
    expect((await englishLeftIn(page, "ro", ".side", skip)).length).toBeGreaterThan(0);
    await setLocale(page, "ro");
    expect(await englishLeftIn(page, "ro", ".side", skip)).toEqual([]);
    await setLocale(page, "en");
    expect(editor.session.consoleErrors).toEqual([]);
  });
});

describe("editor: what goes wrong, told in Romanian", () => {
  it("a save the file API refuses (the file on disk replaced by a link out of content/): the bar says why, in English and then in Romanian", async () => {
    const page = editor.session.page;
    const rel = await page.evaluate(() => (window as unknown as { grimoire: Grimoire }).grimoire.store.active);
    expect(rel).toMatch(/\.grim$/);
    const disk = path.join(editor.session.contentDir, rel!);
    const original = await fs.readFile(disk, "utf8");
    const outside = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "grimoire-outside-")), "elsewhere.grim");
    await fs.writeFile(outside, original);
    await fs.rm(disk);
    await fs.symlink(outside, disk);
    try {
      await page.evaluate((p) => {
        const store = (window as unknown as { grimoire: Grimoire }).grimoire.store;
        store.edit(p, `${store.docs.get(p)!.text}\n`);
      }, rel!);
      await page.click("#save");
      await page.waitForSelector(".error-bar");
      expect(await page.textContent(".error-bar")).toBe(
        `Could not save ${rel}: Only files inside content/ can be saved; ${rel} points outside it through a link.`,
      );
      expect((await englishLeftIn(page, "ro", "header.bar")).length).toBeGreaterThan(0);
      await setLocale(page, "ro");
      expect(await page.textContent(".error-bar")).toBe(
        `${rel} nu a putut fi salvat: Se pot salva numai fișierele din content/; ${rel} duce în afara lui printr-o legătură.`,
      );
      expect(await englishLeftIn(page, "ro", "header.bar")).toEqual([]);
    } finally {
      await fs.rm(disk);
      await fs.writeFile(disk, original);
      await fs.rm(path.dirname(outside), { recursive: true, force: true });
      await page.evaluate(
        ([p, text]) => {
          const store = (window as unknown as { grimoire: Grimoire }).grimoire.store;
          store.edit(p, text);
          store.error = null;
          store.changed();
        },
        [rel!, original] as const,
      );
      await setLocale(page, "en");
    }
    expect(await fs.readFile(disk, "utf8")).toBe(original);
  });

  it("a file the file API will not create (a path out of content/, a file that is not .grim or .ftl), in Romanian", async () => {
    const page = editor.session.page;
    await setLocale(page, "ro");
    for (const [file, reason] of [
      ["../x.grim", "Se pot salva numai fișierele din content/; ../x.grim iese din el cu „..”."],
      ["adventure/notes.txt", "Aici se pot edita numai fișiere .grim și .ftl: adventure/notes.txt"],
    ]) {
      await page.fill("#new-file-path", file);
      await page.click(".new-file button[type=submit]");
      await page.waitForFunction((f) => document.querySelector(".error-bar")?.textContent?.startsWith(f), file);
      expect(await page.textContent(".error-bar")).toBe(`${file} nu a putut fi creat: ${reason}`);
      expect(await englishLeftIn(page, "ro", "header.bar")).toEqual([]);
    }
    await page.fill("#new-file-path", "");
    await page.evaluate(() => {
      const store = (window as unknown as { grimoire: Grimoire }).grimoire.store;
      store.error = null;
      store.changed();
    });
    await setLocale(page, "en");
  });

  it("content that cannot be played (no Old World sets): the fight panel and the replay recorder say so in Romanian", async () => {
    const page = editor.session.page;
    // the check as it would come of content with no Old World sources; the next check puts the real one back
    await page.evaluate(() => {
      const store = (window as unknown as { grimoire: Grimoire }).grimoire.store;
      const check = store.check!;
      (window as unknown as { realCheck: unknown }).realCheck = check;
      store.setCheck({ ...check, program: { ...check.program, sets: check.program.sets.filter((s) => s.game !== "oldworld") } });
    });
    try {
      await panel(page, "fight");
      await page.waitForSelector("#content-unplayable");
      expect(await page.textContent("#content-unplayable")).toBe("No Old World sets in content/.");
      expect((await englishLeftIn(page, "ro", ".side")).length).toBeGreaterThan(0);
      await setLocale(page, "ro");
      expect(await page.textContent("#content-unplayable")).toBe("Nu există seturi Old World în content/.");
      expect(await englishLeftIn(page, "ro", ".side")).toEqual([]);
      await panel(page, "replay");
      await page.selectOption("#replay-game", "oldworld");
      await page.click("#replay-record");
      await page.waitForSelector("#replay-error");
      expect(await page.textContent("#replay-error")).toBe("Nu există seturi Old World în content/.");
      expect(await englishLeftIn(page, "ro", ".side")).toEqual([]);
    } finally {
      await page.evaluate(() => {
        const w = window as unknown as { grimoire: Grimoire; realCheck: unknown };
        w.grimoire.store.setCheck(w.realCheck);
      });
      await setLocale(page, "en");
    }
  });

  it("replay files the viewer cannot step through: not JSON, not a replay, of other content; each in Romanian", async () => {
    const page = editor.session.page;
    await panel(page, "replay");
    await setLocale(page, "ro");
    const open = async (name: string, text: string) => {
      await page.setInputFiles("#replay-file", { name, mimeType: "application/json", buffer: Buffer.from(text) });
      await page.waitForFunction((n) => document.querySelector("#replay-error")?.textContent?.startsWith(`${n}:`), name);
      return (await page.textContent("#replay-error"))!;
    };
    expect(await open("notes.json", "not json")).toBe("notes.json: nu este un fișier de reluare: un fișier de reluare este JSON");
    expect(await englishLeftIn(page, "ro", ".side")).toEqual([]);
    expect(await open("other.json", '{"format": "something else"}')).toBe(
      'other.json: nu este un fișier de reluare: "format" trebuie să fie "grimoire-replay"',
    );
    expect(await englishLeftIn(page, "ro", ".side")).toEqual([]);
    const { content } = bundled();
    const file = recordReplay(games.get("adventure"), content, { seed: 3, seats: content.heroes.slice(0, 2).map((h) => h.id), maxRounds: 1 });
    // recorded with a set this content lacks: the sets are ids of the content, shown as they are
    const sets = await open("sets.json", JSON.stringify({ ...file, sets: [...file.sets, "zzz"] }));
    expect(sets).toBe(
      `sets.json: Reluarea a fost înregistrată cu seturile [${[...file.sets, "zzz"].join(", ")}]; conținutul de aici are [${file.sets.join(", ")}].`,
    );
    const setIds = new Set([...file.sets, "zzz"]);
    expect((await englishLeftIn(page, "ro", ".side")).filter((w) => !setIds.has(w.split(" ")[0]))).toEqual([]);
    // answers past the end of the game: recorded on other content
    const n = file.answers.length;
    await page.setInputFiles("#replay-file", {
      name: "long.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify({ ...file, answers: [...file.answers, ...file.answers.slice(-2)] })),
    });
    await page.waitForSelector("#replay-last");
    await page.click("#replay-last");
    await page.waitForSelector("#replay-error");
    // Romanian counts: "un răspuns", "2 răspunsuri" up to 19, "20 de răspunsuri"
    const answers = (k: number) =>
      ({ one: "un răspuns", few: `${k} răspunsuri` })[new Intl.PluralRules("ro").select(k) as "one" | "few"] ?? `${k} de răspunsuri`;
    expect(await page.textContent("#replay-error")).toBe(
      `Partida s-a încheiat după ${answers(n)}, dar reluarea are ${answers(n + 2)}: a fost înregistrată pe alt conținut.`,
    );
    expect(await englishLeftIn(page, "ro", ".side")).toEqual([]);
    // an answer that fits no option of its decision: the decision named in the game's Romanian words, not its message id
    await page.setInputFiles("#replay-file", {
      name: "misfit.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify({ ...file, answers: [["zzz-9"], ...file.answers.slice(1)] })),
    });
    await page.waitForSelector("#replay-forward");
    await page.click("#replay-forward");
    await page.waitForSelector("#replay-error");
    const misfit = (await page.textContent("#replay-error"))!;
    expect(misfit).toMatch(/^Răspunsul 1 \(zzz-9\) nu se potrivește deciziei „[^”]+”: /);
    expect(misfit).not.toMatch(/„prompt-/);
    // the rules' own reason, after the colon, is the runtime's English
    expect(await englishWordsIn(misfit.slice(0, misfit.indexOf("”:") + 2), "ro")).toEqual([]);
    await setLocale(page, "en");
  });

  it("the checker stopping on a text: its problem, and the Problems list's heading and counts, in Romanian", async () => {
    const page = editor.session.page;
    await setLocale(page, "ro");
    const rel = await page.evaluate(() => (window as unknown as { grimoire: Grimoire }).grimoire.store.active!);
    // a text the checker cannot take (not a string): the worker's check throws, and says so where the designer looks
    await page.evaluate((p) => {
      const g = (window as unknown as { grimoire: Grimoire }).grimoire;
      void g.client.update(p, null, ++g.metrics.sentVersion);
    }, rel);
    await page.waitForSelector('.problem[data-code="EDITOR"]');
    const message = (await page.textContent('.problem[data-code="EDITOR"] .msg'))!;
    expect(message).toMatch(/^Verificarea s-a oprit la acest text \(.+\); celelalte rezultate sunt de la ultima verificare reușită\.$/);
    // what is between the brackets is the fault's own message, in English
    expect(await englishWordsIn(message.replace(/\(.*\)/, ""), "ro")).toEqual([]);
    expect(await page.textContent('.problem[data-code="EDITOR"] .sev')).toBe("eroare");
    expect(await englishLeftIn(page, "ro", "grim-problems", ".msg, .loc, .code")).toEqual([]);
    // the text back: the check runs again
    await page.evaluate((p) => {
      const g = (window as unknown as { grimoire: Grimoire }).grimoire;
      void g.client.update(p, g.store.docs.get(p)!.text, ++g.metrics.sentVersion);
    }, rel);
    await page.waitForFunction(() => !document.querySelector('.problem[data-code="EDITOR"]'));
    await setLocale(page, "en");
    expect(editor.session.consoleErrors).toEqual([]);
  });
});
