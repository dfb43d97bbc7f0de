// The report's own sentences in one locale, from content/i18n/<locale>/report.ftl (English where the locale
// lacks a message), formatted once with the run's figures: the page itself formats nothing. The command line
// hands over the catalogues of the project it runs in, as `grimoire print` reads them; without them, the
// catalogues of the checkout this module sits in.
import { existsSync, readFileSync } from "node:fs";
import { FluentBundle, FluentResource, type FluentVariable } from "@fluent/bundle";
import { ContentError } from "../../core/errors.ts";
import type { SimSummary } from "../summary.ts";
import type { Comparison } from "./compare.ts";

const catalogue = (locale: string) => new URL(`../../../content/i18n/${locale}/report.ftl`, import.meta.url);

function bundle(locale: string, text: string): FluentBundle {
  const b = new FluentBundle(locale, { useIsolating: false });
  b.addResource(new FluentResource(text));
  return b;
}

/** the texts of the locale's report catalogue and of the English one */
export interface ReportCatalogues {
  own: string;
  en: string;
}

function checkoutCatalogues(locale: string): ReportCatalogues {
  if (!/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/.test(locale) || !existsSync(catalogue(locale)))
    throw new ContentError(`--locale: the report has no words in "${locale}" (no content/i18n/${locale}/report.ftl); it speaks en and ro`);
  return { own: readFileSync(catalogue(locale), "utf8"), en: readFileSync(catalogue("en"), "utf8") };
}

/** every message of the report catalogue, formatted for this run */
export function reportWords(
  locale: string,
  s: SimSummary,
  texts: ReportCatalogues = checkoutCatalogues(locale),
  comparison?: Comparison,
): Record<string, string> {
  const own = bundle(locale, texts.own);
  const en = locale === "en" ? own : bundle("en", texts.en);
  const r = s.run;
  const args: Record<string, Record<string, FluentVariable>> = {
    "report-title": { game: r.game, games: s.games },
    "report-run": { content: r.content, sets: r.sets.join(", "), agent: r.agent, first: r.seed, last: r.seed + r.games - 1, rounds: r.maxRounds },
    "report-comparison-what": comparison
      ? {
          before: comparison.before,
          after: comparison.after,
          roundsBefore: comparison.rounds.before.toFixed(1),
          roundsAfter: comparison.rounds.after.toFixed(1),
          significant: comparison.rounds.significant ? "yes" : "no",
        }
      : {},
    "report-health": { failures: s.failures.length, replayed: s.replayed, mismatches: s.replayMismatches, rounds: s.avgRounds.toFixed(1) },
  };
  const out: Record<string, string> = {};
  for (const m of en._messages.keys()) {
    // the comparison's sentence needs a comparison
    if (m === "report-comparison-what" && !comparison) continue;
    const b = own.getMessage(m)?.value ? own : en;
    out[m] = b.formatPattern(b.getMessage(m)!.value!, args[m] ?? {});
  }
  return out;
}
