// Brings docs/authoring.md's printed outputs up to date with what its commands
// print now, after a change that rightly changes them (a message added to a
// catalogue changes the counts `grimoire i18n check` prints):
//
//   GRIMOIRE_GUIDE_ACTUAL=/tmp/guide.txt npx vitest run test/authoring/walkthrough.test.ts
//   npx tsx test/authoring/update-guide.ts /tmp/guide.txt
//
// then review the diff. Each `$ command` of the guide takes the output recorded
// for it, in order; a command that was not recorded (or not in that order) is an
// error and nothing is written.

import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const GUIDE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../docs/authoring.md");

export function recorded(text: string): { command: string; output: string[] }[] {
  const runs: { command: string; output: string[] }[] = [];
  for (const line of text.replace(/\n$/, "").split("\n")) {
    if (line.startsWith("$ ")) runs.push({ command: line.slice(2), output: [] });
    else if (runs.length === 0) throw new Error("the record must start with a `$ command` line");
    else runs[runs.length - 1].output.push(line);
  }
  // an output ends where the next command starts; its trailing blank lines are not the guide's
  for (const r of runs) while (r.output.length && r.output[r.output.length - 1] === "") r.output.pop();
  return runs;
}

export function updateGuide(markdown: string, runs: { command: string; output: string[] }[]): string {
  const out: string[] = [];
  let inConsole = false;
  let next = 0;
  let skipping = false;
  for (const line of markdown.split("\n")) {
    if (!inConsole) {
      out.push(line);
      if (line === "```console") inConsole = true;
      continue;
    }
    if (line === "```") {
      inConsole = false;
      skipping = false;
      out.push(line);
      continue;
    }
    if (line.startsWith("$ ")) {
      const run = runs[next++];
      if (!run || run.command !== line.slice(2))
        throw new Error(`the guide's command \`${line.slice(2)}\` is not the next one recorded (${run ? `\`${run.command}\`` : "none left"})`);
      out.push(line, ...run.output);
      skipping = true;
      continue;
    }
    if (!skipping) out.push(line);
  }
  if (next !== runs.length) throw new Error(`${runs.length - next} recorded command(s) are not in the guide`);
  return out.join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write("usage: npx tsx test/authoring/update-guide.ts <file written by GRIMOIRE_GUIDE_ACTUAL>\n");
    process.exitCode = 2;
  } else {
    writeFileSync(GUIDE, updateGuide(readFileSync(GUIDE, "utf8"), recorded(readFileSync(file, "utf8"))));
  }
}
