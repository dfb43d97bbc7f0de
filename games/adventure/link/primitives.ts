// Which runtime primitives have a `can*` twin, and which take "if able" as an argument instead of being
// skipped: the rules' tables (../rules/effect-binding.ts), which every execution of the IR reads.

export { CAN_CHECK, canCheckFor, TAKES_IF_ABLE } from "../rules/effect-binding.ts";
