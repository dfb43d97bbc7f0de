// A locale's glossary: content/i18n/<locale>/glossary.tsv, one term a line,
//
//   [!]<English word or phrase>[|<other English words for it>] TAB <forms in the locale, | between them> [TAB <note>]
//
// A leading "!" gives the term one meaning: its forms may stand only where the
// English speaks of it ("rundă" is the round, never a hero's turn).
//
// The first form is the one to use; the others are its inflections, which the
// check accepts. "=" as the forms means the English stays as it is (names the
// official material keeps in English); `#` starts a comment line.

export interface GlossaryTerm {
  english: string;
  /** other English words for the same concept ("phase" beside "round"): where the English says one, the forms fit */
  synonyms: string[];
  /** "!": the forms stand for this term only */
  strict: boolean;
  forms: string[];
  /** the English is kept as it is */
  kept: boolean;
  note: string | null;
  line: number;
}

export function parseGlossary(text: string): GlossaryTerm[] {
  const out: GlossaryTerm[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    if (!raw.trim() || raw.startsWith("#")) return;
    const [words, forms = "", note] = raw.split("\t");
    const strict = words.trimStart().startsWith("!");
    const [english, ...synonyms] = words
      .trim()
      .replace(/^!/, "")
      .split("|")
      .map((w) => w.trim())
      .filter(Boolean);
    const kept = forms.trim() === "=";
    out.push({
      english,
      synonyms,
      strict,
      forms: kept
        ? [english]
        : forms
            .split("|")
            .map((f) => f.trim())
            .filter(Boolean),
      kept,
      note: note?.trim() || null,
      line: i + 1,
    });
  });
  return out;
}
