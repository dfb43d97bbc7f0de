// Ids made once and compared for ever after (card copies, option keys) are kept
// as V8 keeps the names of properties: one string for all equal ones. `===`
// between two such strings compares their addresses, where two different ids
// of one length ("investigation.bounty-board#1" and "…#2") are otherwise read
// through to their last character.

/** the one string V8 keeps for all strings equal to `s` (a property's name is such a string) */
export function interned(s: string): string {
  return Object.keys({ [s]: 0 })[0] ?? s;
}
