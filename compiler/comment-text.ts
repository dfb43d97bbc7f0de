// The one way text reaches a comment of a generated file: the `//` comments
// of the emitted TypeScript, the `#` comments of a Fluent catalogue and the
// `#.`/`#:` comments of a PO file. Source paths and content text can hold
// anything a file name or a designer can (a newline in a .grim file's name),
// and a comment that broke its line would turn the rest into code, Fluent or PO.

/** One line, no comment terminator, no lone surrogate, no control character. */
export function commentText(s: string): string {
  return s
    .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, " ")
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "\uFFFD")
    .replace(/\*\//g, "* /")
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}
