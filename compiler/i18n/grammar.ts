// Grammar a locale keeps in its own catalogue, reached from messages through
// three Fluent functions. Fluent cannot reference a term or message chosen by a
// variable, and a message's `$hero` is only a value; these functions are the
// bridge, so the rules code keeps handing over ids and numbers while every
// grammatical form stays data in the locale's .ftl files:
//
//   NAME($hero, case: "genitive")  a declined form of a content name: the
//       attribute of that name's message in the locale (`.genitive`, `.dative`,
//       `.definite`, …); `dative` falls back to `genitive` (one form in
//       Romanian), and any case to the name itself (English has no attributes)
//   GENDER($hero)  the name's `.gender` attribute ("masculine", "feminine",
//       "neuter"), or "none" when the locale gives it none, for selectors
//   COUNT($n) / COUNT($n, one: "scut", few: "scuturi", other: "scuturi")
//       a number as the locale writes it before a noun: the locale's `nr`
//       helper with $amount = $n (Romanian "20 de"), then the noun form of the
//       number's CLDR plural category (`few` defaults to `other`)
//
// A name arrives in a message as an EntityName: it prints as the name itself,
// so `{ $hero }` is the plain name and English needs none of this.

import { FluentNumber, FluentType, type FluentBundle, type FluentFunction, type FluentValue } from "@fluent/bundle";

/** A content entity's name in one locale, carrying the way to its declined forms. */
export class EntityName extends FluentType<string> {
  /** the entity's id ("witcher.ciri"), for tools that show where a name came from */
  readonly id: string;
  private readonly attribute: (name: string) => string | null;

  constructor(id: string, text: string, attribute: (name: string) => string | null) {
    super(text);
    this.id = id;
    this.attribute = attribute;
  }

  /** an attribute of the name's message in this locale, or null */
  form(name: string): string | null {
    return this.attribute(name);
  }

  toString(): string {
    return this.value;
  }
}

/** Cases that share one form with another when a locale writes only that one (Romanian genitive = dative). */
const SAME_FORM: Record<string, string> = { dative: "genitive", accusative: "nominative" };

function caseOf(arg: FluentValue | undefined, wanted: string): string {
  if (!(arg instanceof EntityName)) return arg === undefined ? "" : typeof arg === "string" ? arg : String(arg.valueOf());
  if (wanted === "nominative") return arg.value;
  return arg.form(wanted) ?? (SAME_FORM[wanted] ? arg.form(SAME_FORM[wanted]) : null) ?? arg.value;
}

const textOf = (v: FluentValue | undefined): string | null => (v === undefined ? null : typeof v === "string" ? v : String(v.valueOf()));

/**
 * The grammar functions of one bundle. `bundle` is read lazily: COUNT formats
 * the bundle's own `nr` message, so the "de" rule is the locale's, not code's.
 */
export function grammarFunctions(bundle: () => FluentBundle): Record<string, FluentFunction> {
  const plurals = new Map<string, Intl.PluralRules>();
  const category = (n: number): string => {
    const locale = bundle().locales[0];
    let p = plurals.get(locale);
    if (!p) {
      p = new Intl.PluralRules(locale);
      plurals.set(locale, p);
    }
    return p.select(n);
  };
  return {
    NAME: (positional, named) => caseOf(positional[0], textOf(named.case) ?? "nominative"),
    GENDER: (positional) => {
      const a = positional[0];
      return (a instanceof EntityName && a.form("gender")) || "none";
    },
    COUNT: (positional, named) => {
      const a = positional[0];
      const n = a instanceof FluentNumber ? a.value : typeof a === "string" && /^-?\d+$/.test(a) ? Number(a) : null;
      const b = bundle();
      const nr = b.getMessage("nr");
      const amount: string | number = n ?? textOf(a) ?? "";
      // a helper that fails to format still leaves its text; the checks report the helper itself
      const number = nr?.value ? b.formatPattern(nr.value, { amount }, []) : String(amount);
      const cat = n === null ? "other" : category(n);
      const noun =
        textOf(named[cat]) ?? (cat === "few" || cat === "many" || cat === "two" || cat === "zero" ? textOf(named.other) : null) ?? textOf(named.other);
      return noun === null ? number : `${number} ${noun}`;
    },
  };
}
