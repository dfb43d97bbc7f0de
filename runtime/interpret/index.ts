export { contentFromIR } from "./content.ts";
export { runEffect, canEffect, evalAmount, evalCondition, InterpretError } from "./effects.ts";

