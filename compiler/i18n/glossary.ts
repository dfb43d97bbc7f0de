// A locale's glossary: content/i18n/<locale>/glossary.tsv, one term a line,
//
//   <English word or phrase> TAB <forms in the locale, | between them> [TAB <note>]
//
// The first form is the one to use; the others are its inflections, which the
// check accepts. "=" as the forms means the English stays as it is (names the
// official material keeps in English); `#` starts a comment line.

export interface GlossaryTerm {
  english: string;
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
    const [english, forms = "", note] = raw.split("\t");
    const kept = forms.trim() === "=";
    out.push({ english: english.trim(), forms: kept ? [english.trim()] : forms.split("|").map((f) => f.trim()).filter(Boolean), kept, note: note?.trim() || null, line: i + 1 });
  });
  return out;
}
