// docs/authoring.md read as a script: its marked code blocks, in order.
//
//   ```grim file=<path> [expect=GRMnnnn]   write the file (the check must then report that code)
//   ```grim file=<path> result             the file must now read exactly this
//   ```ftl file=<path>, ```ts file=<path>  write the file
//   ```console                             `$ command` lines, each followed by its exact output
// Other blocks are prose.

export interface WriteStep {
  kind: "write";
  line: number;
  file: string;
  text: string;
  expect: string | null;
}

export interface ResultStep {
  kind: "result";
  line: number;
  file: string;
  text: string;
}

export interface CommandStep {
  kind: "command";
  line: number;
  command: string;
  output: string;
}

export type GuideStep = WriteStep | ResultStep | CommandStep;

export class GuideError extends Error {
  override name = "GuideError";
}

export function guideSteps(markdown: string): GuideStep[] {
  const steps: GuideStep[] = [];
  const fence = /^```([a-z]+)([^\n]*)\n([\s\S]*?)^```$/gm;
  for (const m of markdown.matchAll(fence)) {
    const [, lang, info, body] = m;
    const line = markdown.slice(0, m.index).split("\n").length;
    const attrs = new Map(
      info
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map((a) => {
          const eq = a.indexOf("=");
          return eq < 0 ? [a, ""] : [a.slice(0, eq), a.slice(eq + 1)];
        }),
    );
    if (lang === "console") {
      let current: CommandStep | null = null;
      for (const text of body.replace(/\n$/, "").split("\n")) {
        if (text.startsWith("$ ")) {
          current = { kind: "command", line, command: text.slice(2), output: "" };
          steps.push(current);
        } else if (!current) {
          throw new GuideError(`docs/authoring.md:${line}: a console block must start with a "$ " command line`);
        } else {
          current.output += `${text}\n`;
        }
      }
      continue;
    }
    const file = attrs.get("file");
    if (!file) continue;
    if (file.startsWith("/") || file.split("/").includes(".."))
      throw new GuideError(`docs/authoring.md:${line}: file=${file} must be a path inside the repository`);
    if (attrs.has("result")) steps.push({ kind: "result", line, file, text: body });
    else steps.push({ kind: "write", line, file, text: body, expect: attrs.get("expect") ?? null });
  }
  return steps;
}
