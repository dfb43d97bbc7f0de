// The words a view shows, read against the catalogues: in a translated view, a word of 4 letters or more that
// is a word of the English catalogues' texts (content/i18n/en/*.ftl), is no word of the locale's own
// catalogues and is not a name (a content entity's name as written, a game's name, a language's name on its
// button) is English left on screen. Each such word is reported with where it was read: the nearest element
// with an id or a class, and the line of text it is in.
import { promises as fs } from "node:fs";
import path from "node:path";
import { parse } from "@fluent/syntax";
import type { Page } from "playwright-core";
import { I18N } from "../i18n/helpers.ts";

const WORD = /\p{L}{4,}/gu;

/** every word of 4 letters or more in the texts of a locale's catalogues (messages, terms, attributes and variants; placeables left out) */
export async function catalogueWords(locale: string): Promise<Set<string>> {
  const dir = path.join(I18N, locale);
  const out = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) for (const n of node) walk(n);
    else if (node && typeof node === "object") {
      const o = node as { type?: string; value?: unknown };
      // comments are the translators' notes, not words a player or designer reads
      if (o.type === "Comment" || o.type === "GroupComment" || o.type === "ResourceComment") return;
      if (o.type === "TextElement" && typeof o.value === "string") {
        for (const w of o.value.toLowerCase().match(WORD) ?? []) out.add(w);
        return;
      }
      for (const v of Object.values(o)) walk(v);
    }
  };
  for (const f of (await fs.readdir(dir)).sort()) {
    if (f.endsWith(".ftl")) walk(parse(await fs.readFile(path.join(dir, f), "utf8"), { withSpans: false }).body);
  }
  return out;
}

interface Seen {
  text: string;
  where: string;
}

type Hooks = { grimoire: { store: { entities(): { name?: string }[]; words: { all(): { meta: { displayName: string; shortName: string } }[] } } } };

/** the view's visible text, node by node with where it is, and the names it may show */
async function readView(page: Page, root: string, skip: string): Promise<{ seen: Seen[]; names: string[] }> {
  return page.evaluate(
    ([rootSelector, skipSelector]) => {
      const view = document.querySelector(rootSelector);
      if (!view) throw new Error(`no ${rootSelector} on the page`);
      const seen: { text: string; where: string }[] = [];
      const whereOf = (el: Element) => {
        const at = el.closest("[id]") ?? el;
        return at.id ? `#${at.id}` : `${at.tagName.toLowerCase()}.${[...at.classList].join(".")}`;
      };
      const walker = document.createTreeWalker(view, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        // a select shows its chosen option only (read below); an SVG's tooltips and a card face's drawing are not text on screen
        if (!el || el.closest("option, select, title, script, style, svg.face")) continue;
        if (skipSelector && el.closest(skipSelector)) continue;
        if (!el.checkVisibility({ checkVisibilityCSS: true })) continue;
        const text = (n.textContent ?? "").trim();
        if (text) seen.push({ text, where: whereOf(el) });
      }
      for (const s of view.querySelectorAll("select")) {
        if (!s.checkVisibility({ checkVisibilityCSS: true }) || (skipSelector && s.closest(skipSelector))) continue;
        const chosen = s.selectedOptions[0]?.textContent?.trim();
        if (chosen) seen.push({ text: chosen, where: whereOf(s) });
      }
      const store = (window as unknown as Hooks).grimoire.store;
      // the names: the content's entities as written, the games, and the languages on their own buttons
      // (a name the translation keeps word for word is a word of its catalogues already)
      const names = [
        ...store.entities().map((e) => e.name ?? ""),
        ...store.words.all().flatMap((g) => [g.meta.displayName, g.meta.shortName]),
        ...[...document.querySelectorAll(".locales button")].map((e) => e.textContent ?? ""),
      ];
      return { seen, names };
    },
    [root, skip] as const,
  );
}

/**
 * The English words in a view shown in a translated locale, names aside, each with where it was read
 * ("word in #fight-log: «line»"); empty when every word on screen is the locale's or a name. `skip` names
 * what shows English by design (the translation table's source column).
 */
export async function englishLeftIn(page: Page, locale: string, root = ".layout.full .side", skip = ""): Promise<string[]> {
  const [english, translated] = await Promise.all([catalogueWords("en"), catalogueWords(locale)]);
  const { seen, names } = await readView(page, root, skip);
  const isName = new Set(names.join(" ").toLowerCase().match(WORD) ?? []);
  const found = new Map<string, string>();
  for (const { text, where } of seen) {
    // a content id ("monster.alghoul") is the designer's code, shown beside a name to tell two apart
    const words =
      text
        .replace(/\b[a-z][\w-]*(\.[\w-]+)+/g, " ")
        .toLowerCase()
        .match(WORD) ?? [];
    for (const w of words) {
      if (!english.has(w) || translated.has(w) || isName.has(w) || found.has(w)) continue;
      found.set(w, `${w} in ${where}: «${text.length > 80 ? `${text.slice(0, 77)}…` : text}»`);
    }
  }
  return [...found.keys()].sort().map((w) => found.get(w)!);
}

/**
 * The English words of one line of text read off the page (a problem's message, say, once the part quoted from
 * elsewhere is cut out), as englishLeftIn finds them: words of the English catalogues that are no word of the
 * locale's.
 */
export async function englishWordsIn(text: string, locale: string): Promise<string[]> {
  const [english, translated] = await Promise.all([catalogueWords("en"), catalogueWords(locale)]);
  const words = text.toLowerCase().match(WORD) ?? [];
  return [...new Set(words.filter((w) => english.has(w) && !translated.has(w)))].sort();
}
