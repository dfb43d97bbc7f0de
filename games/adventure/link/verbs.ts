// Verb → runtime primitive, and how a reference argument reaches the runtime: the rules' reading
// (../rules/effect-binding.ts), which the link shares.

export { primitiveFor, refArg, traitName, verbArgs } from "../rules/effect-binding.ts";
