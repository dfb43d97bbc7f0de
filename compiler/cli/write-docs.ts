// Writes the generated reference docs: `tsx compiler/cli/write-docs.ts diagnostics|verbs`.

import { writeFileSync } from "node:fs";
import { renderDiagnosticsDoc } from "../docs/diagnostics-doc.ts";
import { renderVerbsDoc } from "../docs/verbs-doc.ts";
import { games } from "../../games/registry.ts";

const which = process.argv[2];
if (which === "diagnostics") writeFileSync("docs/diagnostics.md", renderDiagnosticsDoc());
else if (which === "verbs") writeFileSync("docs/verbs.md", renderVerbsDoc(games));
else {
  process.stderr.write("usage: tsx compiler/cli/write-docs.ts diagnostics|verbs\n");
  process.exitCode = 2;
}
