// Rewrites test/language/invalid/*.expected from the current output:
// `npx tsx test/language/update-goldens.ts`, then review the diff.

import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { checkCase, invalidCases, invalidDir } from "./corpus.ts";

for (const name of invalidCases()) writeFileSync(join(invalidDir, `${name}.expected`), `${checkCase(name)}\n`);
