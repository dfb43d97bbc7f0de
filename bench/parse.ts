// Parse + check time of the .grim content, against JSON.parse of the same
// syntax trees serialised as JSON, measured side by side in one run.
//   npm run bench:parse            (content/**/*.grim and a synthetic large file)
// Prints a Markdown table; ratios matter, absolute times depend on the machine.

import { readFileSync } from "node:fs";
import { parseText } from "../grammar/build.ts";
import { grimLexer } from "../grammar/tokens.ts";
import { checkProgram } from "../compiler/check/program.ts";
import { collectGrimFiles } from "../compiler/cli/node-host.ts";
import { Workspace } from "../compiler/workspace.ts";
import { games } from "../games/registry.ts";

interface Corpus {
  name: string;
  files: { path: string; text: string }[];
}

function synthetic(units: number): Corpus {
  let text = 'game adventure\nset bench\n\ntrait Nilfgaard "Nilfgaard"\nlocation Wyzima "Wyzima" { leads red; heart }\n\n';
  for (let i = 0; i < units; i++) {
    text += `enemy Bandits${i} "Bandits ${i}" {\n  sword 3\n  shield 2\n  failed shield: suffer 1 wound for each shield short\n}\n\n`;
    text += `investigation Letter${i} "Letter ${i}" : purple {\n  traits Nilfgaard\n  flavour "Sealed with black wax."\n  effect: receive 1 purple lead for each Nilfgaard card; spend 2 leads or fight Bandits${i}\n}\n\n`;
    text += `foulfate Toll${i} "Toll ${i}" {\n  effect: if you have 3 gold: lose 2 gold\n  else: each other hero: suffer 1 minor wound\n}\n\n`;
  }
  return { name: `synthetic (${units * 3 + 2} entities)`, files: [{ path: "synthetic.grim", text }] };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function time<T>(fn: () => T): [number, T] {
  const t0 = performance.now();
  const r = fn();
  return [performance.now() - t0, r];
}

function measure(c: Corpus, rounds: number) {
  const lex: number[] = [];
  const parse: number[] = [];
  const check: number[] = [];
  const json: number[] = [];
  let jsonBytes = 0;
  for (let r = 0; r < rounds; r++) {
    // the four measurements of a round run back to back on the same input
    lex.push(time(() => c.files.map((f) => grimLexer.tokenize(f.text)))[0]);
    const [tp, parsed] = time(() => c.files.map((f) => parseText(f.path, f.text)));
    parse.push(tp);
    const asts = parsed.map((p) => p.ast);
    check.push(time(() => checkProgram(asts, games))[0]);
    const serialised = JSON.stringify(asts);
    jsonBytes = serialised.length;
    json.push(time(() => JSON.parse(serialised))[0]);
  }
  const bytes = c.files.reduce((n, f) => n + f.text.length, 0);
  return { bytes, jsonBytes, lex: median(lex), parse: median(parse), check: median(check), json: median(json) };
}

const corpora: Corpus[] = [];
const { files } = collectGrimFiles(["content"]);
if (files.length > 0) corpora.push({ name: `content/ (${files.length} files)`, files: files.map((p) => ({ path: p, text: readFileSync(p, "utf8") })) });
corpora.push(synthetic(2000));

const rounds = Number(process.env.ROUNDS ?? 5);
console.log(`| corpus | source | AST as JSON | lex | parse (incl. lex) | check | parse + check | JSON.parse of the AST | ratio |`);
console.log(`| --- | --- | --- | --- | --- | --- | --- | --- | --- |`);
for (const c of corpora) {
  measure(c, 1); // warm-up: JIT and Chevrotain's lookahead caches
  const m = measure(c, rounds);
  const total = m.parse + m.check;
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `| ${c.name} | ${kb(m.bytes)} | ${kb(m.jsonBytes)} | ${ms(m.lex)} | ${ms(m.parse)} | ${ms(m.check)} | ${ms(total)} | ${ms(m.json)} | ${(total / m.json).toFixed(1)}x |`,
  );
}

// The editor's case: after one file is edited, the workspace re-parses that
// file only and re-checks the whole program.
if (files.length > 1) {
  const texts = files.map((p) => readFileSync(p, "utf8"));
  const cold: number[] = [];
  const edit: number[] = [];
  for (let r = 0; r < rounds + 1; r++) {
    const [tc, ws] = time(() => {
      const w = new Workspace(games);
      files.forEach((p, i) => w.setFile(p, texts[i]));
      w.check();
      return w;
    });
    const [te] = time(() => {
      ws.setFile(files[0], `${texts[0]}\n# edited ${r}\n`);
      ws.check();
    });
    if (r > 0) {
      cold.push(tc);
      edit.push(te);
    }
  }
  console.log("");
  console.log(`| workspace over content/ | time | ratio |`);
  console.log(`| --- | --- | --- |`);
  console.log(`| cold: parse all ${files.length} files + check | ${median(cold).toFixed(1)} ms | 1.0 |`);
  console.log(`| one file edited: re-parse it + check all | ${median(edit).toFixed(1)} ms | ${(median(cold) / median(edit)).toFixed(1)}x faster |`);
}
