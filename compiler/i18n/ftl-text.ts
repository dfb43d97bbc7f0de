// Writing plain text (names, flavour) as a Fluent pattern. @fluent/syntax's
// serializer writes TextElements verbatim, so text holding `{`, or a line
// starting with `[`, `*` or `.`, would come back as something else (or as Junk).
// Everything special is wrapped in a string literal placeable instead.

import { commentText } from "../comment-text.ts";

/** Characters that may not appear raw in a Fluent text element. */
const BRACES = /[{}]/g;

function literal(s: string): string {
  return `{"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"}`;
}

function escapeLine(line: string): string {
  let out = line.replace(BRACES, (c) => literal(c));
  // A continuation line starting with these is read as a variant, default variant or attribute.
  if (/^[[*.]/.test(out)) out = literal(out[0]) + out.slice(1);
  // Fluent trims leading blanks of a pattern and of each continuation's indent; keep them.
  const lead = /^[ \t]+/.exec(out);
  if (lead) out = literal(lead[0]) + out.slice(lead[0].length);
  const trail = /[ \t]+$/.exec(out);
  if (trail) out = out.slice(0, out.length - trail[0].length) + literal(trail[0]);
  return out;
}

/**
 * The source of a message value for `text`: one line, or an indented block for
 * multi-line text. The result goes right after `id =`.
 */
export function textToPatternSource(text: string): string {
  const normalised = text.replace(/\r\n?/g, "\n");
  const lines = normalised.split("\n").map((l) => (l === "" ? "" : escapeLine(l)));
  if (lines.length === 1) return ` ${lines[0] === "" ? literal("") : lines[0]}`;
  // Empty lines inside a block are kept by Fluent, but a block may not start or end with one.
  if (lines[0] === "") lines[0] = literal("");
  if (lines[lines.length - 1] === "") lines[lines.length - 1] = literal("");
  return `\n${lines.map((l) => (l === "" ? "" : `    ${l}`)).join("\n")}`;
}

/** A whole message entry, with its comment lines, ending in a newline. */
export function messageSource(id: string, text: string, comments: string[] = []): string {
  const head = comments.map((c) => (c === "" ? "#" : `# ${commentText(c)}`)).join("\n");
  return `${head ? `${head}\n` : ""}${id} =${textToPatternSource(text)}\n`;
}
