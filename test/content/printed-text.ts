// The rulebooks' printed card texts are compared with the rules text we
// render in three test files (the Old World content, Monster Trail and the
// i18n rules text); they compare both the same way.

/** Printed card text and ours compared without punctuation, bullets, dash style or capitals (icons are words in both). */
export const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[–—-]/g, "-")
    .replace(/[.,;:!•]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
