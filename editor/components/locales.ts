// Locale names for the pickers: a locale's own name for itself ("Română",
// "Deutsch"), so a new folder under content/i18n/ needs no table entry.
import { PSEUDO_LOCALE, SOURCE_LOCALE, store, type Locale } from "../state/store.ts";

export function localeName(locale: string): string {
  if (locale === "en-XA") return "Pseudo (en-XA)";
  try {
    const name = new Intl.DisplayNames([locale], { type: "language" }).of(locale);
    if (name && name !== locale) return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    // not a BCP 47 tag: show the folder name
  }
  return locale;
}

/** English, every translation under content/i18n/, and the pseudo-locale */
export function locales(): [Locale, string][] {
  return [SOURCE_LOCALE, ...store.translationLocales(), PSEUDO_LOCALE].map((l) => [l, localeName(l)]);
}
