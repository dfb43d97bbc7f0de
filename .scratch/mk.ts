import { bundleModule } from "../runtime/sim/worker-bundle.ts";
import { join } from "node:path";
const u = await bundleModule(join(import.meta.dirname, "../runtime/sim/in-place-games.ts"), true);
console.log(u.pathname);
