// The Adventure Game's effect binding (core/effect-binding.ts), which the link and the emitter read as the rules
// do: it is the rules' own (../rules/effect-binding.ts), since the rules kernel runs the effect IR the content holds.

export { adventureEffects } from "../rules/effect-binding.ts";
