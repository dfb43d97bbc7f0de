// Reading the bundled catalogues in tests.
import { MessageNames } from "../../compiler/i18n/message-names.ts";
import { games } from "../../games/registry.ts";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { RulesCatalogue } from "../../compiler/i18n/rules-text.ts";
import { parseCatalogue } from "../../compiler/i18n/catalogue.ts";
import type { NamedCatalogue } from "../../compiler/i18n/check.ts";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const I18N = path.join(ROOT, "content/i18n");

export function ftlFiles(locale: string): { name: string; file: string; text: string }[] {
  const dir = path.join(I18N, locale);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".ftl"))
    .sort()
    .map((f) => ({ name: f.slice(0, -4), file: `content/i18n/${locale}/${f}`, text: readFileSync(path.join(dir, f), "utf8") }));
}

export function rulesCatalogue(locale: "en" | "ro"): RulesCatalogue {
  const en = ftlFiles("en").map((f) => f.text);
  return locale === "en"
    ? new RulesCatalogue(MessageNames.of(games), "en", en)
    : new RulesCatalogue(
        MessageNames.of(games),
        "ro",
        ftlFiles("ro").map((f) => f.text),
        en,
      );
}

export function named(files: { name: string; file: string; text: string }[]): NamedCatalogue[] {
  return files.map((f) => ({ name: f.name, catalogue: parseCatalogue(f.file, f.text) }));
}
